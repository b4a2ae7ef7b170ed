/// A type-erased publisher.
///
/// Mirrors Combine's `AnyPublisher`; `eraseToAnyPublisher()` hides an operator chain's type.
/// Where ours differs: each subscription crosses a small relay that trampolines its events when the
/// thread's stack is deeply nested, so a chain nested 10,000 levels deep through `AnyPublisher`
/// (nested `flatMap`, `merge`, `append`, `prepend`…) runs on a default stack; Combine overflows there.
/// Shallow chains see no difference (events pass straight through, in order, synchronously).
///
/// ```swift
/// let p: AnyPublisher<Int, Never> = Just(1).map { $0 * 6 }.eraseToAnyPublisher()
/// let c = p.sink { print($0) }
/// // Prints: 6
/// ```
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
    private let publisher: any Publisher<Output, Failure>

    /// Wraps `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            self.publisher = erased.publisher
        } else {
            self.publisher = publisher
        }
    }

    /// `AnyPublisher`.
    public var description: String { "AnyPublisher" }

    /// Subscribes `subscriber` to the wrapped publisher.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        publisher.receive(subscriber: ErasedRelay(downstream: subscriber))
    }
}

extension Publisher {
    /// Wraps this publisher in an `AnyPublisher`.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}
