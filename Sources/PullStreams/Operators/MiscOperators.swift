import Foundation
import Scheduling

extension SignalProducer {
    /// A producer of what `base` (a `Result`, a `Property`, another producer) produces
    /// (ReactiveSwift's `init(_:)` over `SignalProducerConvertible`).
    public init<T: SignalProducerConvertible>(_ base: T) where T.Value == Value, T.Error == Error {
        self = base.producer
    }

    /// Forwards values until `shouldContinue` returns `false`; that value is forwarded, then the
    /// producer completes (ReactiveSwift's `take(until:)` with a predicate).
    public func take(until shouldContinue: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
        flatMapEvent(Signal.takingUntil(shouldContinue))
    }

    /// Each time the signal `sampler` sends, forwards the latest value (see `Signal.sample(on:)`).
    public func sample(on sampler: Signal<(), Never>) -> SignalProducer<Value, Error> {
        lift { $0.sample(on: sampler) }
    }

    /// Each time the signal `sampler` sends, forwards the latest value paired with it.
    public func sample<U>(with sampler: Signal<U, Never>) -> SignalProducer<(Value, U), Error> {
        lift { $0.sample(with: sampler) }
    }

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

    /// The same producer, with its value type spelled out (ReactiveSwift's `promoteValue()`).
    public func promoteValue(_: Value.Type = Value.self) -> SignalProducer<Value, Error> {
        self
    }

}

extension SignalProducer where Error == Never {
    /// Fails with `error` if a run has not terminated `interval` seconds after it starts.
    public func timeout<NewError>(after interval: TimeInterval, raising error: NewError, on scheduler: DateScheduler) -> SignalProducer<Value, NewError> {
        lift { $0.timeout(after: interval, raising: error, on: scheduler) }
    }
}

extension SignalProducer where Value == Never {
    /// A producer of any value type that, like this one, sends no value (`promoteValue`).
    public func promoteValue<U>(_: U.Type = U.self) -> SignalProducer<U, Error> {
        lift { $0.promoteValue(U.self) }
    }
}

extension Signal {
    /// Forwards values until `shouldContinue` returns `false`; that value is forwarded, then the
    /// signal completes (ReactiveSwift's `take(until:)` with a predicate).
    public func take(until shouldContinue: @escaping (Value) -> Bool) -> Signal<Value, Error> {
        lift(Self.takingUntil(shouldContinue))
    }

    static func takingUntil(_ shouldContinue: @escaping (Value) -> Bool) -> Transformation<Value, Error> {
        { observer, _ in
            { event in
                observer.send(event)
                if case let .value(value) = event, !shouldContinue(value) { observer.sendCompleted() }
            }
        }
    }

    /// The same signal, with its value type spelled out.
    public func promoteValue(_: Value.Type = Value.self) -> Signal<Value, Error> {
        self
    }


    /// Collects values and sends them every `interval` on `scheduler` (ReactiveSwift's
    /// `collect(every:on:skipEmpty:discardWhenCompleted:)`): an empty array too unless `skipEmpty`;
    /// on completion what is pending is dropped (`discardWhenCompleted`) or sent at the next tick.
    public func collect(
        every interval: DispatchTimeInterval, on scheduler: DateScheduler, skipEmpty: Bool = false, discardWhenCompleted: Bool = true
    ) -> Signal<[Value], Error> {
        lift(Self.collecting(every: interval, on: scheduler, skipEmpty: skipEmpty, discardWhenCompleted: discardWhenCompleted))
    }

    static func collecting(
        every interval: DispatchTimeInterval, on scheduler: DateScheduler, skipEmpty: Bool, discardWhenCompleted: Bool
    ) -> Transformation<[Value], Error> {
        { observer, lifetime in
            let state = Locked<(values: [Value], completed: Bool, active: Bool)>(([], false, true))
            let timer = SerialDisposable()
            lifetime += timer
            let first = scheduler.currentDate.addingTimeInterval(interval.timeInterval)
            timer.inner = scheduler.schedule(after: first, interval: interval, leeway: .nanoseconds(Int(interval.nanoseconds / 10))) {
                let (batch, completed): ([Value]?, Bool) = state.withLock { state in
                    guard state.active else { return (nil, false) }
                    let batch: [Value]? = state.values.isEmpty && skipEmpty ? nil : state.values
                    state.values.removeAll()
                    if state.completed { state.active = false }
                    return (batch, state.completed)
                }
                if let batch { observer.send(value: batch) }
                if completed {
                    timer.dispose()
                    observer.sendCompleted()
                }
            }
            return { event in
                switch event {
                case let .value(value):
                    state.withLock { $0.values.append(value) }
                case .completed where !discardWhenCompleted:
                    state.withLock { $0.completed = true }
                default:
                    let active = state.withLock { state -> Bool in
                        defer { state.active = false }
                        return state.active
                    }
                    guard active else { return }
                    timer.dispose()
                    lifetime += scheduler.schedule { observer.send(event.map { _ in [] }) }
                }
            }
        }
    }
}

extension Signal where Value == Never {
    /// A signal of any value type that, like this one, sends no value.
    public func promoteValue<U>(_: U.Type = U.self) -> Signal<U, Error> {
        lift(stateless: { observer in
            { event in
                switch event {
                case .value: break
                case let .failed(error): observer.send(error: error)
                case .completed: observer.sendCompleted()
                case .interrupted: observer.sendInterrupted()
                }
            }
        })
    }
}

extension Signal where Error == Never {
    /// Fails with `error` if the signal has not terminated `interval` seconds from now.
    public func timeout<NewError>(after interval: TimeInterval, raising error: NewError, on scheduler: DateScheduler) -> Signal<Value, NewError> {
        promoteError(NewError.self).timeout(after: interval, raising: error, on: scheduler)
    }
}

extension SignalProducer {
    /// Collects values and sends them every `interval` on `scheduler` (see `Signal.collect(every:…)`).
    public func collect(
        every interval: DispatchTimeInterval, on scheduler: DateScheduler, skipEmpty: Bool = false, discardWhenCompleted: Bool = true
    ) -> SignalProducer<[Value], Error> {
        flatMapAsyncEvent(on: scheduler, Signal.collecting(every: interval, on: scheduler, skipEmpty: skipEmpty, discardWhenCompleted: discardWhenCompleted))
    }

    /// ReactiveSwift's `liftRight` (the binary `lift`): this producer's signal is made first, the
    /// other producer starts first.
    func liftRight<U, F, V, G>(
        _ transform: @escaping (Signal<Value, Error>) -> (Signal<U, F>) -> Signal<V, G>
    ) -> (SignalProducer<U, F>) -> SignalProducer<V, G> {
        lift(transform)
    }

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
