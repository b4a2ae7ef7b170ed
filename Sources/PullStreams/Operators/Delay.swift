import Foundation

extension Signal {
    /// Delays values and completion by `interval` seconds on `scheduler`.
    ///
    /// Same as ReactiveSwift's `delay(_:on:)`: a failure or an interruption is scheduled for the
    /// current date (no delay), so it overtakes delayed values, which are then dropped.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// SignalProducer<Int, Never>(value: 1).delay(1, on: scheduler).startWithValues { print($0) }
    /// scheduler.advance(by: 1)
    /// // Prints: 1
    /// ```
    public func delay(_ interval: TimeInterval, on scheduler: DateScheduler) -> Signal<Value, Error> {
        lift(Self.delaying(interval, on: scheduler))
    }

    static func delaying(_ interval: TimeInterval, on scheduler: DateScheduler) -> Transformation<Value, Error> {
        reportNegative(interval, in: "delay")
        return { observer, lifetime in
            { event in
                switch event {
                case .value:
                    let date = scheduler.currentDate.addingTimeInterval(max(0, interval))
                    lifetime += scheduler.schedule(after: date) { observer.send(event) }
                case .completed:
                    // As in ReactiveSwift: at the delayed date, one more scheduler turn for the completion.
                    let date = scheduler.currentDate.addingTimeInterval(max(0, interval))
                    lifetime += scheduler.schedule(after: date) { lifetime += scheduler.schedule { observer.send(event) } }
                case .failed, .interrupted:
                    lifetime += scheduler.schedule { observer.send(event) }
                }
            }
        }
    }
}

extension SignalProducer {
    /// Delays values and completion by `interval` seconds on `scheduler`.
    public func delay(_ interval: TimeInterval, on scheduler: DateScheduler) -> SignalProducer<Value, Error> {
        flatMapAsyncEvent(on: scheduler, Signal.delaying(interval, on: scheduler))
    }
}
