extension Signal {
    /// Folds every value into one result, sent when the signal completes.
    ///
    /// Same as ReactiveSwift's `reduce(_:_:)`: `initialResult` is sent if no value came; nothing is
    /// sent on failure or interruption.
    ///
    /// ```swift
    /// let (s, input) = Signal<Int, Never>.pipe()
    /// s.reduce(0, +).observeValues { print($0) }
    /// input.send(value: 1); input.send(value: 2); input.sendCompleted()
    /// // Prints: 3
    /// ```
    public func reduce<U>(_ initialResult: U, _ nextPartialResult: @escaping (U, Value) -> U) -> Signal<U, Error> {
        reduce(into: initialResult) { $0 = nextPartialResult($0, $1) }
    }

    /// Folds every value into one result (in place), sent when the signal completes.
    public func reduce<U>(into initialResult: U, _ nextPartialResult: @escaping (inout U, Value) -> Void) -> Signal<U, Error> {
        lift(Self.reducing(into: initialResult, nextPartialResult))
    }

    static func reducing<U>(into initialResult: U, _ nextPartialResult: @escaping (inout U, Value) -> Void) -> Transformation<U, Error> {
        { observer, _ in
            var accumulator = initialResult
            return { event in
                switch event {
                case let .value(value): nextPartialResult(&accumulator, value)
                case .completed:
                    observer.send(value: accumulator)
                    observer.sendCompleted()
                case let .failed(error): observer.send(error: error)
                case .interrupted: observer.sendInterrupted()
                }
            }
        }
    }
}

extension SignalProducer {
    /// Folds every value into one result, sent when the producer completes.
    public func reduce<U>(_ initialResult: U, _ nextPartialResult: @escaping (U, Value) -> U) -> SignalProducer<U, Error> {
        reduce(into: initialResult) { $0 = nextPartialResult($0, $1) }
    }

    /// Folds every value into one result (in place), sent when the producer completes.
    public func reduce<U>(into initialResult: U, _ nextPartialResult: @escaping (inout U, Value) -> Void) -> SignalProducer<U, Error> {
        flatMapEvent(Signal.reducing(into: initialResult, nextPartialResult))
    }
}
