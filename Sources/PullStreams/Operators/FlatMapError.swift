extension Signal {
    /// On failure, switches to the producer `transform` returns for the error.
    ///
    /// Same as ReactiveSwift's `flatMapError(_:)`: values before the failure pass through, then the
    /// recovery producer's events (including its own termination) follow.
    ///
    /// ```swift
    /// SignalProducer<Int, URLError>(error: URLError(.badURL))
    ///     .flatMapError { _ in SignalProducer<Int, Never>(value: -1) }
    ///     .startWithValues { print($0) }
    /// // Prints: -1
    /// ```
    public func flatMapError<F>(_ transform: @escaping (Error) -> SignalProducer<Value, F>) -> Signal<Value, F> {
        lift(Self.recovering(transform))
    }

    static func recovering<F>(_ transform: @escaping (Error) -> SignalProducer<Value, F>) -> Transformation<Value, F> {
        { observer, lifetime in
            { event in
                switch event {
                case let .value(value): observer.send(value: value)
                case let .failed(error): lifetime += transform(error).start(observer)
                case .completed: observer.sendCompleted()
                case .interrupted: observer.sendInterrupted()
                }
            }
        }
    }
}

extension SignalProducer {
    /// On failure, switches to the producer `transform` returns for the error.
    public func flatMapError<F>(_ transform: @escaping (Error) -> SignalProducer<Value, F>) -> SignalProducer<Value, F> {
        flatMapEvent(Signal.recovering(transform))
    }
}
