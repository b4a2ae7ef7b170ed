import Scheduling

extension Signal {
    /// Maps values on `scheduler`, only the latest of those that arrive before it gets to run.
    ///
    /// Same as ReactiveSwift's `lazyMap(on:transform:)`: the first value of a burst schedules one
    /// transform; later values of the burst replace it; terminal events follow on the scheduler
    /// (an interruption cancels the pending transform).
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let (s, input) = Signal<Int, Never>.pipe()
    /// s.lazyMap(on: scheduler) { $0 * 10 }.observeValues { print($0) }
    /// input.send(value: 1); input.send(value: 2); scheduler.advance()
    /// // Prints: 20
    /// ```
    public func lazyMap<U>(on scheduler: Scheduler, transform: @escaping (Value) -> U) -> Signal<U, Error> {
        lift(Self.lazilyMapping(on: scheduler, transform))
    }

    static func lazilyMapping<U>(on scheduler: Scheduler, _ transform: @escaping (Value) -> U) -> Transformation<U, Error> {
        { observer, lifetime in
            let box = Locked<Value?>(nil)
            let pending = SerialDisposable()
            lifetime += pending
            return { event in
                switch event {
                case let .value(value):
                    let first = box.withLock { box -> Bool in
                        defer { box = value }
                        return box == nil
                    }
                    guard first else { return }
                    pending.inner = scheduler.schedule {
                        if let value = box.withLock({ box -> Value? in
                            defer { box = nil }
                            return box
                        }) {
                            observer.send(value: transform(value))
                        }
                    }
                case .interrupted:
                    pending.dispose()
                    lifetime += scheduler.schedule { observer.sendInterrupted() }
                case .completed:
                    lifetime += scheduler.schedule { observer.sendCompleted() }
                case let .failed(error):
                    lifetime += scheduler.schedule { observer.send(error: error) }
                }
            }
        }
    }
}

extension SignalProducer {
    /// Maps values on `scheduler`, only the latest of each burst (see `Signal.lazyMap(on:transform:)`).
    public func lazyMap<U>(on scheduler: Scheduler, transform: @escaping (Value) -> U) -> SignalProducer<U, Error> {
        flatMapAsyncEvent(on: scheduler, Signal.lazilyMapping(on: scheduler, transform))
    }
}
