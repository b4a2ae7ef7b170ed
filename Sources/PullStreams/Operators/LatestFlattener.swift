import Scheduling

/// The storage of one `flatten(.latest)` (ReactiveSwift's `switchToLatest`): only the newest inner
/// producer runs; the one before it is disposed when a new one arrives, and its events are dropped.
/// The other strategies are `Flattener`'s; the inner observers are shared (`InnerObserver`).
///
/// "Is this inner still the latest?" is decided in the critical section that queues its event in
/// `outbox`; the events go out after unlocking, in the order they were decided (`OrderedOutbox`,
/// `SenderTurn`), so a replaced inner's value never follows a newer one's. ReactiveSwift checks and
/// sends under one lock; ours never calls out holding it.
///
/// Completes when the outer stream has completed and the latest inner has ended; a failure, outer or
/// inner, ends it at once; an inner interruption counts as that inner's completion, as in ReactiveSwift.
/// An inner that ended inside its own `start`, its observer held by nothing else, leaves that observer
/// as the spare of the next inner: a latest-flatten of synchronous inners (B5a, B5c, B7) makes no
/// observer per value.
// @unchecked: all mutable state is in `state`, touched only inside `withLock`; `observer` is sent to by one
// thread at a time, in the order the events were decided (`OrderedOutbox`, `SenderTurn`).
@usableFromInline
final class LatestFlattener<U, E: Swift.Error>: InnerFlattener, @unchecked Sendable {
    @usableFromInline
    struct State {
        @usableFromInline var disposed = false
        @usableFromInline var outerCompleted = false
        /// The newest inner until it ends, is replaced or disposed; its interrupt handle once its `start`
        /// returned it.
        @usableFromInline var latest: UInt64?
        @usableFromInline var latestHandle: Disposable?
        /// The inners' ids and starts (several start at once when one starts the next re-entrantly).
        @usableFromInline var starts = InnerStarts<LatestFlattener>()
        /// The events decided, in order, and who sends them (see `OrderedOutbox`).
        @usableFromInline var outbox = OrderedOutbox<Signal<U, E>.Event>()

        @inlinable init() {}

        @inlinable var isFinished: Bool { outerCompleted && latest == nil }
    }

    @usableFromInline typealias Handed = OrderedOutbox<Signal<U, E>.Event>.Handed

    @usableFromInline let state = Locked(State())
    @usableFromInline let observer: Signal<U, E>.Observer
    /// Whose turn it is to send the outbox's events (see `OrderedOutbox.hand(_:turn:)`).
    @usableFromInline let turn = SenderTurn()

    @inlinable
    init(observer: Signal<U, E>.Observer) {
        self.observer = observer
    }

    /// Makes `inner` the latest, disposes the one it replaces, and starts it. `consuming` here and in
    /// `start`: the producer the transform returns is moved in, not copied.
    @inlinable
    func receive(_ inner: consuming SignalProducer<U, E>) {
        let next = state.withLock { state -> (UInt64, Disposable?, InnerObserver<LatestFlattener>?)? in
            guard !state.disposed else { return nil }
            let id = state.starts.begin()
            state.latest = id
            return (id, state.latestHandle.take(), state.starts.takeSpare(for: id))
        }
        // Taken apart, and the spare moved on, so that nothing else holds its observer (see `start`).
        guard case let (id, replaced, spare)? = consume next else { return }
        replaced?.dispose()
        start(inner, id: id, reusing: consume spare)
    }

    /// Starts `inner` as `id`; keeps its interrupt handle if it is still the latest once `start` returns,
    /// disposes it if it was replaced meanwhile, and keeps its observer as the spare if it ended.
    @inlinable
    func start(_ inner: consuming SignalProducer<U, E>, id: UInt64, reusing spare: consuming InnerObserver<LatestFlattener>?) {
        var link = (consume spare) ?? InnerObserver(for: id, of: self)
        let handle = inner.start(link.observer)
        let free = isKnownUniquelyReferenced(&link.observer)
        let disposeNow = state.withLock { state in
            if state.starts.finish(id) {
                if free, !state.disposed { state.starts.keepSpare(link) }  // (`dispose()` dropped it)
                return false
            }
            guard state.latest == id else { return true }  // replaced, or disposed
            state.latestHandle = handle
            return false
        }
        if disposeNow { handle.dispose() }
    }

    /// An event of inner `id`: forwarded (a completion only once the stream is over) while it is the
    /// latest, dropped once it was replaced.
    @inlinable
    func innerEvent(_ id: UInt64, _ event: Signal<U, E>.Event) {
        let handed = state.withLock { state -> Handed in
            guard state.latest == id else { return .queued }
            switch event {
            case .value, .failed:
                return state.outbox.hand(event, turn: turn)
            case .completed, .interrupted:
                state.latest = nil
                state.latestHandle = nil
                state.starts.endedWhileStarting(id)
                return state.outbox.handTerminal(.completed, if: state.isFinished, turn: turn)
            }
        }
        send(handed)
    }

    @inlinable
    func outerDidComplete() {
        let handed = state.withLock { state -> Handed in
            state.outerCompleted = true
            return state.outbox.handTerminal(.completed, if: state.isFinished, turn: turn)
        }
        send(handed)
    }

    @inlinable
    func dispose() {
        let (handle, spare) = state.withLock { state in
            state.disposed = true
            state.latest = nil
            return (state.latestHandle.take(), state.starts.spare.take())
        }
        _ = spare  // released outside the lock
        handle?.dispose()
    }

    /// Outside the lock: sends what `hand` decided, then whatever was queued behind it.
    @inlinable
    func send(_ handed: Handed) {
        handed.perform(turn: turn, send: { observer.send($0) }, drain: { sendOutbox() })
    }

    /// Sends the outbox's events one at a time, each after unlocking, until it is empty.
    @inlinable
    func sendOutbox() {
        while let next = state.withLock({ $0.outbox.next(endingTurn: turn) }) {
            observer.send(next)
        }
    }
}
