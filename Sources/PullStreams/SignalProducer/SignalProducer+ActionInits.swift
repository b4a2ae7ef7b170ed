import Foundation

extension SignalProducer {
    /// A producer that runs `action` once per start and sends its result: the success value then
    /// `completed`, or the failure (ReactiveSwift's `init(_:)` over a `Result`).
    public init(_ action: @escaping () -> Result<Value, Error>) {
        self.init { observer, _ in
            switch action() {
            case let .success(value):
                observer.send(value: value)
                observer.sendCompleted()
            case let .failure(error):
                observer.send(error: error)
            }
        }
    }
}

extension SignalProducer where Error == Swift.Error {
    /// A producer that runs the throwing `action` once per start: its value then `completed`, or
    /// the thrown error (ReactiveSwift's `init(_:)` for `Error == Swift.Error`).
    public init(_ action: @escaping () throws -> Value) {
        self.init { () -> Result<Value, Swift.Error> in Result { try action() } }
    }
}

extension SignalProducer {
    /// A producer of what `base` (a `Result`, a `Property`, another producer) produces
    /// (ReactiveSwift's `init(_:)` over `SignalProducerConvertible`).
    public init<T: SignalProducerConvertible>(_ base: T) where T.Value == Value, T.Error == Error {
        self = base.producer
    }
}
