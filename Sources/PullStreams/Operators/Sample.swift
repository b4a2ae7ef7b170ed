import Scheduling

extension Signal {
    /// Each time `sampler` sends a value, forwards the latest value of `self` paired with it.
    ///
    /// Same as ReactiveSwift's `sample(with:)`: nothing is sent before `self` has a value; the
    /// same value is sent again on every tick (also after `self` completed); completes when the
    /// sampler completes.
    ///
    /// ```swift
    /// let (v, vi) = Signal<Int, Never>.pipe(); let (tag, tagi) = Signal<String, Never>.pipe()
    /// v.sample(with: tag).observeValues { print($0) }
    /// vi.send(value: 2); tagi.send(value: "y")
    /// // Prints: (2, "y")
    /// ```
    public func sample<T>(with sampler: Signal<T, Never>) -> Signal<(Value, T), Error> {
        Signal<(Value, T), Error>({ observer, lifetime in
            let latest = Locked<Value?>(nil)
            lifetime += self.observe { event in
                switch event {
                case let .value(value): latest.withLock { $0 = value }
                case let .failed(error): observer.send(error: error)
                case .interrupted: observer.sendInterrupted()
                case .completed: break
                }
            }
            lifetime += sampler.observe { event in
                switch event {
                case let .value(tick):
                    if let value = latest.withLock({ $0 }) { observer.send(value: (value, tick)) }
                case .completed: observer.sendCompleted()
                case .interrupted: observer.sendInterrupted()
                }
            }
        }, interruptsOnDeinit: false)
    }

    /// Each time `sampler` sends a value, forwards the latest value of `self`.
    ///
    /// Same as ReactiveSwift's `sample(on:)` (see `sample(with:)` for the rules).
    public func sample(on sampler: Signal<(), Never>) -> Signal<Value, Error> {
        sample(with: sampler).map { (pair: (Value, ())) -> Value in pair.0 }
    }
}

extension SignalProducer {
    /// Each time `sampler` sends a value, forwards the latest value of `self` paired with it.
    public func sample<U>(with sampler: SignalProducer<U, Never>) -> SignalProducer<(Value, U), Error> {
        SignalProducer<(Value, U), Error> { observer, lifetime in
            let (samplerSignal, samplerInput) = Signal<U, Never>.pipe()
            let (selfSignal, selfInput) = Signal<Value, Error>.pipe()
            lifetime += selfSignal.sample(with: samplerSignal).observe(observer)
            lifetime += self.start(selfInput)
            lifetime += sampler.start(samplerInput)
        }
    }

    /// Each time `sampler` sends a value, forwards the latest value of `self`.
    public func sample(on sampler: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
        sample(with: sampler).map { (pair: (Value, ())) -> Value in pair.0 }
    }
}
