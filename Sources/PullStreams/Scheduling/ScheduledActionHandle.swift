import Scheduling

/// The disposable `TestScheduler` returns for one scheduled action: disposing it cancels the action.
///
/// One object with typed fields (the clock's canceller and the action's identity), not a disposable
/// wrapping a closure that captures them: one allocation per scheduled action instead of two, and a
/// trivial deinit. The canceller, not the clock: a pending action's closure may hold its handle, so a
/// strong clock would keep itself alive, and a weak one gives the clock a side table that slows every
/// retain of it. Cancelling is idempotent in the clock itself (an action is identified by a sequence
/// number never reused), so the handle needs no lock: an atomic flag answers `isDisposed`.
final class ScheduledActionHandle: Disposable, Sendable {
    private let canceller: VirtualClock.Canceller
    private let scheduled: VirtualClock.ScheduledAction
    private let disposed = DisposedFlag()

    init(canceller: VirtualClock.Canceller, scheduled: VirtualClock.ScheduledAction) {
        self.canceller = canceller
        self.scheduled = scheduled
    }

    /// Whether `dispose()` has been called.
    var isDisposed: Bool { disposed.isSet }

    /// Cancels the action if it has not run yet (the first call only; later calls do nothing).
    func dispose() {
        guard disposed.claim() else { return }
        canceller.cancel(scheduled)
    }
}
