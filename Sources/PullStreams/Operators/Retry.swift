import Foundation

extension SignalProducer {
    /// Restarts the producer after a failure, up to `count` more times.
    ///
    /// Same as ReactiveSwift's `retry(upTo:)`: values of failed attempts are forwarded; the last
    /// failure is forwarded when no attempt is left. A negative count means no retry.
    ///
    /// ```swift
    /// var attempts = 0
    /// SignalProducer<Int, URLError> { o, _ in attempts += 1; o.send(error: URLError(.timedOut)) }
    ///     .retry(upTo: 2).startWithFailed { _ in print(attempts) }
    /// // Prints: 3
    /// ```
    public func retry(upTo count: Int) -> SignalProducer<Value, Error> {
        SignalProducer { observer, lifetime in
            var remaining = max(0, count)
            let current = SerialDisposable()
            lifetime += current
            func attempt() {
                current.inner = self.start { event in
                    if case .failed = event, remaining > 0, !lifetime.hasEnded {
                        remaining -= 1
                        attempt()
                    } else {
                        observer.send(event)
                    }
                }
            }
            attempt()
        }
    }
}

extension SignalProducer {
    /// Retries up to `count` times, waiting `interval` seconds on `scheduler` before each retry;
    /// the last failure is forwarded at once (ReactiveSwift's `retry(upTo:interval:on:)`).
    public func retry(upTo count: Int, interval: TimeInterval, on scheduler: DateScheduler) -> SignalProducer<Value, Error> {
        guard count > 0 else { return self }
        return SignalProducer { observer, lifetime in
            var retries = count
            lifetime += self.flatMapError { error -> SignalProducer<Value, Error> in
                var next = SignalProducer<Value, Error>(error: error)
                if retries > 0 {
                    next = SignalProducer<Value, Error>.empty.delay(interval, on: scheduler).concat(next)
                }
                retries -= 1
                return next
            }
            .retry(upTo: count)
            .start(observer)
        }
    }
}
