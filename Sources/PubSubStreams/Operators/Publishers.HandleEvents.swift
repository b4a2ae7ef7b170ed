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
    private struct State: LinkState {
        var phase = LinkPhase.awaiting
        /// The hooks, until the terminal event.
        var hooks: Publishers.HandleEvents<Upstream>?
    }

    /// The subscription, as Combine's: each hook runs before the event it observes is handled, and
    /// all hooks are let go of at the terminal event (a completion or a cancel after subscribing).
    /// Values and completions pass downstream as they come (Combine's checks no state there); a
    /// value's hook and the downstream's returned demand (`receiveRequest`) see every value. A cancel
    /// before the upstream subscription runs `receiveCancel` and nothing else.
    private final class Inner<Downstream: Subscriber>: LockedLink<State>, Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        private let downstream: Downstream

        init(_ hooks: Publishers.HandleEvents<Upstream>, downstream: Downstream) {
            self.downstream = downstream
            super.init("HandleEvents", state: State(hooks: hooks))
        }

        private var hooks: Publishers.HandleEvents<Upstream>? { state.withLock { $0.hooks } }

        func receive(subscription: Subscription) {
            hooks?.receiveSubscription?(subscription)
            guard attach(subscription) else { return }
            downstream.receive(subscription: self)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            hooks?.receiveOutput?(input)
            let more = downstream.receive(input)
            if more > 0 { hooks?.receiveRequest?(more) }
            return more
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            let hooks = state.withLock { state -> Publishers.HandleEvents<Upstream>? in
                state.phase = .terminal
                defer { state.hooks = nil }
                return state.hooks
            }
            hooks?.receiveCompletion?(completion)
            downstream.receive(completion: completion)
        }

        override func request(_ demand: Subscribers.Demand) {
            let (hooks, upstream) = state.withLock { ($0.hooks, $0.upstream) }
            hooks?.receiveRequest?(demand)
            upstream?.request(demand)
        }

        override func cancel() {
            // The hook and the end are taken together, so concurrent cancels run `receiveCancel` once.
            let (hooks, upstream) = state.withLock { state -> (Publishers.HandleEvents<Upstream>?, Subscription?) in
                guard let upstream = state.end() else { return (state.hooks, nil) }
                defer { state.hooks = nil }
                return (state.hooks, upstream)
            }
            hooks?.receiveCancel?()
            upstream?.cancel()
        }
    }
}
