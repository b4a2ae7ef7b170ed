import Foundation
import Scheduling

extension Signal {
    /// Collects values and sends them every `interval` on `scheduler` (ReactiveSwift's
    /// `collect(every:on:skipEmpty:discardWhenCompleted:)`): an empty array too unless `skipEmpty`;
    /// on completion what is pending is dropped (`discardWhenCompleted`) or sent at the next tick.
    public func collect(
        every interval: DispatchTimeInterval, on scheduler: DateScheduler, skipEmpty: Bool = false, discardWhenCompleted: Bool = true
    ) -> Signal<[Value], Error> {
        lift(Self.collecting(every: interval, on: scheduler, skipEmpty: skipEmpty, discardWhenCompleted: discardWhenCompleted))
    }

    static func collecting(
        every interval: DispatchTimeInterval, on scheduler: DateScheduler, skipEmpty: Bool, discardWhenCompleted: Bool
    ) -> Transformation<[Value], Error> {
        { observer, lifetime in
            let state = Locked<(values: [Value], completed: Bool, active: Bool)>(([], false, true))
            let timer = SerialDisposable()
            lifetime += timer
            let first = scheduler.currentDate.addingTimeInterval(interval.timeInterval)
            timer.inner = scheduler.schedule(after: first, interval: interval, leeway: .nanoseconds(Int(interval.nanoseconds / 10))) {
                let (batch, completed): ([Value]?, Bool) = state.withLock { state in
                    guard state.active else { return (nil, false) }
                    let batch: [Value]? = state.values.isEmpty && skipEmpty ? nil : state.values
                    state.values.removeAll()
                    if state.completed { state.active = false }
                    return (batch, state.completed)
                }
                if let batch { observer.send(value: batch) }
                if completed {
                    timer.dispose()
                    observer.sendCompleted()
                }
            }
            return { event in
                switch event {
                case let .value(value):
                    state.withLock { $0.values.append(value) }
                case .completed where !discardWhenCompleted:
                    state.withLock { $0.completed = true }
                default:
                    let active = state.withLock { state -> Bool in
                        defer { state.active = false }
                        return state.active
                    }
                    guard active else { return }
                    timer.dispose()
                    lifetime += scheduler.schedule { observer.send(event.map { _ in [] }) }
                }
            }
        }
    }
}

extension SignalProducer {
    /// Collects values and sends them every `interval` on `scheduler` (see `Signal.collect(every:…)`).
    public func collect(
        every interval: DispatchTimeInterval, on scheduler: DateScheduler, skipEmpty: Bool = false, discardWhenCompleted: Bool = true
    ) -> SignalProducer<[Value], Error> {
        flatMapAsyncEvent(
            on: scheduler,
            Signal.collecting(every: interval, on: scheduler, skipEmpty: skipEmpty, discardWhenCompleted: discardWhenCompleted))
    }
}
