import Scheduling

/// `throttle(while:on:)`'s state: passing values through, holding back the latest, or ended.
enum ThrottleWhileState<Value> {
    case resumed
    case throttled(Value?)
    case terminated
}

extension Signal {
    /// Holds values back while `shouldThrottle` is `true`; when it turns `false`, sends the latest
    /// one held. Everything is delivered on `scheduler`.
    ///
    /// Same as ReactiveSwift's `throttle(while:on:)`.
    ///
    /// ```swift
    /// let paused = MutableProperty(true)
    /// let (s, input) = Signal<Int, Never>.pipe()
    /// s.throttle(while: paused, on: ImmediateScheduler()).observeValues { print($0) }
    /// input.send(value: 1); input.send(value: 2); paused.value = false
    /// // Prints: 2
    /// ```
    public func throttle<P: PropertyProtocol>(while shouldThrottle: P, on scheduler: Scheduler) -> Signal<Value, Error>
    where P.Value == Bool {
        Signal(
            { observer, lifetime in
                let state = Locked<ThrottleWhileState<Value>>(.resumed)
                let pending = SerialDisposable()
                lifetime += pending
                lifetime += shouldThrottle.producer.skipRepeats().startWithValues { throttling in
                    let release: Value? = state.withLock { state in
                        if case .terminated = state { return nil }
                        if throttling {
                            state = .throttled(nil)
                            return nil
                        }
                        defer { state = .resumed }
                        if case let .throttled(value?) = state { return value }
                        return nil
                    }
                    if let release { pending.inner = scheduler.schedule { observer.send(value: release) } }
                }
                lifetime += self.observe { event in
                    let forward: Event? = state.withLock { state in
                        switch event {
                        case let .value(value):
                            switch state {
                            case .throttled:
                                state = .throttled(value)
                                return nil
                            case .resumed: return event
                            case .terminated: return nil
                            }
                        case .completed, .interrupted, .failed:
                            state = .terminated
                            return event
                        }
                    }
                    if let forward { pending.inner = scheduler.schedule { observer.send(forward) } }
                }
            }, interruptsOnDeinit: false)
    }
}

extension SignalProducer {
    /// Holds values back while `shouldThrottle` is `true` (see `Signal.throttle(while:on:)`). As in
    /// ReactiveSwift, the property is followed through `Property(_:)`, which does not retain it.
    public func throttle<P: PropertyProtocol>(while shouldThrottle: P, on scheduler: Scheduler) -> SignalProducer<Value, Error>
    where P.Value == Bool {
        let shouldThrottle = Property(shouldThrottle)
        return lift { $0.throttle(while: shouldThrottle, on: scheduler) }
    }
}
