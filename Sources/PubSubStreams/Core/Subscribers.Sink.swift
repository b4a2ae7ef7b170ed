import Scheduling

extension Subscribers {
    /// A subscriber that requests unlimited values and hands each event to a closure.
    ///
    /// Mirrors Combine's `Subscribers.Sink`. After completion or `cancel()` both closures are
    /// released, so a sink never keeps what it captured alive longer than the subscription.
    ///
    /// ```swift
    /// [1, 2].publisher.subscribe(Subscribers.Sink(receiveCompletion: { print($0) }, receiveValue: { print($0) }))
    /// // Prints: 1
    /// //         2
    /// //         finished
    /// ```
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
        /// A class, so that taking it out of the lock per value copies a reference (no closure re-abstraction).
        private final class Handlers {
            let receiveValue: (Input) -> Void
            let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

            init(receiveValue: @escaping (Input) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) {
                self.receiveValue = receiveValue
                self.receiveCompletion = receiveCompletion
            }
        }

        private struct State {
            var status: SinkStatus = .awaiting
            var handlers: Handlers?
        }

        private let state: Locked<State>

        /// The value closure (a no-op once the sink completed or was cancelled).
        public var receiveValue: (Input) -> Void { state.withLock { $0.handlers?.receiveValue } ?? { _ in } }

        /// The completion closure (a no-op once the sink completed or was cancelled).
        public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void {
            state.withLock { $0.handlers?.receiveCompletion } ?? { _ in }
        }

        /// Creates a sink with a completion closure and a value closure.
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            state = Locked(State(handlers: Handlers(receiveValue: receiveValue, receiveCompletion: receiveCompletion)))
            Resources.increment()
        }

        deinit { Resources.decrement() }

        /// `Sink`.
        public var description: String { "Sink" }

        /// Keeps the subscription and requests unlimited values (a second subscription is cancelled).
        public func receive(subscription: Subscription) {
            let accepted = state.withLock { state -> Bool in
                guard case .awaiting = state.status else { return false }
                state.status = .subscribed(subscription)
                return true
            }
            if accepted {
                subscription.request(.unlimited)
            } else {
                subscription.cancel()
            }
        }

        /// Calls the value closure; asks for nothing more (the demand is already unlimited).
        public func receive(_ input: Input) -> Subscribers.Demand {
            let handlers = state.withLock { state -> Handlers? in
                guard case .subscribed = state.status else { return nil }
                return state.handlers
            }
            handlers?.receiveValue(input)
            return .none
        }

        /// Calls the completion closure once, then releases both closures.
        public func receive(completion: Subscribers.Completion<Failure>) {
            let handlers = state.withLock { state -> Handlers? in
                if case .terminal = state.status { return nil }
                state.status = .terminal
                defer { state.handlers = nil }
                return state.handlers
            }
            handlers?.receiveCompletion(completion)
        }

        /// Cancels the subscription and releases both closures.
        ///
        /// As in Combine (and the transcripts), cancelling before the subscription has arrived does
        /// nothing: a subscription that arrives later (say through `subscribe(on:)`) still runs.
        public func cancel() {
            let (subscription, handlers) = state.withLock { state -> (Subscription?, Handlers?) in
                guard case let .subscribed(subscription) = state.status else { return (nil, nil) }
                state.status = .terminal
                defer { state.handlers = nil }
                return (subscription, state.handlers)
            }
            subscription?.cancel()
            _ = handlers  // released here, outside the lock
        }
    }
}

extension Publisher {
    /// Subscribes with closures for values and for completion; returns the cancellable to keep.
    ///
    /// Mirrors Combine's `sink(receiveCompletion:receiveValue:)`: unlimited demand.
    ///
    /// ```swift
    /// let c = Just(1).sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
    /// // Prints: 1
    /// //         finished
    /// ```
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure for values only (only for publishers that cannot fail).
    ///
    /// ```swift
    /// let c = [1, 2].publisher.sink { print($0) }
    /// // Prints: 1
    /// //         2
    /// ```
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}

/// Where a `Subscribers.Sink` is in its life. Not nested in the generic `Sink`, so unspecialized code
/// reading it needs no run-time generic metadata lookup per value.
private enum SinkStatus {
    case awaiting
    case subscribed(Subscription)
    case terminal
}
