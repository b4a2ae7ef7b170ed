import Foundation
import Scheduling

extension SignalProducer where Error == Never {
    /// Fails with `error` if a run has not terminated `interval` seconds after it starts.
    public func timeout<NewError>(
        after interval: TimeInterval, raising error: NewError, on scheduler: DateScheduler
    ) -> SignalProducer<Value, NewError> {
        lift { $0.timeout(after: interval, raising: error, on: scheduler) }
    }
}

extension Signal where Error == Never {
    /// Fails with `error` if the signal has not terminated `interval` seconds from now.
    public func timeout<NewError>(
        after interval: TimeInterval, raising error: NewError, on scheduler: DateScheduler
    ) -> Signal<Value, NewError> {
        promoteError(NewError.self).timeout(after: interval, raising: error, on: scheduler)
    }
}

extension Signal {
    /// Fails with `error` if the signal has not terminated `interval` seconds from now, on
    /// `scheduler` (ReactiveSwift's `timeout(after:raising:on:)`).
    public func timeout(after interval: TimeInterval, raising error: Error, on scheduler: DateScheduler) -> Signal<Value, Error> {
        reportNegative(interval, in: "timeout(after:)")
        return Signal(
            { observer, lifetime in
                let date = scheduler.currentDate.addingTimeInterval(Swift.max(0, interval))
                lifetime += scheduler.schedule(after: date) { observer.send(error: error) }
                lifetime += self.observe(observer)
            }, interruptsOnDeinit: false)
    }
}

extension SignalProducer {
    /// Fails with `error` if a run has not terminated `interval` seconds after it starts.
    public func timeout(after interval: TimeInterval, raising error: Error, on scheduler: DateScheduler) -> SignalProducer<Value, Error> {
        lift { $0.timeout(after: interval, raising: error, on: scheduler) }
    }
}
