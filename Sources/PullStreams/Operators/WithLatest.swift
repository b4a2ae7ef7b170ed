import Scheduling

extension Signal {
    /// Pairs each value with the latest value of `samplee` (values before `samplee` has one are dropped).
    ///
    /// Same as ReactiveSwift's `withLatest(from:)`: this signal's terminal events end the result;
    /// `samplee`'s do not.
    ///
    /// ```swift
    /// let (taps, tap) = Signal<(), Never>.pipe(); let (text, type) = Signal<String, Never>.pipe()
    /// taps.withLatest(from: text).observeValues { print($0.1) }
    /// type.send(value: "hi"); tap.send(value: ())
    /// // Prints: hi
    /// ```
    public func withLatest<U>(from samplee: Signal<U, Never>) -> Signal<(Value, U), Error> {
        Signal<(Value, U), Error>(
            { observer, lifetime in
                let latest = Locked<U?>(nil)
                lifetime += samplee.observeValues { value in latest.withLock { $0 = value } }
                lifetime += self.observe { event in
                    switch event {
                    case let .value(value):
                        if let other = latest.withLock({ $0 }) { observer.send(value: (value, other)) }
                    case .completed: observer.sendCompleted()
                    case let .failed(error): observer.send(error: error)
                    case .interrupted: observer.sendInterrupted()
                    }
                }
            }, interruptsOnDeinit: false)
    }

    /// Pairs each value with the latest value of `samplee`, started when this signal is observed.
    public func withLatest<U>(from samplee: SignalProducer<U, Never>) -> Signal<(Value, U), Error> {
        Signal<(Value, U), Error>(
            { observer, lifetime in
                samplee.startWithSignal { signal, interruptHandle in
                    lifetime += interruptHandle
                    lifetime += self.withLatest(from: signal).observe(observer)
                }
            }, interruptsOnDeinit: false)
    }

    /// `withLatest(from:)` for anything convertible to a producer (a `Property`).
    public func withLatest<Samplee: SignalProducerConvertible>(from samplee: Samplee) -> Signal<(Value, Samplee.Value), Error>
    where Samplee.Error == Never {
        withLatest(from: samplee.producer)
    }
}

extension SignalProducer {
    /// Pairs each value with the latest value of `samplee`. As ReactiveSwift's (`liftRight`):
    /// `samplee` starts first; disposing interrupts this producer first.
    public func withLatest<U>(from samplee: SignalProducer<U, Never>) -> SignalProducer<(Value, U), Error> {
        lift { (signal: Signal<Value, Error>) in { (sampleeSignal: Signal<U, Never>) in signal.withLatest(from: sampleeSignal) } }(samplee)
    }

    /// Pairs each value with the latest value of the signal `samplee`.
    public func withLatest<U>(from samplee: Signal<U, Never>) -> SignalProducer<(Value, U), Error> {
        lift { $0.withLatest(from: samplee) }
    }

    /// `withLatest(from:)` for anything convertible to a producer (a `Property`).
    public func withLatest<Samplee: SignalProducerConvertible>(from samplee: Samplee) -> SignalProducer<(Value, Samplee.Value), Error>
    where Samplee.Error == Never {
        withLatest(from: samplee.producer)
    }
}
