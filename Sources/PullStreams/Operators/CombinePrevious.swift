extension Signal {
    /// Sends each value paired with the one before it, the first paired with `initial`.
    ///
    /// Same as ReactiveSwift's `combinePrevious(_:)`.
    ///
    /// ```swift
    /// let (s, input) = Signal<Int, Never>.pipe()
    /// s.combinePrevious(0).observeValues { print($0) }
    /// input.send(value: 1); input.send(value: 2)
    /// // Prints: (0, 1)
    /// //         (1, 2)
    /// ```
    public func combinePrevious(_ initial: Value) -> Signal<(previous: Value, current: Value), Error> {
        lift(Self.combiningPrevious(initial))
    }

    /// Sends each value paired with the one before it, starting with the second value.
    public func combinePrevious() -> Signal<(previous: Value, current: Value), Error> {
        lift(Self.combiningPrevious(nil))
    }

    static func combiningPrevious(_ initial: Value?) -> Transformation<(previous: Value, current: Value), Error> {
        { observer, _ in
            var previous = initial
            return { event in
                switch event {
                case let .value(value):
                    defer { previous = value }
                    if let previous { observer.send(value: (previous, value)) }
                case let .failed(error): observer.send(error: error)
                case .completed: observer.sendCompleted()
                case .interrupted: observer.sendInterrupted()
                }
            }
        }
    }
}

extension SignalProducer {
    /// Sends each value paired with the one before it, the first paired with `initial`.
    public func combinePrevious(_ initial: Value) -> SignalProducer<(previous: Value, current: Value), Error> {
        flatMapEvent(Signal.combiningPrevious(initial))
    }

    /// Sends each value paired with the one before it, starting with the second value.
    public func combinePrevious() -> SignalProducer<(previous: Value, current: Value), Error> {
        flatMapEvent(Signal.combiningPrevious(nil))
    }
}
