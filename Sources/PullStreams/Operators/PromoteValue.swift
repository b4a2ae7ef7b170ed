import Foundation
import Scheduling

extension SignalProducer {
    /// The same producer, with its value type spelled out (ReactiveSwift's `promoteValue()`).
    public func promoteValue(_: Value.Type = Value.self) -> SignalProducer<Value, Error> {
        self
    }
}

extension SignalProducer where Value == Never {
    /// A producer of any value type that, like this one, sends no value (`promoteValue`).
    public func promoteValue<U>(_: U.Type = U.self) -> SignalProducer<U, Error> {
        lift { $0.promoteValue(U.self) }
    }
}

extension Signal {
    /// The same signal, with its value type spelled out.
    public func promoteValue(_: Value.Type = Value.self) -> Signal<Value, Error> {
        self
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
