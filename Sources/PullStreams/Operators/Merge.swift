extension Signal {
    /// Forwards the values of all `signals` as they come; completes when all completed.
    ///
    /// Same as ReactiveSwift's `Signal.merge`: a failure or an interruption of any input ends it.
    ///
    /// ```swift
    /// let (a, ai) = Signal<Int, Never>.pipe(); let (b, bi) = Signal<Int, Never>.pipe()
    /// Signal.merge(a, b).observeValues { print($0) }
    /// ai.send(value: 1); bi.send(value: 2)
    /// // Prints: 1
    /// //         2
    /// ```
    public static func merge(_ signals: Signal<Value, Error>...) -> Signal<Value, Error> {
        merge(signals)
    }

    /// Forwards the values of all `signals` as they come; completes when all completed.
    public static func merge<Seq: Sequence>(_ signals: Seq) -> Signal<Value, Error>
    where Seq.Iterator.Element == Signal<Value, Error> {
        let producer = SignalProducer<Signal<Value, Error>, Error>(Array(signals)).flatMap(.merge) { $0.producer }
        return Signal(
            { observer, lifetime in
                lifetime += producer.start(observer)
            }, interruptsOnDeinit: false)
    }
}

extension SignalProducer {
    /// Starts both producers and forwards their values as they come; completes when both completed.
    ///
    /// Same as ReactiveSwift's `SignalProducer.merge(_:_:)`.
    public static func merge<A: SignalProducerConvertible, B: SignalProducerConvertible>(
        _ a: A, _ b: B
    ) -> SignalProducer<Value, Error>
    where A.Value == Value, A.Error == Error, B.Value == Value, B.Error == Error {
        SignalProducer<SignalProducer<Value, Error>, Error>(values: a.producer, b.producer).flatMap(.merge) { $0 }
    }

    /// Sends `value` first, then this producer's events.
    ///
    /// Same as ReactiveSwift's `prefix(value:)` (SignalProducer only).
    public func prefix(value: Value) -> SignalProducer<Value, Error> {
        prefix(SignalProducer(value: value))
    }

    /// Runs `previous` to completion first, then this producer.
    public func prefix(_ previous: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        SignalProducer<SignalProducer<Value, Error>, Error>(values: previous, self).flatMap(.concat) { $0 }
    }
}
