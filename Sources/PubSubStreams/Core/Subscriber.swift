/// A type that receives a subscription, then values it asked for, then at most one completion.
///
/// Mirrors Combine's `Subscriber`. Demand returned from `receive(_:)` adds to what was requested
/// through the subscription; returning `.none` asks for nothing more.
///
/// ```swift
/// [1, 2].publisher.subscribe(Subscribers.Sink(receiveCompletion: { print($0) }, receiveValue: { print($0) }))
/// // Prints: 1
/// //         2
/// //         finished
/// ```
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The kind of values this subscriber receives.
    associatedtype Input
    /// The kind of errors this subscriber might receive (`Never` if none).
    associatedtype Failure: Error

    /// Receives the subscription; request values through it.
    func receive(subscription: Subscription)
    /// Receives one value and returns how many more values it wants on top of those already requested.
    func receive(_ input: Input) -> Subscribers.Demand
    /// Receives the terminal event: finished or a failure. Nothing follows it.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Receives the one value of a `Void` publisher: `receive(())`.
    ///
    /// Mirrors Combine's `Subscriber.receive()`.
    public func receive() -> Subscribers.Demand {
        receive(())
    }
}
