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
        @usableFromInline
        struct State {
            @usableFromInline var phase: SinkPhase = .awaiting
            /// Kept apart from `phase`, so the per-value check copies no existential.
            @usableFromInline var subscription: Subscription?
            /// Wrapped in a generic struct, so that taking one out of the lock copies it as stored (a bare
            /// closure of a concrete type would be re-abstracted, an allocation per value).
            @usableFromInline var receiveValue: SinkHandler<Input>?
            @usableFromInline var receiveCompletion: SinkHandler<Subscribers.Completion<Failure>>?
            /// The `PassthroughSubject` conduit that granted this sink unlimited demand and may hand it
            /// values directly (`receiveFromSubject`), skipping its own lock; set once, never cleared.
            @usableFromInline var directConduit: ObjectIdentifier?

            @inlinable
            init(receiveValue: @escaping (Input) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) {
                self.receiveValue = SinkHandler(call: receiveValue)
                self.receiveCompletion = SinkHandler(call: receiveCompletion)
            }
        }

        @usableFromInline let state: Locked<State>

        /// The value closure (a no-op once the sink completed or was cancelled).
        public var receiveValue: (Input) -> Void { state.withLock { $0.receiveValue?.call } ?? { _ in } }

        /// The completion closure (a no-op once the sink completed or was cancelled).
        public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void {
            state.withLock { $0.receiveCompletion?.call } ?? { _ in }
        }

        /// Creates a sink with a completion closure and a value closure.
        @inlinable
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            state = Locked(State(receiveValue: receiveValue, receiveCompletion: receiveCompletion))
            Resources.increment()
        }

        deinit { Resources.decrement() }

        /// `Sink`.
        public var description: String { "Sink" }

        /// Keeps the subscription and requests unlimited values (a second subscription is cancelled).
        @inlinable
        public func receive(subscription: Subscription) {
            let accepted = state.withLock { state -> Bool in
                guard state.phase == .awaiting else { return false }
                state.phase = .subscribed
                state.subscription = subscription
                return true
            }
            if accepted {
                subscription.request(.unlimited)
            } else {
                subscription.cancel()
            }
        }

        /// Calls the value closure; asks for nothing more (the demand is already unlimited).
        @inlinable
        public func receive(_ input: Input) -> Subscribers.Demand {
            let receiveValue = state.withLock { state in state.phase == .subscribed ? state.receiveValue : nil }
            receiveValue?.call(input)
            return Subscribers.Demand(rawValue: 0)
        }

        /// A value from a `PassthroughSubject`'s conduit, delivered without the conduit's own lock once
        /// the subject granted this sink unlimited demand; returns `false` (nothing done) before that, so
        /// the conduit takes its checked path. The sink's own lock still ends delivery at cancel or completion.
        @inlinable
        func receiveFromSubject(_ input: Input, conduit: ObjectIdentifier) -> Bool {
            var granted = false
            let receiveValue = state.withLock { state -> SinkHandler<Input>? in
                guard state.directConduit == conduit else { return nil }
                granted = true
                return state.phase == .subscribed ? state.receiveValue : nil
            }
            receiveValue?.call(input)
            return granted
        }

        /// Called by a `PassthroughSubject`'s conduit once its demand became unlimited (after `request`).
        @inlinable
        func subjectGrantedUnlimitedDemand(conduit: ObjectIdentifier) {
            state.withLock { state in
                if state.phase == .subscribed { state.directConduit = conduit }
            }
        }

        /// Calls the completion closure once, then releases both closures.
        @inlinable
        public func receive(completion: Subscribers.Completion<Failure>) {
            // What the sink held is moved out (`take()`), not copied as a whole `State`, and released
            // after the closure ran, outside the lock.
            var subscription: Subscription?
            var receiveValue: SinkHandler<Input>?
            var receiveCompletion: SinkHandler<Subscribers.Completion<Failure>>?
            state.withLock { state in
                guard state.phase != .terminal else { return }
                state.phase = .terminal
                subscription = state.subscription.take()
                receiveValue = state.receiveValue.take()
                receiveCompletion = state.receiveCompletion.take()
            }
            receiveCompletion?.call(completion)
            _ = subscription  // both released here, outside the lock
            _ = receiveValue
        }

        /// Cancels the subscription and releases both closures.
        ///
        /// As in Combine (and the transcripts), cancelling before the subscription has arrived does
        /// nothing: a subscription that arrives later (say through `subscribe(on:)`) still runs.
        @inlinable
        public func cancel() {
            var subscription: Subscription?
            var receiveValue: SinkHandler<Input>?
            var receiveCompletion: SinkHandler<Subscribers.Completion<Failure>>?
            state.withLock { state in
                guard state.phase == .subscribed else { return }
                state.phase = .terminal
                subscription = state.subscription.take()
                receiveValue = state.receiveValue.take()
                receiveCompletion = state.receiveCompletion.take()
            }
            subscription?.cancel()
            _ = receiveValue  // both released here, outside the lock
            _ = receiveCompletion
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
    @inlinable
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
    @inlinable
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}

/// One closure of a `Subscribers.Sink`.
@usableFromInline
struct SinkHandler<Value> {
    @usableFromInline let call: (Value) -> Void

    @inlinable
    init(call: @escaping (Value) -> Void) { self.call = call }
}

/// Where a `Subscribers.Sink` is in its life.
@usableFromInline
enum SinkPhase: UInt8 {
    case awaiting
    case subscribed
    case terminal
}
