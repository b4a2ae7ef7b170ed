/// The pure state of `debounce`: what to do on each event, with no locks, threads or schedulers.
///
/// swift-async-algorithms' pattern: the storage class (`Publishers.Debounce`'s `Inner`) holds this
/// in its lock, calls one `mutating` method per event, and performs the returned action after
/// unlocking. Testable without threads (see `DebounceStateMachineTests`).
@usableFromInline
package struct DebounceStateMachine<Value> {
    /// What to do with an upstream value.
    @usableFromInline
    package enum ValueAction: Equatable {
        /// Schedule a flush after the quiet period, tagged with this generation.
        case scheduleFlush(generation: Int)
        /// Nothing (the stream is over).
        case ignore
    }

    /// What a flush that comes due should do.
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
    @usableFromInline var completing = false
    @usableFromInline var terminal = false

    /// The downstream demand not yet used.
    @usableFromInline package internal(set) var demand: Subscribers.Demand = .none

    /// A machine with nothing pending and no demand.
    @inlinable package init() {}

    /// An upstream value: it replaces any pending one and restarts the quiet period.
    @inlinable
    package mutating func value(_ value: Value) -> ValueAction {
        guard !terminal, !completing else { return .ignore }
        generation += 1
        pending = value
        return .scheduleFlush(generation: generation)
    }

    /// The flush scheduled for `generation` came due.
    @inlinable
    package mutating func flush(generation flushGeneration: Int) -> FlushAction {
        guard !terminal, !completing, flushGeneration == generation, let value = pending else { return .ignore }
        pending = nil
        guard demand > 0 else { return .drop }
        demand -= 1
        return .emit(value)
    }

    /// Whether the flush for `flushGeneration` is still to come: its value is the newest and still pending.
    @inlinable
    package func isPending(_ flushGeneration: Int) -> Bool {
        !terminal && !completing && flushGeneration == generation && pending != nil
    }

    /// Downstream asked for more (`additional` may be `.none`).
    @inlinable
    package mutating func request(_ additional: Subscribers.Demand) {
        guard !terminal else { return }
        demand += additional
    }

    /// Upstream completed: a pending value is dropped; returns whether to schedule the completion.
    @inlinable
    package mutating func complete() -> Bool {
        guard !terminal, !completing else { return false }
        completing = true
        pending = nil
        return true
    }

    /// The scheduled completion came due: returns whether to deliver it (not after a cancel).
    @inlinable
    package mutating func deliverCompletion() -> Bool {
        guard !terminal else { return false }
        terminal = true
        return true
    }

    /// The subscription was cancelled: nothing more is delivered.
    @inlinable
    package mutating func cancel() {
        terminal = true
        pending = nil
    }
}
