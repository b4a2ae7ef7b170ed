import Foundation
import Scheduling

extension ObservableType {
    /// Shifts every element and the completion by `dueTime`; an error is sent at once.
    ///
    /// Same as RxSwift's `delay(_:scheduler:)` (its `DelaySink`): events wait in one queue with the time they
    /// arrived, and one scheduled action at a time drains it, one event per action, scheduling the next for
    /// its own due time; so even on a concurrent scheduler the events come out in order and one at a time.
    /// An error drops the events still waiting and goes out at once, or, while an event is being delivered,
    /// right after it. On a `TestScheduler` an event due at the instant its predecessor went out lands one
    /// tick later (RxSwift's processing delay, as there).
    ///
    /// ```swift
    /// // source: -1-2-|        delay 10 (one dash): --1-2-|
    /// ```
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            let delay = DelayDrain(sink: sink, dueTime: dueTime, scheduler: scheduler)
            delay.sourceSubscription.setDisposable(source.subscribe(AnonymousObserver { delay.on($0) }))
            return Disposables.create(delay.sourceSubscription, delay.scheduled)
        }
    }

    /// Subscribes to the source only after `dueTime`.
    ///
    /// Same as RxSwift's `delaySubscription(_:scheduler:)`.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            let subscription = SingleAssignmentDisposable()
            let timer = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                subscription.setDisposable(source.subscribe(sink))
                return Disposables.create()
            }
            return Disposables.create(timer, subscription)
        }
    }
}

/// The queue of `delay` and its one drain at a time (RxSwift's `DelaySink`).
// @unchecked: the mutable state lives in `state`; the rest is immutable or thread-safe.
final class DelayDrain<Element>: @unchecked Sendable {
    /// What the drain does next, decided under the lock.
    private enum Step {
        case forward(Event<Element>)
        case fail(Event<Element>)
        case reschedule(arrivedAt: RxTime)
        case idle
    }

    private struct State {
        var queue: [(arrivedAt: RxTime, event: Event<Element>)] = []
        var head = 0
        /// A drain is scheduled or running.
        var active = false
        /// A drain is delivering (an error then waits for it).
        var running = false
        var error: Event<Element>?
    }

    private let state = Locked(State())
    private let sink: Sink<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    let sourceSubscription = SingleAssignmentDisposable()
    let scheduled = SerialDisposable()

    init(sink: Sink<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.sink = sink
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    func on(_ event: Event<Element>) {
        if event.isStopEvent { sourceSubscription.dispose() }
        if case .error = event {
            let sendNow = state.withLock { state -> Bool in
                state.queue.removeAll()
                state.head = 0
                state.error = event
                return !state.running
            }
            if sendNow { sink.on(event) }
            return
        }
        let now = scheduler.now
        let start = state.withLock { state -> Bool in
            state.queue.append((now, event))
            if state.active { return false }
            state.active = true
            return true
        }
        if start { schedule(after: dueTime) }
    }

    /// Schedules the drain; its slot replaces the previous one (which has run) before the action can start, so
    /// a drain that runs at once on another thread and schedules the next one never has it replaced.
    private func schedule(after interval: RxTimeInterval) {
        let slot = SingleAssignmentDisposable()
        scheduled.disposable = slot
        slot.setDisposable(
            scheduler.scheduleRelative((), dueTime: interval) { [self] _ in
                drain()
                return Disposables.create()
            })
    }

    /// Delivers the first waiting event, then schedules the drain again for the next one's due time.
    private func drain() {
        let failed = state.withLock { state -> Bool in
            if state.error != nil { return true }
            state.running = true
            return false
        }
        if failed { return }
        var ranOnce = false
        while true {
            let step = state.withLock { state -> Step in
                if let error = state.error { return .fail(error) }
                if !ranOnce, state.head < state.queue.count {
                    let event = state.queue[state.head].event
                    state.head += 1
                    if state.head >= 64, state.head * 2 >= state.queue.count {
                        state.queue.removeFirst(state.head)
                        state.head = 0
                    }
                    return .forward(event)
                }
                state.running = false
                if state.head < state.queue.count { return .reschedule(arrivedAt: state.queue[state.head].arrivedAt) }
                state.queue.removeAll(keepingCapacity: true)
                state.head = 0
                state.active = false
                return .idle
            }
            switch step {
            case let .forward(event):
                ranOnce = true
                sink.on(event)
                if event.isStopEvent { return }
            case let .fail(error):
                return sink.on(error)
            case let .reschedule(arrivedAt):
                return schedule(after: dueTime.remaining(since: arrivedAt, now: scheduler.now))
            case .idle:
                return
            }
        }
    }
}

extension DispatchTimeInterval {
    /// What is left of this interval `now - start` after `start`, in the same unit, rounded to the nearest
    /// and never negative (RxSwift's `reduceWithSpanBetween`).
    func remaining(since start: RxTime, now: RxTime) -> DispatchTimeInterval {
        let elapsed = now.timeIntervalSince(start)
        func left(_ value: Int, _ perSecond: Double) -> Int {
            let remainder = Double(value) - elapsed * perSecond
            return remainder > 0 ? Int(remainder.rounded(.toNearestOrAwayFromZero)) : 0
        }
        switch self {
        case let .seconds(value): return .seconds(left(value, 1))
        case let .milliseconds(value): return .milliseconds(left(value, 1_000))
        case let .microseconds(value): return .microseconds(left(value, 1_000_000))
        case let .nanoseconds(value): return .nanoseconds(left(value, 1_000_000_000))
        default: return self
        }
    }
}
