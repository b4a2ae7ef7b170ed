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
            let state = Locked<(pending: Value?, previousDate: Date?)>((nil, nil))
            let timer = SerialDisposable()
            lifetime += timer
            return { event in
                switch event {
                case let .value(value):
                    let now = scheduler.currentDate
                    let scheduleDate: Date = state.withLock { state in
                        state.pending = value
                        // A previous send dated after now (the clock was rewound) does not hold this one back.
                        let proposed = state.previousDate.flatMap { $0 <= now ? $0.addingTimeInterval(max(0, interval)) : nil } ?? now
                        return max(proposed, now)
                    }
                    // Each value replaces the scheduled send, as ReactiveSwift's does.
                    timer.inner = scheduler.schedule(after: scheduleDate) {
                        let value: Value? = state.withLock { state in
                            defer {
                                if state.pending != nil {
                                    state.pending = nil
                                    state.previousDate = scheduleDate
                                }
                            }
                            return state.pending
                        }
                        if let value { observer.send(value: value) }
                    }
                case .completed, .failed, .interrupted:
                    // Scheduled for now: a send already due now still goes first, a later one is
                    // dropped with the terminal event.
                    lifetime += scheduler.schedule { observer.send(event) }
                }
            }
        }
    }
}

extension SignalProducer {
    /// Forwards at most one value per `interval` seconds (see `Signal.throttle(_:on:)`).
    public func throttle(_ interval: TimeInterval, on scheduler: DateScheduler) -> SignalProducer<Value, Error> {
        flatMapAsyncEvent(on: scheduler, Signal.throttling(interval, on: scheduler))
    }
}
