/// A type-erased publisher.
///
/// Mirrors Combine's `AnyPublisher`; `eraseToAnyPublisher()` hides an operator chain's type.
///
/// ```swift
/// let p: AnyPublisher<Int, Never> = Just(1).map { $0 * 6 }.eraseToAnyPublisher()
/// let c = p.sink { print($0) }
/// // Prints: 6
/// ```
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
    private let subscribeBody: (AnySubscriber<Output, Failure>) -> Void

    /// Wraps `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            subscribeBody = erased.subscribeBody
        } else {
            subscribeBody = { publisher.receive(subscriber: $0) }
        }
    }

    /// `AnyPublisher`.
    public var description: String { "AnyPublisher" }

    /// Subscribes `subscriber` to the wrapped publisher.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribeBody(AnySubscriber(subscriber))
    }
}

extension Publisher {
    /// Wraps this publisher in an `AnyPublisher`.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}
