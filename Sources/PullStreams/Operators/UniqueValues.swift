extension Signal {
    /// Forwards only values whose identity has not been seen before.
    ///
    /// Same as ReactiveSwift's `uniqueValues(_:)`: every identity is remembered for the signal's life.
    ///
    /// ```swift
    /// let (s, input) = Signal<Int, Never>.pipe()
    /// s.uniqueValues().observeValues { print($0) }
    /// input.send(value: 1); input.send(value: 2); input.send(value: 1)
    /// // Prints: 1
    /// //         2
    /// ```
    public func uniqueValues<Identity: Hashable>(_ transform: @escaping (Value) -> Identity) -> Signal<Value, Error> {
        lift(Self.keepingUnique(transform))
    }

    static func keepingUnique<Identity: Hashable>(_ transform: @escaping (Value) -> Identity) -> Transformation<Value, Error> {
        { observer, _ in
            var seen = Set<Identity>()
            return { event in
                if case let .value(value) = event, !seen.insert(transform(value)).inserted { return }
                observer.send(event)
            }
        }
    }
}

extension Signal where Value: Hashable {
    /// Forwards only values not seen before (see `uniqueValues(_:)`).
    public func uniqueValues() -> Signal<Value, Error> {
        uniqueValues { $0 }
    }
}

extension SignalProducer {
    /// Forwards only values whose identity has not been seen before in this run.
    public func uniqueValues<Identity: Hashable>(_ transform: @escaping (Value) -> Identity) -> SignalProducer<Value, Error> {
        flatMapEvent(Signal.keepingUnique(transform))
    }
}

extension SignalProducer where Value: Hashable {
    /// Forwards only values not seen before in this run.
    public func uniqueValues() -> SignalProducer<Value, Error> {
        uniqueValues { $0 }
    }
}
