import Dispatch
import Foundation

extension SignalProducer where Value == Date, Error == Never {
    /// Sends the scheduler's current date every `interval`, starting one interval after the start.
    ///
    /// Same as ReactiveSwift's `timer(interval:on:)` (leeway: 10% of the interval). Never completes:
    /// use `take(first:)` or dispose it.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// SignalProducer.timer(interval: .seconds(1), on: scheduler).take(first: 2).startWithValues { print($0.timeIntervalSinceReferenceDate) }
    /// scheduler.run()
    /// // Prints: 1.0
    /// //         2.0
    /// ```
    public static func timer(interval: DispatchTimeInterval, on scheduler: DateScheduler) -> SignalProducer<Value, Error> {
        timer(interval: interval, on: scheduler, leeway: .nanoseconds(Int(interval.nanoseconds / 10)))
    }

    /// Sends the scheduler's current date every `interval`, with the given leeway.
    public static func timer(
        interval: DispatchTimeInterval, on scheduler: DateScheduler, leeway: DispatchTimeInterval
    ) -> SignalProducer<Value, Error> {
        reportNonPositiveRepeat(interval, in: "timer")
        return SignalProducer { observer, lifetime in
            let first = scheduler.currentDate.addingTimeInterval(interval.timeInterval)
            lifetime += scheduler.schedule(after: first, interval: interval, leeway: leeway) {
                observer.send(value: scheduler.currentDate)
            }
        }
    }
}

extension SignalProducer where Error == Never {
    /// Sends the elements of `values` one `interval` apart (the first after one interval), then
    /// completes one interval after the last.
    ///
    /// Same as ReactiveSwift's `interval(_:interval:on:)`.
    public static func interval<S: Sequence>(
        _ values: S, interval: DispatchTimeInterval, on scheduler: DateScheduler
    ) -> SignalProducer<S.Element, Error> where S.Iterator.Element == Value {
        reportNonPositiveRepeat(interval, in: "interval")
        return SignalProducer<S.Element, Error> { observer, lifetime in
            var iterator = values.makeIterator()
            let first = scheduler.currentDate.addingTimeInterval(interval.timeInterval)
            lifetime += scheduler.schedule(after: first, interval: interval, leeway: .seconds(0)) {
                if let next = iterator.next() {
                    observer.send(value: next)
                } else {
                    observer.sendCompleted()
                }
            }
        }
    }
}
