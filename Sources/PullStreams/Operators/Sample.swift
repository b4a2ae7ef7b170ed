import Foundation
import Scheduling

extension Signal {
    /// Each time `sampler` sends a value, forwards the latest value of `self` paired with it.
    ///
    /// Same as ReactiveSwift's `sample(with:)`: nothing is sent before `self` has a value; the
    /// same value is sent again on every tick (also after `self` completed); completes once both
    /// `self` and the sampler have completed.
    ///
    /// ```swift
    /// let (v, vi) = Signal<Int, Never>.pipe(); let (tag, tagi) = Signal<String, Never>.pipe()
    /// v.sample(with: tag).observeValues { print($0) }
    /// vi.send(value: 2); tagi.send(value: "y")
    /// // Prints: (2, "y")
    /// ```
    public func sample<T>(with sampler: Signal<T, Never>) -> Signal<(Value, T), Error> {
        Signal<(Value, T), Error>(
            { observer, lifetime in
                let state = Locked<(latest: Value?, selfCompleted: Bool, samplerCompleted: Bool)>((nil, false, false))
                lifetime += self.observe { event in
                    switch event {
                    case let .value(value): state.withLock { $0.latest = value }
                    case let .failed(error): observer.send(error: error)
                    case .interrupted: observer.sendInterrupted()
                    case .completed:
                        // As in ReactiveSwift: completes once both this signal and the sampler have.
                        let both = state.withLock { state -> Bool in
                            state.selfCompleted = true
                            return state.samplerCompleted
                        }
                        if both { observer.sendCompleted() }
                    }
                }
                lifetime += sampler.observe { event in
                    switch event {
                    case let .value(tick):
                        if let value = state.withLock({ $0.latest }) { observer.send(value: (value, tick)) }
                    case .completed:
                        let both = state.withLock { state -> Bool in
                            state.samplerCompleted = true
                            return state.selfCompleted
                        }
                        if both { observer.sendCompleted() }
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
        // ReactiveSwift's `liftLeft`: the sampler's signal is made first; this producer starts
        // first; disposing interrupts the sampler first.
        liftLeft { (signal: Signal<Value, Error>) in { (samplerSignal: Signal<U, Never>) in signal.sample(with: samplerSignal) } }(sampler)
    }

    /// Each time `sampler` sends a value, forwards the latest value of `self`.
    public func sample(on sampler: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
        sample(with: sampler).map { (pair: (Value, ())) -> Value in pair.0 }
    }
}

extension SignalProducer {
    /// Each time the signal `sampler` sends, forwards the latest value (see `Signal.sample(on:)`).
    public func sample(on sampler: Signal<(), Never>) -> SignalProducer<Value, Error> {
        lift { $0.sample(on: sampler) }
    }

    /// Each time the signal `sampler` sends, forwards the latest value paired with it.
    public func sample<U>(with sampler: Signal<U, Never>) -> SignalProducer<(Value, U), Error> {
        lift { $0.sample(with: sampler) }
    }
}
