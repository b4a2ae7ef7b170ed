/// `flatten(_:)` and the `SignalProducerConvertible` forms of `flatMap`/`flatMapError`, as
/// ReactiveSwift declares them (one overload per error combination, so a closure returning
/// `.init(value:)` or a `Property` type-checks as it does there).
extension Signal where Value: SignalProducerConvertible, Error == Value.Error {
    /// Flattens the inner producers (or signals, properties) with `strategy`.
    public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Error> {
        flatMap(strategy) { $0.producer }
    }
}

extension Signal where Value: SignalProducerConvertible, Error == Never {
    /// Flattens inner producers that can fail, from a signal that cannot.
    public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Value.Error> {
        flatMap(strategy) { $0.producer }
    }
}

extension Signal where Value: SignalProducerConvertible, Error == Never, Value.Error == Never {
    /// Flattens inner producers, neither able to fail.
    public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Never> {
        flatMap(strategy) { $0.producer }
    }
}

extension Signal where Value: SignalProducerConvertible, Value.Error == Never {
    /// Flattens inner producers that cannot fail.
    public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Error> {
        flatMap(strategy) { $0.producer }
    }
}

extension Signal where Value: Sequence {
    /// Sends the elements of each sequence value, in order.
    public func flatten() -> Signal<Value.Element, Error> {
        flatMap(.merge) { SignalProducer<Value.Element, Error>($0) }
    }
}

extension SignalProducer where Value: SignalProducerConvertible, Error == Value.Error {
    /// Flattens the inner producers (or signals, properties) with `strategy`.
    public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Error> {
        flatMap(strategy) { $0.producer }
    }
}

extension SignalProducer where Value: SignalProducerConvertible, Error == Never {
    /// Flattens inner producers that can fail, from a producer that cannot.
    public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Value.Error> {
        flatMap(strategy) { $0.producer }
    }
}

extension SignalProducer where Value: SignalProducerConvertible, Error == Never, Value.Error == Never {
    /// Flattens inner producers, neither able to fail.
    public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Never> {
        flatMap(strategy) { $0.producer }
    }
}

extension SignalProducer where Value: SignalProducerConvertible, Value.Error == Never {
    /// Flattens inner producers that cannot fail.
    public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Error> {
        flatMap(strategy) { $0.producer }
    }
}

extension SignalProducer where Value: Sequence {
    /// Sends the elements of each sequence value, in order.
    public func flatten() -> SignalProducer<Value.Element, Error> {
        flatMap(.merge) { SignalProducer<Value.Element, Error>($0) }
    }
}

extension Signal {
    /// Maps each value to anything convertible to a producer with the same error, flattened with `strategy`.
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
    ) -> Signal<Inner.Value, Error> where Inner.Error == Error {
        flatMap(strategy) { transform($0).producer }
    }

    /// Maps each value to anything convertible to a producer that cannot fail, flattened with `strategy`.
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
    ) -> Signal<Inner.Value, Error> where Inner.Error == Never {
        flatMap(strategy) { transform($0).producer }
    }

    /// Replaces a failure with what `transform` returns (anything convertible to a producer).
    public func flatMapError<Inner: SignalProducerConvertible>(
        _ transform: @escaping (Error) -> Inner
    ) -> Signal<Value, Inner.Error> where Inner.Value == Value {
        flatMapError { transform($0).producer }
    }
}

extension Signal where Error == Never {
    /// Maps each value to anything convertible to a producer, flattened with `strategy`.
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
    ) -> Signal<Inner.Value, Inner.Error> {
        flatMap(strategy) { transform($0).producer }
    }

    /// Maps each value to anything convertible to a producer that cannot fail, flattened with `strategy`.
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
    ) -> Signal<Inner.Value, Never> where Inner.Error == Never {
        flatMap(strategy) { transform($0).producer }
    }
}

extension SignalProducer {
    /// Maps each value to anything convertible to a producer with the same error, flattened with `strategy`.
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
    ) -> SignalProducer<Inner.Value, Error> where Inner.Error == Error {
        flatMap(strategy) { transform($0).producer }
    }

    /// Maps each value to anything convertible to a producer that cannot fail, flattened with `strategy`.
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
    ) -> SignalProducer<Inner.Value, Error> where Inner.Error == Never {
        flatMap(strategy) { transform($0).producer }
    }

    /// Replaces a failure with what `transform` returns (anything convertible to a producer).
    public func flatMapError<Inner: SignalProducerConvertible>(
        _ transform: @escaping (Error) -> Inner
    ) -> SignalProducer<Value, Inner.Error> where Inner.Value == Value {
        flatMapError { transform($0).producer }
    }
}

extension SignalProducer where Error == Never {
    /// Maps each value to anything convertible to a producer, flattened with `strategy`.
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
    ) -> SignalProducer<Inner.Value, Inner.Error> {
        flatMap(strategy) { transform($0).producer }
    }

    /// Maps each value to anything convertible to a producer that cannot fail, flattened with `strategy`.
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
    ) -> SignalProducer<Inner.Value, Never> where Inner.Error == Never {
        flatMap(strategy) { transform($0).producer }
    }
}

extension Result: SignalProducerConvertible {
    /// A producer that sends the success value and completes, or fails (ReactiveSwift's conformance).
    public var producer: SignalProducer<Success, Failure> {
        SignalProducer(result: self)
    }
}
