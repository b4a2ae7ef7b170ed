extension Signal {
    /// Transforms each value.
    ///
    /// Same as ReactiveSwift's `map(_:)`. Pitfall kept on purpose (it is Swift's overload
    /// resolution, not ours): a trailing closure with string interpolation, `map { "v\($0)" }`,
    /// picks `map(value:)` and yields a signal of closures, as it does with ReactiveSwift; write
    /// `map { (n: Int) -> String in "v\(n)" }` to get strings.
    ///
    /// ```swift
    /// let (output, input) = Signal<Int, Never>.pipe()
    /// output.map { $0 * 10 }.observeValues { print($0) }
    /// input.send(value: 1)
    /// // Prints: 10
    /// ```
    @inlinable
    public func map<U>(_ transform: @escaping (Value) -> U) -> Signal<U, Error> {
        lift(stateless: Self.mapping(transform))
    }

    @inlinable
    static func mapping<U>(_ transform: @escaping (Value) -> U) -> Stage<U, Error> {
        { observer in { event in observer.send(event.map(transform)) } }
    }

    /// Replaces every value with `value`.
    public func map<U>(value: U) -> Signal<U, Error> {
        map { _ in value }
    }

    /// Replaces every value with the value at `keyPath`.
    public func map<U>(_ keyPath: KeyPath<Value, U>) -> Signal<U, Error> {
        map { $0[keyPath: keyPath] }
    }
}

extension SignalProducer {
    /// Transforms each value (see `Signal.map(_:)`, including its overload pitfall).
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(value: 1).map { $0 + 1 }.startWithValues { print($0) }
    /// // Prints: 2
    /// ```
    @inlinable
    public func map<U>(_ transform: @escaping (Value) -> U) -> SignalProducer<U, Error> {
        flatMapStatelessEvent(Signal.mapping(transform))
    }

    /// Replaces every value with `value`.
    public func map<U>(value: U) -> SignalProducer<U, Error> {
        flatMapStatelessEvent(Signal.mapping { _ in value })
    }

    /// Replaces every value with the value at `keyPath`.
    public func map<U>(_ keyPath: KeyPath<Value, U>) -> SignalProducer<U, Error> {
        flatMapStatelessEvent(Signal.mapping { $0[keyPath: keyPath] })
    }
}
