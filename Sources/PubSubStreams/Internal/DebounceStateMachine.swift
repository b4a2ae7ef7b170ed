/// The pure state of `debounce`: what each event does, with no locks, threads or schedulers.
///
/// swift-async-algorithms' pattern: `Publishers.Debounce.Inner` holds this in its lock, calls one
/// `mutating` method per event and performs the result after unlocking (see `DebounceStateMachineTests`).
@usableFromInline
package struct DebounceStateMachine<Value> {
    /// What a flush that comes due does.
    @usableFromInline
    package enum FlushAction {
        /// Deliver the value (one unit of demand was used).
        case emit(Value)
        /// The quiet period ended but there is no demand: the value is dropped.
        case drop
        /// A newer value (or the end of the stream) superseded this flush.
        case ignore
    }

    @usableFromInline var pending: Value?
    @usableFromInline var generation = 0
    /// Upstream completed or the subscription was cancelled: values are ignored.
    @usableFromInline var ended = false
    /// The downstream demand not yet used.
    @usableFromInline package internal(set) var demand: Subscribers.Demand = .none

    /// A machine with nothing pending and no demand.
    @inlinable package init() {}

    /// An upstream value replaces any pending one; returns the generation to flush once the quiet
    /// period has passed, or `nil` after the end.
    @inlinable
    package mutating func value(_ value: Value) -> Int? {
        guard !ended else { return nil }
        generation += 1
        pending = value
        return generation
    }

    /// The flush scheduled for `flushGeneration` came due.
    @inlinable
    package mutating func flush(generation flushGeneration: Int) -> FlushAction {
        guard isPending(flushGeneration), let value = pending.take() else { return .ignore }
        guard demand > 0 else { return .drop }
        demand -= 1
        return .emit(value)
    }

    /// Whether the flush for `flushGeneration` is still to come: its value is the newest and still pending.
    @inlinable
    package func isPending(_ flushGeneration: Int) -> Bool { flushGeneration == generation && pending != nil }

    /// Downstream asked for more (`additional` may be `.none`).
    @inlinable
    package mutating func request(_ additional: Subscribers.Demand) { demand += additional }

    /// Upstream completed or the subscription was cancelled: a pending value is dropped. Returns whether
    /// this was the first end (a completion is then scheduled).
    @inlinable
    package mutating func end() -> Bool {
        defer { (ended, pending) = (true, nil) }
        return !ended
    }
}
