import Foundation
import Scheduling

extension Signal {
    /// Drops values until `trigger` sends a value or completes; then forwards everything
    /// (ReactiveSwift's `skip(until:)`).
    public func skip(until trigger: Signal<(), Never>) -> Signal<Value, Error> {
        Signal(
            { observer, lifetime in
                let current = SerialDisposable()
                lifetime += current
                current.inner = trigger.observe { event in
                    switch event {
                    case .value, .completed: current.inner = self.observe(observer)
                    case .interrupted: break
                    }
                }
            }, interruptsOnDeinit: false)
    }
}

extension SignalProducer {
    /// Drops values until `trigger` sends a value or completes (`trigger` starts first, as ReactiveSwift's).
    public func skip(until trigger: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
        lift(Signal.skip(until:))(trigger)
    }
}

extension Signal {
    /// Drops values while `shouldContinue` holds, then forwards everything (ReactiveSwift's `skip(while:)`).
    public func skip(while shouldContinue: @escaping (Value) -> Bool) -> Signal<Value, Error> {
        lift(Self.skipping(while: shouldContinue))
    }

    static func skipping(while shouldContinue: @escaping (Value) -> Bool) -> Transformation<Value, Error> {
        { observer, _ in
            var skipping = true
            return { event in
                if skipping, case let .value(value) = event {
                    guard !shouldContinue(value) else { return }
                    skipping = false
                }
                observer.send(event)
            }
        }
    }
}

extension SignalProducer {
    /// Drops values while `shouldContinue` holds, then forwards everything.
    public func skip(while shouldContinue: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
        flatMapEvent(Signal.skipping(while: shouldContinue))
    }
}
