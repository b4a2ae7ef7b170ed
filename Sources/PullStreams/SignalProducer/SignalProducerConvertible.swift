/// Anything that can be turned into a `SignalProducer`: a producer itself, or a `Signal`.
///
/// Same as ReactiveSwift's `SignalProducerConvertible`; the static combinators take it.
public protocol SignalProducerConvertible {
    /// The type of values.
    associatedtype Value
    /// The type of error.
    associatedtype Error: Swift.Error

    /// The producer this stands for.
    var producer: SignalProducer<Value, Error> { get }
}

extension SignalProducer: SignalProducerConvertible {
    /// The producer itself.
    public var producer: SignalProducer<Value, Error> { self }
}

extension Signal: SignalProducerConvertible {
    /// A producer that observes this signal on each start.
    public var producer: SignalProducer<Value, Error> { SignalProducer(self) }
}
