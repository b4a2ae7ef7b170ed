import Foundation
import Scheduling

extension SignalProducer {
    /// Forwards values until `shouldContinue` returns `false`; that value is forwarded, then the
    /// producer completes (ReactiveSwift's `take(until:)` with a predicate).
    public func take(until shouldContinue: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
        flatMapEvent(Signal.takingUntil(shouldContinue))
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

    /// Forwards this signal's events (not its completion) until `signal` sends anything; from then
    /// on forwards `signal`'s (ReactiveSwift's `take(untilReplacement:)`).
    public func take(untilReplacement signal: Signal<Value, Error>) -> Signal<Value, Error> {
        Signal(
            { observer, lifetime in
                let own = self.observe { event in
                    if case .completed = event { return }
                    observer.send(event)
                }
                lifetime += own
                lifetime += signal.observe { event in
                    own?.dispose()
                    observer.send(event)
                }
            }, interruptsOnDeinit: false)
    }
}

extension SignalProducer {
    /// Forwards this producer's events until `replacement` sends anything, then `replacement`'s.
    public func take(untilReplacement replacement: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        lift(Signal.take(untilReplacement:))(replacement)
    }
}
