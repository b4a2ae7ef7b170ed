import Scheduling
import Synchronization

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
        // No lock: one atomic word holds the phase (low two bits) and how many calls are reading the
        // fields below right now (the rest). Fields are written before the phase that publishes them, or
        // cleared by the last reader once the phase is terminal, so no read ever races a write.
        @usableFromInline static var awaiting: Int { 0 }
        /// `receive(subscription:)` is storing the subscription.
        @usableFromInline static var subscribing: Int { 1 }
        @usableFromInline static var subscribed: Int { 2 }
        @usableFromInline static var terminal: Int { 3 }
        /// One reader in `state`.
        @usableFromInline static var reader: Int { 4 }

        @usableFromInline let state = Atomic<Int>(0)
        // B3 pub-sub +16% instructions without `@exclusivity(unchecked)` (measured 2026-11-26); `state` orders its accesses.
        @exclusivity(unchecked) @usableFromInline var subscription = SubscriptionSlot()
        // B2 pub-sub +60% instructions without `@exclusivity(unchecked)` (279 vs 174 a delivery, measured 2026-11-26).
        /// Wrapped in a generic struct, so that copying one out copies it as stored (a bare closure of a
        /// concrete type would be re-abstracted, an allocation per value).
        @exclusivity(unchecked) @usableFromInline var valueHandler: SinkHandler<Input>?
        // B3 pub-sub +9% instructions without `@exclusivity(unchecked)` (2,375 vs 2,170, measured 2026-11-26).
        @exclusivity(unchecked) @usableFromInline var completionHandler: SinkHandler<Subscribers.Completion<Failure>>?
        /// The `PassthroughSubject` conduit that granted this sink unlimited demand and may hand it
        /// values directly (`receiveFromSubject`), skipping its own lock; set once (its address), never cleared.
        @usableFromInline let directConduit = Atomic<UInt>(0)

        /// The value closure (a no-op once the sink completed or was cancelled).
        public var receiveValue: (Input) -> Void {
            guard enter(unless: Self.terminal) else { return { _ in } }
            let handler = valueHandler
            leave()
            return handler?.call ?? { _ in }
        }

        /// The completion closure (a no-op once the sink completed or was cancelled).
        public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void {
            guard enter(unless: Self.terminal) else { return { _ in } }
            let handler = completionHandler
            leave()
            return handler?.call ?? { _ in }
        }

        /// Creates a sink with a completion closure and a value closure.
        @inlinable
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            valueHandler = SinkHandler(call: receiveValue)
            completionHandler = SinkHandler(call: receiveCompletion)
            Resources.increment()
        }

        deinit {
            subscription.empty()
            Resources.decrement()
        }

        /// `Sink`.
        public var description: String { "Sink" }

        /// Becomes a reader of the fields, if the phase allows: `only` (when given) must be the phase,
        /// `unless` must not be.
        @inlinable @inline(__always)
        func enter(only: Int? = nil, unless: Int? = nil) -> Bool {
            var current = state.load(ordering: .acquiring)
            while true {
                let phase = current & 3
                if let only, phase != only { return false }
                if let unless, phase == unless { return false }
                let (exchanged, original) = state.compareExchange(
                    expected: current, desired: current &+ Self.reader, ordering: .acquiringAndReleasing)
                if exchanged { return true }
                current = original
            }
        }

        /// Moves to terminal from any other phase (`only`: from that one only), as a reader; `false` when
        /// the phase did not allow it.
        @inlinable
        func enterTerminal(only: Int? = nil) -> Bool {
            var current = state.load(ordering: .acquiring)
            while true {
                let phase = current & 3
                if phase == Self.terminal { return false }
                if let only, phase != only { return false }
                let desired = (current & ~3) &+ Self.terminal &+ Self.reader
                let (exchanged, original) = state.compareExchange(expected: current, desired: desired, ordering: .acquiringAndReleasing)
                if exchanged { return true }
                current = original
            }
        }

        /// Stops reading; the last reader after the terminal phase releases what the sink held.
        @inlinable @inline(__always)
        func leave() {
            if state.wrappingSubtract(Self.reader, ordering: .acquiringAndReleasing).newValue == Self.terminal { release() }
        }

        @inlinable
        func release() {
            // Field by field: a tuple of them would be destroyed through run-time tuple metadata.
            subscription.empty()
            valueHandler = nil
            completionHandler = nil
        }

        /// Keeps the subscription and requests unlimited values (a second subscription is cancelled).
        @inlinable
        public func receive(subscription: Subscription) {
            var current = state.load(ordering: .acquiring)
            while current & 3 == Self.awaiting {
                let (exchanged, original) = state.compareExchange(
                    expected: current, desired: current + Self.subscribing, ordering: .acquiringAndReleasing)
                if exchanged { return accept(subscription) }
                current = original
            }
            subscription.cancel()
        }

        /// Stores the subscription (only `receive(subscription:)` leaves `subscribing`), then asks for everything.
        @inlinable
        func accept(_ subscription: Subscription) {
            self.subscription.fill(subscription)
            state.wrappingAdd(Self.subscribed - Self.subscribing, ordering: .acquiringAndReleasing)
            subscription.request(.unlimited)
        }

        /// Calls the value closure; asks for nothing more (the demand is already unlimited).
        @inlinable
        public func receive(_ input: Input) -> Subscribers.Demand {
            guard enter(only: Self.subscribed) else { return .none }
            // Called while a reader: a cancel meanwhile (from inside the closure too) leaves the closure
            // to be released by this call's `leave()`.
            valueHandler?.call(input)
            leave()
            return .none
        }

        /// A value from a `PassthroughSubject`'s conduit, delivered without the conduit's own lock once
        /// the subject granted this sink unlimited demand; returns `false` (nothing done) before that, so
        /// the conduit takes its checked path. The sink's own phase still ends delivery at cancel or completion.
        @inlinable
        func receiveFromSubject(_ input: Input, conduit: ObjectIdentifier) -> Bool {
            guard directConduit.load(ordering: .acquiring) == UInt(bitPattern: conduit) else { return false }
            _ = receive(input)
            return true
        }

        /// Called by a `PassthroughSubject`'s conduit once its demand became unlimited (after `request`).
        @inlinable
        func subjectGrantedUnlimitedDemand(conduit: ObjectIdentifier) {
            if state.load(ordering: .acquiring) & 3 == Self.subscribed {
                directConduit.store(UInt(bitPattern: conduit), ordering: .releasing)
            }
        }

        /// Calls the completion closure once, then releases both closures.
        @inlinable
        public func receive(completion: Subscribers.Completion<Failure>) {
            guard enterTerminal() else { return }
            let handler = completionHandler
            leave()  // what the sink held is released by the last reader, with no lock held
            handler?.call(completion)
        }

        /// Cancels the subscription and releases both closures.
        ///
        /// As in Combine (and the transcripts), cancelling before the subscription has arrived does
        /// nothing: a subscription that arrives later (say through `subscribe(on:)`) still runs.
        @inlinable
        public func cancel() {
            guard enterTerminal(only: Self.subscribed) else { return }
            subscription.cancel()  // as a reader: the last one releases it, after this call
            leave()
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
