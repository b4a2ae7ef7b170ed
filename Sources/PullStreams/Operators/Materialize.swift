import Foundation
import Scheduling

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

extension Signal {
    /// Sends every event as a value, then completes (ReactiveSwift's `materialize()`).
    public func materialize() -> Signal<Event, Never> {
        lift(stateless: Self.materializing)
    }

    static var materializing: Stage<Event, Never> {
        { observer in
            { event in
                observer.send(value: event)
                if event.isTerminating { observer.sendCompleted() }
            }
        }
    }

    /// Sends every value as `.success`, a failure as `.failure` then completes (`materializeResults()`).
    public func materializeResults() -> Signal<Result<Value, Error>, Never> {
        materialize().compactMap { event -> Result<Value, Error>? in
            switch event {
            case let .value(value): .success(value)
            case let .failed(error): .failure(error)
            case .completed, .interrupted: nil
            }
        }
    }
}

extension Signal where Error == Never {
    /// Turns `.success` values back into values and a `.failure` into a failure
    /// (ReactiveSwift's `dematerializeResults()`).
    public func dematerializeResults<Success, Failure>() -> Signal<Success, Failure> where Value == Result<Success, Failure> {
        promoteError(Failure.self).attemptMap { $0 }
    }
}

extension SignalProducer {
    /// Sends every event as a value, then completes.
    public func materialize() -> SignalProducer<Signal<Value, Error>.Event, Never> {
        flatMapStatelessEvent(Signal.materializing)
    }

    /// Sends every value as `.success`, a failure as `.failure`, then completes.
    public func materializeResults() -> SignalProducer<Result<Value, Error>, Never> {
        lift { $0.materializeResults() }
    }
}

extension SignalProducer where Error == Never {
    /// Turns `.success` values back into values and a `.failure` into a failure.
    public func dematerializeResults<Success, Failure>() -> SignalProducer<Success, Failure> where Value == Result<Success, Failure> {
        promoteError(Failure.self).attemptMap { $0 }
    }
}
