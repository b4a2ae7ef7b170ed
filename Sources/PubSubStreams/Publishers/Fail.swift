/// A publisher that fails at once with the given error, without waiting for demand.
///
/// Mirrors Combine's `Fail`.
///
/// ```swift
/// struct Boom: Error {}
/// let c = Fail<Int, Boom>(error: Boom()).sink(receiveCompletion: { print($0) }, receiveValue: { _ in })
/// // Prints: failure(Boom())
/// ```
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error sent.
    public let error: Failure

    /// Creates a publisher that fails with `error`.
    public init(error: Failure) {
        self.error = error
    }

    /// Creates a publisher that fails with `failure`, naming the output type.
    public init(outputType: Output.Type, failure: Failure) {
        self.error = failure
    }

    /// Sends an empty subscription, then the failure.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
    }
}
