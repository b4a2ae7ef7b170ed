import Foundation
import Scheduling

extension Signal {
    /// Forwards at most one value per `interval` seconds: the latest one, at the end of the window.
    ///
    /// Same as ReactiveSwift's `throttle(_:on:)`: a value arriving after a quiet `interval` is
    /// forwarded at once (through the scheduler); values arriving sooner wait for the window to
    /// end, and only the latest of them is sent. Termination is scheduled for the current date: a
    /// value already scheduled for the current date still goes out first (as ReactiveSwift's
    /// operator schedules both on the same scheduler), a value waiting for its window to end is dropped.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let (taps, tap) = Signal<Int, Never>.pipe()
    /// taps.throttle(1, on: scheduler).observeValues { print($0) }
    /// tap.send(value: 1); tap.send(value: 2); scheduler.advance(by: 1)
    /// // Prints: 1
    /// //         2
    /// ```
    public func throttle(_ interval: TimeInterval, on scheduler: DateScheduler) -> Signal<Value, Error> {
        lift(Self.throttling(interval, on: scheduler))
    }

    static func throttling(_ interval: TimeInterval, on scheduler: DateScheduler) -> Transformation<Value, Error> {
        reportNegative(interval, in: "throttle")
        return { observer, lifetime in
            let state = Locked<(pending: Value?, previousDate: Date?, sendsNow: Bool)>((nil, nil, false))
            let timer = SerialDisposable()
            let termination = SerialDisposable()
            lifetime += timer
            lifetime += termination
            return { event in
                switch event {
                case let .value(value):
                    let (scheduleDate, alreadyScheduled): (Date, Bool) = state.withLock { state in
                        let hadPending = state.pending != nil
                        state.pending = value
                        let proposed = state.previousDate.map { $0.addingTimeInterval(max(0, interval)) } ?? scheduler.currentDate
                        let date = max(proposed, scheduler.currentDate)
                        if !hadPending { state.sendsNow = date <= scheduler.currentDate }
                        return (date, hadPending)
                    }
                    guard !alreadyScheduled else { return }
                    let send = {
                        let value: Value? = state.withLock { state in
                            defer { state.pending = nil }
                            state.previousDate = scheduler.currentDate
                            return state.pending
                        }
                        if let value { observer.send(value: value) }
                    }
                    if scheduleDate <= scheduler.currentDate {
                        timer.inner = scheduler.schedule(send)
                    } else {
                        timer.inner = scheduler.schedule(after: scheduleDate, action: send)
                    }
                case .completed, .failed, .interrupted:
                    let keepsPending = state.withLock { state -> Bool in
                        let keeps = state.pending != nil && state.sendsNow
                        if !keeps { state.pending = nil }
                        return keeps
                    }
                    let terminate = scheduler.schedule { observer.send(event) }
                    if keepsPending {
                        termination.inner = terminate
                    } else {
                        timer.inner = terminate
                    }
                }
            }
        }
    }
}

extension SignalProducer {
    /// Forwards at most one value per `interval` seconds (see `Signal.throttle(_:on:)`).
    public func throttle(_ interval: TimeInterval, on scheduler: DateScheduler) -> SignalProducer<Value, Error> {
        flatMapEvent(Signal.throttling(interval, on: scheduler))
    }
}
