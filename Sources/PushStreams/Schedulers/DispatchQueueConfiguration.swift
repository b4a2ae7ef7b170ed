import Dispatch
import Foundation
import Scheduling

/// The dispatch-queue scheduling shared by the queue schedulers (as in RxSwift).
struct DispatchQueueConfiguration: Sendable {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendableBox { action(state) }
        queue.async {
            guard !cancel.isDisposed else { return }
            cancel.setDisposable(work.value())
        }
        return cancel
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let timer = TimerHandle(queue: queue)
        let work = UncheckedSendableBox { action(state) }
        timer.start(deadline: .now() + dueTime, repeating: nil, leeway: leeway) {
            timer.cancel()
            guard !cancel.isDisposed else { return }
            cancel.setDisposable(work.value())
        }
        return Disposables.create(cancel, Disposables.create { timer.cancel() })
    }

    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let timer = TimerHandle(queue: queue)
        let current = Locked(UncheckedSendableBox(state))
        let work = UncheckedSendableBox(action)
        timer.start(deadline: .now() + startAfter, repeating: period, leeway: leeway) {
            // A dispatch source never runs its handler concurrently with itself.
            let state = current.withLock { $0.value }
            let next = work.value(state)
            current.withLock { $0 = UncheckedSendableBox(next) }
        }
        return Disposables.create { timer.cancel() }
    }
}

/// A scheduler whose work goes to a dispatch queue through its `configuration`: RxSwift's
/// `SerialDispatchQueueScheduler` and `ConcurrentDispatchQueueScheduler` tell time and schedule timed
/// work the same way, so both take these from here (each keeps its own `schedule(_:action:)`).
protocol DispatchQueueScheduling: SchedulerType {
    /// The queue and leeway the work runs with.
    var configuration: DispatchQueueConfiguration { get }
}

extension DispatchQueueScheduling {
    /// The current wall-clock time.
    public var now: RxTime { Date() }

    /// Runs `action` on the queue after `dueTime`.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the queue after `startAfter`, then every `period` (a repeating dispatch timer).
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

/// A dispatch timer that can be cancelled from any thread, once.
// @unchecked: the timer reference lives in `source`.
final class TimerHandle: @unchecked Sendable {
    private let queue: DispatchQueue
    private let source = Locked<DispatchSourceTimer?>(nil)

    init(queue: DispatchQueue) { self.queue = queue }

    func start(
        deadline: DispatchTime, repeating: DispatchTimeInterval?, leeway: DispatchTimeInterval,
        handler: @escaping @Sendable () -> Void
    ) {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        if let repeating {
            timer.schedule(deadline: deadline, repeating: repeating, leeway: leeway)
        } else {
            timer.schedule(deadline: deadline, leeway: leeway)
        }
        timer.setEventHandler(handler: handler)
        source.withLock { $0 = timer }
        timer.resume()
    }

    func cancel() {
        let timer = source.withLock { source -> DispatchSourceTimer? in
            defer { source = nil }
            return source
        }
        timer?.cancel()
    }
}
