extension Signal {
    /// Drops each value that `isEquivalent` says equals the previous value.
    ///
    /// Same as ReactiveSwift's `skipRepeats(_:)`: each value is compared with the value received just
    /// before it (so `skipRepeats { abs($0 - $1) <= 1 }` on 1, 2, 3 forwards only 1).
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(values: 1, 1, 2).skipRepeats().startWithValues { print($0) }
    /// // Prints: 1
    /// //         2
    /// ```
    @inlinable
    public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> Signal<Value, Error> {
        lift(Self.skippingRepeats(isEquivalent))
    }

    @inlinable
    static func skippingRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> Transformation<Value, Error> {
        { observer, _ in
            var previous: Value?
            return { event in
                if case let .value(value) = event {
                    // One access to the captured variable (one exclusivity check) instead of a read and
                    // a write (a send from inside the comparison is queued, not handled in between).
                    let last = Self.exchange(&previous, value)
                    if let last, isEquivalent(last, value) { return }
                }
                observer.send(event)
            }
        }
    }

    /// Stores `value` in `slot` and returns what was there.
    @inlinable
    static func exchange(_ slot: inout Value?, _ value: Value) -> Value? {
        defer { slot = value }
        return slot
    }
}

extension Signal where Value: Equatable {
    /// Drops each value equal to the previous one.
    @inlinable
    public func skipRepeats() -> Signal<Value, Error> {
        skipRepeats(==)
    }
}

extension SignalProducer {
    /// Drops each value that `isEquivalent` says equals the previous value.
    @inlinable
    public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> SignalProducer<Value, Error> {
        flatMapEvent(Signal.skippingRepeats(isEquivalent))
    }
}

extension SignalProducer where Value: Equatable {
    /// Drops each value equal to the previous one.
    @inlinable
    public func skipRepeats() -> SignalProducer<Value, Error> {
        skipRepeats(==)
    }
}
