extension Signal {
    /// Maps a failure's error with `transform` (ReactiveSwift's `mapError(_:)`).
    ///
    /// ```swift
    /// let (s, input) = Signal<Int, URLError>.pipe()
    /// s.mapError { AppError.network($0) }.observeFailed { print($0) }
    /// ```
    public func mapError<F>(_ transform: @escaping (Error) -> F) -> Signal<Value, F> {
        lift(stateless: Self.mappingError(transform))
    }

    static func mappingError<F>(_ transform: @escaping (Error) -> F) -> Stage<Value, F> {
        { observer in { event in observer.send(event.mapError(transform)) } }
    }

    /// Maps each value and drops the `nil` results (ReactiveSwift's `compactMap(_:)`).
    public func compactMap<U>(_ transform: @escaping (Value) -> U?) -> Signal<U, Error> {
        lift(stateless: Self.compactMapping(transform))
    }

    /// The older name of `compactMap(_:)`.
    public func filterMap<U>(_ transform: @escaping (Value) -> U?) -> Signal<U, Error> {
        compactMap(transform)
    }

    static func compactMapping<U>(_ transform: @escaping (Value) -> U?) -> Stage<U, Error> {
        { observer in
            { event in
                switch event {
                case let .value(value): if let mapped = transform(value) { observer.send(value: mapped) }
                case let .failed(error): observer.send(error: error)
                case .completed: observer.sendCompleted()
                case .interrupted: observer.sendInterrupted()
                }
            }
        }
    }

    /// Drops values while `shouldContinue` holds, then forwards everything (ReactiveSwift's `skip(while:)`).
    public func skip(while shouldContinue: @escaping (Value) -> Bool) -> Signal<Value, Error> {
        lift(Self.skipping(while: shouldContinue))
    }

    static func skipping(while shouldContinue: @escaping (Value) -> Bool) -> Transformation<Value, Error> {
        { observer, _ in
            var skipping = true
            return { event in
                if skipping, case let .value(value) = event {
                    guard !shouldContinue(value) else { return }
                    skipping = false
                }
                observer.send(event)
            }
        }
    }

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
    /// Maps a failure's error with `transform`.
    public func mapError<F>(_ transform: @escaping (Error) -> F) -> SignalProducer<Value, F> {
        flatMapStatelessEvent(Signal.mappingError(transform))
    }

    /// Maps each value and drops the `nil` results.
    public func compactMap<U>(_ transform: @escaping (Value) -> U?) -> SignalProducer<U, Error> {
        flatMapStatelessEvent(Signal.compactMapping(transform))
    }

    /// The older name of `compactMap(_:)`.
    public func filterMap<U>(_ transform: @escaping (Value) -> U?) -> SignalProducer<U, Error> {
        compactMap(transform)
    }

    /// Drops values while `shouldContinue` holds, then forwards everything.
    public func skip(while shouldContinue: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
        flatMapEvent(Signal.skipping(while: shouldContinue))
    }

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

/// A type that is an optional (ReactiveSwift's `OptionalProtocol`), for `skipNil()` and optional bindings.
public protocol OptionalProtocol {
    /// The wrapped type.
    associatedtype Wrapped
    /// Rebuilds the optional from `value`.
    init(reconstructing value: Wrapped?)
    /// The optional itself.
    var optional: Wrapped? { get }
}

extension Optional: OptionalProtocol {
    /// Rebuilds the optional from `value`.
    public init(reconstructing value: Wrapped?) { self = value }
    /// The optional itself.
    public var optional: Wrapped? { self }
}

extension Signal where Value: OptionalProtocol {
    /// Unwraps the values, dropping `nil`s (ReactiveSwift's `skipNil()`).
    public func skipNil() -> Signal<Value.Wrapped, Error> {
        compactMap { $0.optional }
    }
}

extension SignalProducer where Value: OptionalProtocol {
    /// Unwraps the values, dropping `nil`s.
    public func skipNil() -> SignalProducer<Value.Wrapped, Error> {
        compactMap { $0.optional }
    }
}
