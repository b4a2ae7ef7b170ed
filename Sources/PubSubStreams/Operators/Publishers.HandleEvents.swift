import Scheduling

extension Publisher {
    /// Calls closures on each lifecycle event (subscription, value, completion, cancel, request).
    ///
    /// Mirrors Combine's `handleEvents(...)`. Demand the downstream returns from `receive(_:)` is
    /// reported to `receiveRequest` too, as the transcripts show.
    ///
    /// ```swift
    /// let c = Just(1).handleEvents(receiveOutput: { print("saw", $0) }).sink { _ in }
    /// // Prints: saw 1
    /// ```
    public func handleEvents(
        receiveSubscription: ((Subscription) -> Void)? = nil,
        receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
        receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest
        )
    }
}

extension Publishers {
    /// The publisher `handleEvents(...)` returns.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher observed.
        public let upstream: Upstream
        /// Called with the upstream subscription.
        public var receiveSubscription: ((Subscription) -> Void)?
        /// Called with each value.
        public var receiveOutput: ((Upstream.Output) -> Void)?
        /// Called with the completion.
        public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
        /// Called when the downstream cancels.
        public var receiveCancel: (() -> Void)?
        /// Called with each demand the downstream asks for.
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        /// Creates the publisher.
        public init(
            upstream: Upstream,
            receiveSubscription: ((Subscription) -> Void)? = nil,
            receiveOutput: ((Output) -> Void)? = nil,
            receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
            receiveCancel: (() -> Void)? = nil,
            receiveRequest: ((Subscribers.Demand) -> Void)?
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
            self.receiveRequest = receiveRequest
        }

        /// Subscribes through the observing subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(self, downstream: subscriber))
        }
    }
}

extension Publishers.HandleEvents {
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        private enum State {
            case awaiting(Downstream)
            case subscribed(Downstream, Subscription)
            case terminal
        }

        private let state: Locked<State>
        private let hooks: Publishers.HandleEvents<Upstream>

        init(_ hooks: Publishers.HandleEvents<Upstream>, downstream: Downstream) {
            self.hooks = hooks
            state = Locked(.awaiting(downstream))
            Resources.increment()
        }

        deinit { Resources.decrement() }

        var description: String { "HandleEvents" }

        func receive(subscription: Subscription) {
            let downstream = state.withLock { state -> Downstream? in
                guard case let .awaiting(downstream) = state else { return nil }
                state = .subscribed(downstream, subscription)
                return downstream
            }
            guard let downstream else {
                subscription.cancel()
                return
            }
            hooks.receiveSubscription?(subscription)
            downstream.receive(subscription: self)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            guard let downstream = state.withLock({ state -> Downstream? in
                guard case let .subscribed(downstream, _) = state else { return nil }
                return downstream
            }) else { return .none }
            hooks.receiveOutput?(input)
            let more = downstream.receive(input)
            if more > 0 { hooks.receiveRequest?(more) }
            return more
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            let downstream = state.withLock { state -> Downstream? in
                guard case let .subscribed(downstream, _) = state else { return nil }
                state = .terminal
                return downstream
            }
            guard let downstream else { return }
            hooks.receiveCompletion?(completion)
            downstream.receive(completion: completion)
        }

        func request(_ demand: Subscribers.Demand) {
            let upstream = state.withLock { state -> Subscription? in
                guard case let .subscribed(_, upstream) = state else { return nil }
                return upstream
            }
            guard let upstream else { return }
            hooks.receiveRequest?(demand)
            upstream.request(demand)
        }

        func cancel() {
            let upstream = state.withLock { state -> Subscription? in
                defer { state = .terminal }
                guard case let .subscribed(_, upstream) = state else { return nil }
                return upstream
            }
            guard let upstream else { return }
            hooks.receiveCancel?()
            upstream.cancel()
        }
    }
}
