import Scheduling
import Synchronization

/// One action scheduled on a virtual clock: cancellable until it runs, then holds its result.
///
/// RxSwift's `VirtualSchedulerItem` is the same idea: the queue's entry and the disposable are one object.
/// Ours is also what the clock runs: the closure the clock keeps captures only this object (a closure
/// whose one capture is an object needs no context of its own), and the phase is one atomic word instead of
/// a lock, so a schedule allocates the item and its action's closure only (B7 push schedules per keystroke):
/// - `pending` → `running` (the clock runs it) → `ran` (its result is stored), or
/// - `pending`/`running`/`ran` → `disposed`: from `pending` the clock's action is cancelled; from `running`
///   the run disposes its result itself when it ends; from `ran` the stored result is disposed.
///
/// It keeps the clock's ``VirtualClock/canceller`` (not the clock: a pending action's closure holds the item, so
/// a strong reference would keep the clock alive through its own queue) and the clock's handle, so cancelling
/// needs no closure.
// @unchecked: `phase` is atomic; `handle` is written once by `schedule(on:at:)` before the item is handed out
// and read only by the `dispose()` that moves the phase away from `pending`; `result` is written by `run()`
// before it publishes `ran` (releasing) and read only by the `dispose()` that then sees `ran` (acquiring);
// `action` is documented where it is declared.
final class VirtualScheduledItem: Cancelable, @unchecked Sendable {
    private static var pending: Int { 0 }
    private static var running: Int { 1 }
    private static var ran: Int { 2 }
    private static var disposed: Int { 3 }

    private let phase = Atomic<Int>(0)  // pending
    private let canceller: VirtualClock.Canceller
    private var handle: VirtualClock.ScheduledAction?
    private var result: Disposable?
    /// Read and released only by the one `run()` that moved the phase to `running`, or by the one `dispose()`
    /// that moved it away from `pending` (the two exclude each other).
    private var action: (() -> Disposable)?

    init(clock: VirtualClock, action: @escaping () -> Disposable) {
        canceller = clock.canceller
        self.action = action
    }

    var isDisposed: Bool { phase.load(ordering: .acquiring) == Self.disposed }

    /// Schedules this item's run at `due` nanoseconds on `clock`; returns `false` (scheduling nothing) when
    /// that time has passed. Called once, before the item is handed out.
    final func schedule(on clock: VirtualClock, at due: Int64) -> Bool {
        // The closure captures only `self`: no allocation.
        guard let handle = clock.schedule(atUnlessPast: due, { [self] in run() }) else { return false }
        self.handle = handle
        return true
    }

    /// Runs the action unless disposed, and keeps its result for `dispose()`.
    final func run() {
        guard phase.compareExchange(expected: Self.pending, desired: Self.running, ordering: .acquiring).exchanged
        else { return }
        // Moves (`take()`), not copies, of the closure and of the result existential.
        var produced: Disposable? = self.action.take()?() ?? Disposables.create()
        swap(&result, &produced)
        if !phase.compareExchange(expected: Self.running, desired: Self.ran, ordering: .acquiringAndReleasing).exchanged {
            // Disposed while running: the result is ours to dispose.
            result.take()?.dispose()
        }
    }

    func dispose() {
        switch phase.exchange(Self.disposed, ordering: .acquiringAndReleasing) {
        case Self.pending:
            if let handle { canceller.cancel(handle) }
            action = nil
        case Self.ran:
            result.take()?.dispose()
        default:
            break  // running (the run disposes its result) or disposed already
        }
    }
}
