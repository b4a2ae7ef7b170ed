extension Signal {
    /// Forwards values while `shouldContinue` returns `true`; completes at the first `false`.
    ///
    /// Same as ReactiveSwift's `take(while:)`.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(values: 1, 2, 3).take(while: { $0 < 3 }).startWithValues { print($0) }
    /// // Prints: 1
    /// //         2
    /// ```
    public func take(while shouldContinue: @escaping (Value) -> Bool) -> Signal<Value, Error> {
        lift(Self.taking(while: shouldContinue))
    }

    static func taking(while shouldContinue: @escaping (Value) -> Bool) -> Transformation<Value, Error> {
        { observer, _ in
            { event in
                if case let .value(value) = event, !shouldContinue(value) {
                    observer.sendCompleted()
                } else {
                    observer.send(event)
                }
            }
        }
    }

    /// Forwards events until `trigger` sends a value or completes, then completes.
    ///
    /// Same as ReactiveSwift's `take(until:)` (the transcript shows that a trigger completing
    /// without a value also ends the result).
    public func take(until trigger: Signal<(), Never>) -> Signal<Value, Error> {
        Signal(
            { observer, lifetime in
                lifetime += trigger.observe { event in
                    switch event {
                    case .value, .completed: observer.sendCompleted()
                    case .interrupted: break
                    }
                }
                lifetime += self.observe(observer)
            }, interruptsOnDeinit: false)
    }
}

extension SignalProducer {
    /// Forwards values while `shouldContinue` returns `true`; completes at the first `false`.
    public func take(while shouldContinue: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
        flatMapEvent(Signal.taking(while: shouldContinue))
    }

    /// Starts `trigger` first, then this producer; completes when `trigger` sends a value or completes.
    public func take(until trigger: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
        SignalProducer { observer, lifetime in
            lifetime += trigger.start { event in
                switch event {
                case .value, .completed: observer.sendCompleted()
                case .interrupted: break
                }
            }
            guard !lifetime.hasEnded else { return }
            lifetime += self.start(observer)
        }
    }
}
