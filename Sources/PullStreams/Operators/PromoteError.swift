extension Signal where Error == Never {
    /// Gives a signal that cannot fail the error type `F`, so it composes with failing streams.
    ///
    /// Same as ReactiveSwift's `promoteError(_:)`.
    ///
    /// ```swift
    /// let (taps, _) = Signal<String, Never>.pipe()
    /// let failable: Signal<String, URLError> = taps.promoteError(URLError.self)
    /// ```
    @inlinable
    public func promoteError<F>(_: F.Type = F.self) -> Signal<Value, F> {
        lift(stateless: Self.promotingError(F.self))
    }

    @inlinable
    static func promotingError<F>(_: F.Type) -> Stage<Value, F> {
        { observer in
            { event in
                switch event {
                case let .value(value): observer.send(value: value)
                case .completed: observer.sendCompleted()
                case .interrupted: observer.sendInterrupted()
                }
            }
        }
    }
}

extension SignalProducer where Error == Never {
    /// Gives a producer that cannot fail the error type `F`.
    @inlinable
    public func promoteError<F>(_: F.Type = F.self) -> SignalProducer<Value, F> {
        flatMapStatelessEvent(Signal.promotingError(F.self))
    }
}
