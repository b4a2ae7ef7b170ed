import Scheduling

/// A disposable that disposes the one it wraps on a scheduler.
///
/// Same as RxSwift's `ScheduledDisposable`: `dispose()` schedules the disposal on `scheduler`; the inner
/// disposable is disposed once, there; `isDisposed` turns true when that has run.
// @unchecked: `disposable` lives in `state`; `scheduler` is immutable.
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
    /// Where the inner disposable is disposed.
    public let scheduler: ImmediateSchedulerType
    private let state: Locked<(disposed: Bool, disposable: Disposable?)>

    /// Wraps `disposable`, to be disposed on `scheduler`.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        state = Locked((disposed: false, disposable: disposable))
    }

    /// Whether the inner disposable has been disposed (on the scheduler).
    public var isDisposed: Bool { state.withLock { $0.disposed } }

    /// Schedules the disposal of the inner disposable on `scheduler`.
    public func dispose() {
        _ = scheduler.schedule(self) { scheduled in
            scheduled.disposeInner()
            return Disposables.create()
        }
    }

    private func disposeInner() {
        let inner = state.withLock { state -> Disposable? in
            if state.disposed { return nil }
            state.disposed = true
            defer { state.disposable = nil }
            return state.disposable
        }
        inner?.dispose()
    }
}
