import PushStreams
import Scheduling

/// An observer that records every event with the tick of its scheduler.
///
/// Same as RxTest's `TestableObserver`. `events` are plain `Recorded` values with ticks, which the
/// cookbook's marble renderer reads as they are.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let observer = scheduler.createObserver(Int.self)
/// scheduler.scheduleAt(10) { observer.onNext(1) }
/// scheduler.start()
/// // observer.events == [.next(10, 1)]
/// ```
// @unchecked: the recorded events live in `recorded`; the scheduler is Sendable.
public final class TestableObserver<Element>: ObserverType, @unchecked Sendable {
    private let scheduler: TestScheduler
    private let recorded = Locked<[Recorded<Event<Element>>]>([])

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Everything recorded so far, in arrival order.
    public var events: [Recorded<Event<Element>>] { recorded.withLock { $0 } }

    /// Records `event` at the scheduler's current tick.
    public func on(_ event: Event<Element>) {
        let time = scheduler.clock
        recorded.withLock { $0.append(Recorded(time: time, value: event)) }
    }
}
