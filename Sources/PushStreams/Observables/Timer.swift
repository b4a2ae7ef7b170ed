/// The integer element types `interval` and `timer` emit.
///
/// Same as RxSwift's `RxAbstractInteger`.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: RxAbstractInteger {
    /// Emits 0, 1, 2, … every `period` on `scheduler`, starting one period after subscription.
    ///
    /// Same as RxSwift's `interval(_:scheduler:)`.
    ///
    /// ```swift
    /// let scheduler = TestScheduler(initialClock: 0)
    /// let observer = scheduler.start { Observable<Int>.interval(.seconds(10), scheduler: scheduler).take(2) }
    /// // observer.events: [.next(210, 0), .next(220, 1), .completed(220)]
    /// ```
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timer(period, period: period, scheduler: scheduler)
    }

    /// Emits 0 after `dueTime`, then (with a `period`) 1, 2, … every `period`; without one it completes.
    ///
    /// Same as RxSwift's `timer(_:period:scheduler:)`.
    public static func timer(
        _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType
    ) -> Observable<Element> {
        Producer { sink in
            if let period {
                return scheduler.schedulePeriodic(Element.zero, startAfter: dueTime, period: period) { state in
                    sink.on(.next(state))
                    return state &+ 1
                }
            }
            return scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                sink.on(.next(Element.zero))
                sink.on(.completed)
                return Disposables.create()
            }
        }
    }
}
