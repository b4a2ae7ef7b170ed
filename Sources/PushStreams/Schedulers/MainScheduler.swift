import Dispatch
import Foundation
import Scheduling

/// Runs work on the main queue; inline when already on the main thread with nothing queued.
///
/// Same as RxSwift's `MainScheduler`: `schedule` runs the action at once when called on the main
/// thread and no earlier action of this scheduler is still queued, else it dispatches
/// asynchronously to the main queue. `asyncInstance` always dispatches.
///
/// ```swift
/// // on the main thread:
/// _ = MainScheduler.instance.schedule(()) { _ in print("now"); return Disposables.create() }
/// print("after")
/// // Prints: now
/// //         after
/// ```
// @unchecked: the only mutable state, the count of queued actions, lives in `numberEnqueued`.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    private let numberEnqueued = Locked(0)

    /// Creates a scheduler on the main queue (use ``instance`` instead).
    public init() {
        super.init(serialQueue: DispatchQueue.main)
    }

    /// The shared instance.
    public static let instance = MainScheduler()

    /// A scheduler that always dispatches asynchronously to the main queue.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    override func scheduleInternal<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let previous = numberEnqueued.withLock { count -> Int in
            defer { count += 1 }
            return count
        }
        if Thread.isMainThread, previous == 0 {
            let disposable = action(state)
            numberEnqueued.withLock { $0 -= 1 }
            return disposable
        }
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendableBox { action(state) }
        let counter = numberEnqueued
        DispatchQueue.main.async {
            if !cancel.isDisposed { cancel.setDisposable(work.value()) }
            counter.withLock { $0 -= 1 }
        }
        return cancel
    }
}
