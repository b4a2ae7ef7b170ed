/// `then(_:)`: ignore the values, and after completion continue with the replacement. The overload
/// set is ReactiveSwift's, so the same calls type-check.
extension SignalProducer {
    /// Starts this producer, ignores its values, and when it completes starts `replacement`.
    /// A failure or interruption ends the result instead (the replacement never starts).
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(values: 1, 2).then(SignalProducer<String, Never>(value: "done"))
    ///     .startWithValues { print($0) }
    /// // Prints: done
    /// ```
    func thenStarting<Replacement: SignalProducerConvertible>(_ replacement: Replacement) -> SignalProducer<Replacement.Value, Error>
    where Replacement.Error == Error {
        SignalProducer<Replacement.Value, Error> { observer, lifetime in
            self.startWithSignal { signal, interruptHandle in
                lifetime += interruptHandle
                signal.observe { event in
                    switch event {
                    case let .failed(error): observer.send(error: error)
                    case .completed: lifetime += replacement.producer.start(observer)
                    case .interrupted: observer.sendInterrupted()
                    case .value: break
                    }
                }
            }
        }
    }

    /// After completion, continues with a replacement that cannot fail.
    public func then<U>(_ replacement: SignalProducer<U, Never>) -> SignalProducer<U, Error> {
        thenStarting(replacement.promoteError(Error.self))
    }

    /// After completion, continues with anything convertible to a producer that cannot fail.
    public func then<Replacement: SignalProducerConvertible>(_ replacement: Replacement) -> SignalProducer<Replacement.Value, Error>
    where Replacement.Error == Never {
        then(replacement.producer)
    }

    /// After completion, continues with `replacement`.
    public func then<U>(_ replacement: SignalProducer<U, Error>) -> SignalProducer<U, Error> {
        thenStarting(replacement)
    }

    /// After completion, continues with anything convertible to a producer with this error type.
    public func then<Replacement: SignalProducerConvertible>(_ replacement: Replacement) -> SignalProducer<Replacement.Value, Error>
    where Replacement.Error == Error {
        thenStarting(replacement)
    }

    /// After completion, continues with `replacement` of the same type.
    public func then(_ replacement: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        thenStarting(replacement)
    }

    /// After completion, continues with anything convertible to a producer of the same type.
    public func then<Replacement: SignalProducerConvertible>(_ replacement: Replacement) -> SignalProducer<Value, Error>
    where Replacement.Value == Value, Replacement.Error == Error {
        thenStarting(replacement)
    }
}

extension SignalProducer where Error == Never {
    /// After completion, continues with a replacement that can fail.
    public func then<U, F>(_ replacement: SignalProducer<U, F>) -> SignalProducer<U, F> {
        promoteError(F.self).thenStarting(replacement)
    }

    /// After completion, continues with anything convertible to a producer.
    public func then<Replacement: SignalProducerConvertible>(
        _ replacement: Replacement
    ) -> SignalProducer<Replacement.Value, Replacement.Error> {
        then(replacement.producer)
    }

    /// After completion, continues with a replacement that cannot fail.
    public func then<U>(_ replacement: SignalProducer<U, Never>) -> SignalProducer<U, Never> {
        thenStarting(replacement)
    }

    /// After completion, continues with anything convertible to a producer that cannot fail.
    public func then<Replacement: SignalProducerConvertible>(_ replacement: Replacement) -> SignalProducer<Replacement.Value, Never>
    where Replacement.Error == Never {
        thenStarting(replacement)
    }

    /// After completion, continues with `replacement` of the same type.
    public func then(_ replacement: SignalProducer<Value, Never>) -> SignalProducer<Value, Never> {
        thenStarting(replacement)
    }

    /// After completion, continues with anything convertible to a producer of the same type.
    public func then<Replacement: SignalProducerConvertible>(_ replacement: Replacement) -> SignalProducer<Value, Never>
    where Replacement.Value == Value, Replacement.Error == Never {
        thenStarting(replacement)
    }
}
