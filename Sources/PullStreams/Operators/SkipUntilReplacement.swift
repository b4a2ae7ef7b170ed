import Foundation
import Scheduling

extension Signal {
    /// Drops values until `trigger` sends a value or completes; then forwards everything
    /// (ReactiveSwift's `skip(until:)`).
    public func skip(until trigger: Signal<(), Never>) -> Signal<Value, Error> {
        Signal({ observer, lifetime in
            let current = SerialDisposable()
            lifetime += current
            current.inner = trigger.observe { event in
                switch event {
                case .value, .completed: current.inner = self.observe(observer)
                case .interrupted: break
                }
            }
        }, interruptsOnDeinit: false)
    }

    /// Forwards this signal's events (not its completion) until `signal` sends anything; from then
    /// on forwards `signal`'s (ReactiveSwift's `take(untilReplacement:)`).
    public func take(untilReplacement signal: Signal<Value, Error>) -> Signal<Value, Error> {
        Signal({ observer, lifetime in
            let own = self.observe { event in
                if case .completed = event { return }
                observer.send(event)
            }
            lifetime += own
            lifetime += signal.observe { event in
                own?.dispose()
                observer.send(event)
            }
        }, interruptsOnDeinit: false)
    }

    /// Fails with `error` if the signal has not terminated `interval` seconds from now, on
    /// `scheduler` (ReactiveSwift's `timeout(after:raising:on:)`).
    public func timeout(after interval: TimeInterval, raising error: Error, on scheduler: DateScheduler) -> Signal<Value, Error> {
        reportNegative(interval, in: "timeout(after:)")
        return Signal({ observer, lifetime in
            let date = scheduler.currentDate.addingTimeInterval(Swift.max(0, interval))
            lifetime += scheduler.schedule(after: date) { observer.send(error: error) }
            lifetime += self.observe(observer)
        }, interruptsOnDeinit: false)
    }

    /// Maps each value with a running state (ReactiveSwift's `scanMap(_:_:)`).
    public func scanMap<State, U>(_ initialState: State, _ next: @escaping (State, Value) -> (State, U)) -> Signal<U, Error> {
        scanMap(into: initialState) { state, value in
            let (newState, output) = next(state, value)
            state = newState
            return output
        }
    }

    /// Maps each value with a running state changed in place (ReactiveSwift's `scanMap(into:_:)`).
    public func scanMap<State, U>(into initialState: State, _ next: @escaping (inout State, Value) -> U) -> Signal<U, Error> {
        lift(Self.scanMapping(into: initialState, next))
    }

    static func scanMapping<State, U>(into initialState: State, _ next: @escaping (inout State, Value) -> U) -> Transformation<U, Error> {
        { observer, _ in
            var state = initialState
            return { event in observer.send(event.map { next(&state, $0) }) }
        }
    }
}

extension SignalProducer {
    /// Drops values until `trigger` sends a value or completes (`trigger` starts first, as ReactiveSwift's).
    public func skip(until trigger: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
        lift(Signal.skip(until:))(trigger)
    }

    /// Forwards this producer's events until `replacement` sends anything, then `replacement`'s.
    public func take(untilReplacement replacement: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        lift(Signal.take(untilReplacement:))(replacement)
    }

    /// Fails with `error` if a run has not terminated `interval` seconds after it starts.
    public func timeout(after interval: TimeInterval, raising error: Error, on scheduler: DateScheduler) -> SignalProducer<Value, Error> {
        lift { $0.timeout(after: interval, raising: error, on: scheduler) }
    }

    /// Maps each value with a running state.
    public func scanMap<State, U>(_ initialState: State, _ next: @escaping (State, Value) -> (State, U)) -> SignalProducer<U, Error> {
        scanMap(into: initialState) { state, value in
            let (newState, output) = next(state, value)
            state = newState
            return output
        }
    }

    /// Maps each value with a running state changed in place.
    public func scanMap<State, U>(into initialState: State, _ next: @escaping (inout State, Value) -> U) -> SignalProducer<U, Error> {
        flatMapEvent(Signal.scanMapping(into: initialState, next))
    }

    /// Runs the producer `count` times in a row (each after the previous completes); a failure or
    /// interruption ends it. `0` completes at once; a negative count is reported and treated as 0.
    public func `repeat`(_ count: Int) -> SignalProducer<Value, Error> {
        if count < 0 { IssueReporting.report("repeat(\(count)): the count must not be negative; treated as 0.") }
        guard count > 1 else { return count == 1 ? self : .empty }
        return SignalProducer { observer, lifetime in
            let current = SerialDisposable()
            lifetime += current
            func iterate(_ remaining: Int) {
                self.startWithSignal { signal, interruptHandle in
                    current.inner = interruptHandle
                    signal.observe { event in
                        guard case .completed = event else { return observer.send(event) }
                        if remaining > 1 { iterate(remaining - 1) } else { observer.sendCompleted() }
                    }
                }
            }
            iterate(count)
        }
    }
}

/// A value that is an event (ReactiveSwift's `EventProtocol`), for `dematerialize()`.
public protocol EventProtocol {
    /// The event's value type.
    associatedtype Value
    /// The event's error type.
    associatedtype Error: Swift.Error
    /// The event itself.
    var event: Signal<Value, Error>.Event { get }
}

extension Signal.Event: EventProtocol {
    /// The event itself.
    public var event: Signal<Value, Error>.Event { self }
}

extension Signal where Value: EventProtocol, Error == Never {
    /// Turns event values back into events (ReactiveSwift's `dematerialize()`).
    public func dematerialize() -> Signal<Value.Value, Value.Error> {
        lift(stateless: { observer in
            { event in
                switch event {
                case let .value(inner): observer.send(inner.event)
                case .completed: observer.sendCompleted()
                case .interrupted: observer.sendInterrupted()
                }
            }
        })
    }
}

extension SignalProducer where Value: EventProtocol, Error == Never {
    /// Turns event values back into events.
    public func dematerialize() -> SignalProducer<Value.Value, Value.Error> {
        lift { $0.dematerialize() }
    }
}
