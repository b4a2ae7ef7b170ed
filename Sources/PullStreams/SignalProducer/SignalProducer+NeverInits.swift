/// The initializers ReactiveSwift declares a second time for producers that cannot fail. They do
/// what the general ones do; being more specific, they let `.init(value: 0)` in a closure infer the
/// error type `Never` (`flatMap(.latest) { _ in .init(value: 0) }`, `flatMapError { _ in .init(value: 0) }`).
extension SignalProducer where Error == Never {
    /// A producer that sends `value`, then completes.
    @inlinable
    public init(value: Value) {
        self.init(recipe: .value(value))
    }

    /// A producer that sends the elements of `values`, then completes.
    @inlinable
    public init<S: Sequence>(_ values: S) where S.Iterator.Element == Value {
        self.init(makeInstance: { SequenceRun<S, Error>(values).instance })
    }

    /// A producer that sends the given values, then completes.
    public init(values first: Value, _ second: Value, _ tail: Value...) {
        self.init([first, second] + tail)
    }
}
