extension Signal {
    /// Runs `action` on each value; a failure it returns fails the signal (the value is not sent).
    ///
    /// Same as ReactiveSwift's `attempt(_:)`.
    ///
    /// ```swift
    /// let (s, input) = Signal<Int, MyError>.pipe()
    /// s.attempt { $0 > 0 ? .success(()) : .failure(.negative) }.observe { print($0) }
    /// input.send(value: 1); input.send(value: -1)
    /// // Prints: value(1)
    /// //         failed(negative)
    /// ```
    public func attempt(_ action: @escaping (Value) -> Result<(), Error>) -> Signal<Value, Error> {
        attemptMap { value in action(value).map { value } }
    }

    /// Maps each value with `transform`; a failure it returns fails the signal.
    public func attemptMap<U>(_ transform: @escaping (Value) -> Result<U, Error>) -> Signal<U, Error> {
        lift(Self.attemptingMap(transform))
    }

    static func attemptingMap<U>(_ transform: @escaping (Value) -> Result<U, Error>) -> Transformation<U, Error> {
        { observer, _ in
            { event in
                switch event {
                case let .value(value):
                    switch transform(value) {
                    case let .success(mapped): observer.send(value: mapped)
                    case let .failure(error): observer.send(error: error)
                    }
                case let .failed(error): observer.send(error: error)
                case .completed: observer.sendCompleted()
                case .interrupted: observer.sendInterrupted()
                }
            }
        }
    }
}

extension Signal where Error == Never {
    /// Runs a throwing `action` on each value; a thrown error fails the signal.
    public func attempt(_ action: @escaping (Value) throws -> Void) -> Signal<Value, Swift.Error> {
        promoteError(Swift.Error.self).attempt(action)
    }

    /// Maps each value with a throwing `transform`; a thrown error fails the signal.
    public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> Signal<U, Swift.Error> {
        promoteError(Swift.Error.self).attemptMap(transform)
    }
}

extension Signal where Error == Swift.Error {
    /// Runs a throwing `action` on each value; a thrown error fails the signal.
    public func attempt(_ action: @escaping (Value) throws -> Void) -> Signal<Value, Swift.Error> {
        attemptMap { value in
            try action(value)
            return value
        }
    }

    /// Maps each value with a throwing `transform`; a thrown error fails the signal.
    public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> Signal<U, Swift.Error> {
        attemptMap { value in Result { try transform(value) } }
    }
}

extension SignalProducer {
    /// Runs `action` on each value; a failure it returns fails the producer.
    public func attempt(_ action: @escaping (Value) -> Result<(), Error>) -> SignalProducer<Value, Error> {
        attemptMap { value in action(value).map { value } }
    }

    /// Maps each value with `transform`; a failure it returns fails the producer.
    public func attemptMap<U>(_ transform: @escaping (Value) -> Result<U, Error>) -> SignalProducer<U, Error> {
        flatMapEvent(Signal.attemptingMap(transform))
    }
}

extension SignalProducer where Error == Never {
    /// Runs a throwing `action` on each value; a thrown error fails the producer.
    public func attempt(_ action: @escaping (Value) throws -> Void) -> SignalProducer<Value, Swift.Error> {
        promoteError(Swift.Error.self).attempt(action)
    }

    /// Maps each value with a throwing `transform`; a thrown error fails the producer.
    public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> SignalProducer<U, Swift.Error> {
        promoteError(Swift.Error.self).attemptMap(transform)
    }
}

extension SignalProducer where Error == Swift.Error {
    /// Runs a throwing `action` on each value; a thrown error fails the producer.
    public func attempt(_ action: @escaping (Value) throws -> Void) -> SignalProducer<Value, Swift.Error> {
        attemptMap { value in
            try action(value)
            return value
        }
    }

    /// Maps each value with a throwing `transform`; a thrown error fails the producer.
    public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> SignalProducer<U, Swift.Error> {
        attemptMap { value in Result { try transform(value) } }
    }
}
