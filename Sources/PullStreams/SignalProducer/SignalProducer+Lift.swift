import Foundation

extension SignalProducer {
    /// Applies a `Signal` operator to each run of this producer.
    ///
    /// Same as ReactiveSwift's `lift(_:)`: `transform` receives the run's signal before it starts;
    /// disposing interrupts the run.
    ///
    /// ```swift
    /// let doubled = SignalProducer<Int, Never>(values: 1, 2).lift { $0.map { $0 * 2 } }
    /// doubled.startWithValues { print($0) }
    /// // Prints: 2
    /// //         4
    /// ```
    public func lift<U, F>(_ transform: @escaping (Signal<Value, Error>) -> Signal<U, F>) -> SignalProducer<U, F> {
        // As ReactiveSwift's: the run's interrupt handle and the observation of the transformed signal
        // belong to the result's lifetime, so a terminal event downstream (a `take(first:)`) or a
        // dispose stops the upstream, and the transformed signal, no longer observed, ends.
        SignalProducer<U, F> { observer, lifetime in
            self.startWithSignal { signal, interruptHandle in
                lifetime += interruptHandle
                lifetime += transform(signal).observe(observer)
            }
        }
    }

    /// Applies a binary `Signal` operator to runs of this producer and another (ReactiveSwift's
    /// `lift`, which is `liftRight`: this producer's signal is made first, the other starts first).
    public func lift<U, F, V, G>(
        _ transform: @escaping (Signal<Value, Error>) -> (Signal<U, F>) -> Signal<V, G>
    ) -> (SignalProducer<U, F>) -> SignalProducer<V, G> {
        { right in
            SignalProducer<V, G> { observer, lifetime in
                self.startWithSignal { leftSignal, leftInterrupter in
                    lifetime += leftInterrupter
                    right.startWithSignal { rightSignal, rightInterrupter in
                        lifetime += rightInterrupter
                        lifetime += transform(leftSignal)(rightSignal).observe(observer)
                    }
                }
            }
        }
    }
}

extension SignalProducer {
    /// `lift` for a binary operator, ReactiveSwift's `liftLeft`: the other producer's signal is made
    /// first, this producer starts first, and disposal interrupts the other first.
    func liftLeft<U, F, V, G>(
        _ transform: @escaping (Signal<Value, Error>) -> (Signal<U, F>) -> Signal<V, G>
    ) -> (SignalProducer<U, F>) -> SignalProducer<V, G> {
        { right in
            SignalProducer<V, G> { observer, lifetime in
                right.startWithSignal(during: lifetime) { rightSignal in
                    self.startWithSignal(during: lifetime) { leftSignal in
                        lifetime += transform(leftSignal)(rightSignal).observe(observer)
                    }
                }
            }
        }
    }
}
