/// A publisher that never emits a value; it finishes at once, or never.
///
/// Mirrors Combine's `Empty(completeImmediately:)`: `Empty(completeImmediately: false)` is the
/// "never" publisher.
///
/// ```swift
/// let c = Empty<Int, Never>().sink(receiveCompletion: { print($0) }, receiveValue: { _ in })
/// // Prints: finished
/// ```
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    /// Whether the publisher finishes right after subscription.
    public let completeImmediately: Bool

    /// Creates an empty publisher that finishes at once (or never, if `completeImmediately` is false).
    public init(completeImmediately: Bool = true) {
        self.completeImmediately = completeImmediately
    }

    /// Creates an empty publisher naming its output and failure types.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    /// Sends an empty subscription, then (if completing immediately) finished.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        if completeImmediately {
            subscriber.receive(completion: .finished)
        }
    }
}
