extension Signal {
    /// Forwards only the values for which `isIncluded` returns `true`.
    ///
    /// Same as ReactiveSwift's `filter(_:)`.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(values: 1, 2, 3).filter { $0 != 2 }.startWithValues { print($0) }
    /// // Prints: 1
    /// //         3
    /// ```
    @inlinable
    public func filter(_ isIncluded: @escaping (Value) -> Bool) -> Signal<Value, Error> {
        lift(stateless: Self.filtering(isIncluded))
    }

    @inlinable
    static func filtering(_ isIncluded: @escaping (Value) -> Bool) -> Stage<Value, Error> {
        { observer in
            { event in
                if case let .value(value) = event, !isIncluded(value) { return }
                observer.send(event)
            }
        }
    }
}

extension SignalProducer {
    /// Forwards only the values for which `isIncluded` returns `true`.
    @inlinable
    public func filter(_ isIncluded: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
        flatMapStatelessEvent(Signal.filtering(isIncluded))
    }
}
