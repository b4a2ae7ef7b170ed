import Dispatch
import Foundation
import Scheduling

/// Runs actions on the main queue: inline when already on the main thread and nothing is queued.
///
/// Mirrors ReactiveSwift's `UIScheduler` (a `Scheduler`, not a `DateScheduler`): called on the main
/// thread with no earlier action still waiting, the action runs at once, so UI updates are not
/// deferred a run-loop turn; otherwise it is queued on the main queue, keeping order.
///
/// ```swift
/// UIScheduler().schedule { print("on main") }   // inline when called on the main thread
/// ```
public final class UIScheduler: Scheduler, Sendable {
    private let queued = Locked(0)

    /// Creates a main-queue scheduler.
    public init() {}

    /// Runs `action` inline on the main thread when nothing is queued, else queues it on main.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> Disposable? {
        let inline = Thread.isMainThread && queued.withLock { $0 == 0 }
        if inline {
            action()
            return nil
        }
        let cancelled = AnyDisposable()
        let box = UncheckedSendableBox(action)
        queued.withLock { $0 += 1 }
        DispatchQueue.main.async { [queued] in
            queued.withLock { $0 -= 1 }
            if !cancelled.isDisposed { box.value() }
        }
        return cancelled
    }
}
