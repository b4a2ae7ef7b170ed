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
}

extension SignalProducer {
    /// Maps a failure's error with `transform`.
    public func mapError<F>(_ transform: @escaping (Error) -> F) -> SignalProducer<Value, F> {
        flatMapStatelessEvent(Signal.mappingError(transform))
    }
}
