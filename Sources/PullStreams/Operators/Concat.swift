extension SignalProducer {
    /// Sends this producer's values, then (after it completes) `next`'s.
    ///
    /// Same as ReactiveSwift's `concat(_:)` (`[self, next]` flattened with `.concat`).
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(values: 1, 2).concat(SignalProducer(value: 3)).startWithValues { print($0) }
    /// // Prints: 1
    /// //         2
    /// //         3
    /// ```
    public func concat(_ next: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        SignalProducer<SignalProducer<Value, Error>, Error>([self, next]).flatten(.concat)
    }

    /// `concat(_:)` for anything convertible to a producer.
    public func concat<Next: SignalProducerConvertible>(_ next: Next) -> SignalProducer<Value, Error>
    where Next.Value == Value, Next.Error == Error {
        concat(next.producer)
    }

    /// Sends this producer's values, then `value`, then completes.
    public func concat(value: Value) -> SignalProducer<Value, Error> {
        concat(SignalProducer(value: value))
    }

    /// Sends this producer's values, then fails with `error`.
    public func concat(error: Error) -> SignalProducer<Value, Error> {
        concat(SignalProducer(error: error))
    }

    /// `prefix(_:)` for anything convertible to a producer.
    public func prefix<Previous: SignalProducerConvertible>(_ previous: Previous) -> SignalProducer<Value, Error>
    where Previous.Value == Value, Previous.Error == Error {
        prefix(previous.producer)
    }

    /// Starts this producer and `other` and forwards the values of both (ReactiveSwift's `merge(with:)`).
    public func merge(with other: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        SignalProducer.merge(self, other)
    }

    /// `merge(with:)` for anything convertible to a producer.
    public func merge<Other: SignalProducerConvertible>(with other: Other) -> SignalProducer<Value, Error>
    where Other.Value == Value, Other.Error == Error {
        merge(with: other.producer)
    }

    /// Starts every producer (in order) and forwards all their values; completes when all have.
    public static func merge<Seq: Sequence>(_ producers: Seq) -> SignalProducer<Value, Error>
    where Seq.Element == SignalProducer<Value, Error> {
        SignalProducer<SignalProducer<Value, Error>, Error>(Array(producers)).flatten(.merge)
    }

    /// Merges three producers (see `merge(_:)`).
    public static func merge<A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible>(
        _ a: A, _ b: B, _ c: C
    ) -> SignalProducer<Value, Error>
    where A.Value == Value, A.Error == Error, B.Value == Value, B.Error == Error, C.Value == Value, C.Error == Error {
        merge([a.producer, b.producer, c.producer])
    }

    /// Merges four producers (see `merge(_:)`).
    public static func merge<
        A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible, D: SignalProducerConvertible
    >(
        _ a: A, _ b: B, _ c: C, _ d: D
    ) -> SignalProducer<Value, Error>
    where
        A.Value == Value, A.Error == Error, B.Value == Value, B.Error == Error, C.Value == Value, C.Error == Error,
        D.Value == Value, D.Error == Error
    {
        merge([a.producer, b.producer, c.producer, d.producer])
    }
}

extension Signal {
    /// Forwards the values of this signal and `other` (ReactiveSwift's `merge(with:)`).
    public func merge(with other: Signal<Value, Error>) -> Signal<Value, Error> {
        Signal.merge(self, other)
    }
}
