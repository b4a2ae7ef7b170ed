extension Signal {
    /// Sends each running result of combining the values, starting from `initialResult`.
    ///
    /// Same as ReactiveSwift's `scan(_:_:)`.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(values: 1, 2, 3).scan(0, +).startWithValues { print($0) }
    /// // Prints: 1
    /// //         3
    /// //         6
    /// ```
    public func scan<U>(_ initialResult: U, _ nextPartialResult: @escaping (U, Value) -> U) -> Signal<U, Error> {
        scan(into: initialResult) { accumulated, value in accumulated = nextPartialResult(accumulated, value) }
    }

    /// Like `scan(_:_:)`, mutating the running result in place.
    public func scan<U>(into initialResult: U, _ nextPartialResult: @escaping (inout U, Value) -> Void) -> Signal<U, Error> {
        lift(Self.scanning(into: initialResult, nextPartialResult))
    }

    static func scanning<U>(into initialResult: U, _ nextPartialResult: @escaping (inout U, Value) -> Void) -> Transformation<U, Error> {
        { observer, _ in
            var accumulated = initialResult
            return { event in
                observer.send(
                    event.map { value in
                        nextPartialResult(&accumulated, value)
                        return accumulated
                    })
            }
        }
    }
}

extension SignalProducer {
    /// Sends each running result of combining the values, starting from `initialResult`.
    public func scan<U>(_ initialResult: U, _ nextPartialResult: @escaping (U, Value) -> U) -> SignalProducer<U, Error> {
        scan(into: initialResult) { accumulated, value in accumulated = nextPartialResult(accumulated, value) }
    }

    /// Like `scan(_:_:)`, mutating the running result in place.
    public func scan<U>(into initialResult: U, _ nextPartialResult: @escaping (inout U, Value) -> Void) -> SignalProducer<U, Error> {
        flatMapEvent(Signal.scanning(into: initialResult, nextPartialResult))
    }
}
