import Foundation
import Scheduling

extension Signal {
    /// Forwards a value only after `interval` seconds pass without a newer one.
    ///
    /// Same as ReactiveSwift's `debounce(_:on:discardWhenCompleted:)`. On completion, a pending
    /// value is dropped and completion is scheduled for the current date (`discardWhenCompleted:
    /// true`, the default), or the pending value is sent when due, followed by completion (`false`).
    /// A failure or an interruption drops the pending value and is scheduled for the current date
    /// (so with a `TestScheduler` it arrives on the next advance, as ReactiveSwift's does).
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let (text, input) = Signal<String, Never>.pipe()
    /// text.debounce(0.5, on: scheduler).observeValues { print($0) }
    /// input.send(value: "a"); input.send(value: "ab")
    /// scheduler.advance(by: 0.5)
    /// // Prints: ab
    /// ```
    ///
    /// `@inlinable` (with `skipRepeats`), so a search chain (benchmark B7) runs specialized for its
    /// value type instead of looking up generic metadata on every event.
    @inlinable
    public func debounce(
        _ interval: TimeInterval, on scheduler: DateScheduler, discardWhenCompleted: Bool = true
    ) -> Signal<Value, Error> {
        lift(Self.debouncing(interval, on: scheduler, discardWhenCompleted: discardWhenCompleted))
    }

    @inlinable
    static func debouncing(
        _ interval: TimeInterval, on scheduler: DateScheduler, discardWhenCompleted: Bool
    ) -> Transformation<Value, Error> {
        reportNegative(interval, in: "debounce")
        return { observer, lifetime in
            let pending = Locked<(value: Value?, completeAfter: Bool)>((nil, false))
            let timer = SerialDisposable()
            lifetime += timer
            // One timer action for the whole run, scheduled anew for each value: it captures no value
            // (it reads the pending one when it fires), so scheduling allocates no closure per value.
            let fire = {
                let (value, complete) = pending.withLock { state in
                    defer { state.value = nil }
                    return (state.value, state.completeAfter)
                }
                if let value { observer.send(value: value) }
                // As in ReactiveSwift: the completion takes one more scheduler turn.
                if complete { lifetime += scheduler.schedule { observer.sendCompleted() } }
            }
            return { event in
                switch event {
                case let .value(value):
                    pending.withLock { $0.value = value }
                    let date = scheduler.currentDate.addingTimeInterval(max(0, interval))
                    timer.inner = scheduler.schedule(after: date, action: fire)
                case .completed:
                    let completeNow: Bool = pending.withLock { state in
                        if discardWhenCompleted || state.value == nil { return true }
                        state.completeAfter = true
                        return false
                    }
                    if completeNow {
                        timer.inner = scheduler.schedule { observer.sendCompleted() }
                    }
                case .failed, .interrupted:
                    timer.inner = scheduler.schedule { observer.send(event) }
                }
            }
        }
    }
}

extension SignalProducer {
    /// Forwards a value only after `interval` seconds pass without a newer one.
    @inlinable
    public func debounce(
        _ interval: TimeInterval, on scheduler: DateScheduler, discardWhenCompleted: Bool = true
    ) -> SignalProducer<Value, Error> {
        flatMapAsyncEvent(on: scheduler, Signal.debouncing(interval, on: scheduler, discardWhenCompleted: discardWhenCompleted))
    }
}
