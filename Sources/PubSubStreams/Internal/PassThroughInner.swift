/// The subscriber of the operators that Combine builds with no subscription of their own
/// (`compactMap`, `mapError`, `setFailureType`, `scan`, `assertNoFailure`, `map(\.key)`…).
///
/// Like Combine's, it hands the upstream's subscription straight to the downstream (so the downstream
/// sees `"PassthroughSubject"`, `"Sequence"`… and its requests and cancel reach the upstream as they
/// are), passes each value through `onValue` and returns the downstream's demand (or `.max(1)` for a
/// value `onValue` drops), and forwards every completion through `onCompletion`. It keeps no state
/// and guards nothing: what upstream sends before its subscription or after its completion is
/// forwarded as it comes, as in Combine; the downstream (a sink, an `AnyPublisher` relay, a stateful
/// operator) guards its own grammar. `map` and `filter` use ``ForwardingInner``, the same with a step
/// the compiler sees through (a closure fewer per value).
@usableFromInline
package struct PassThroughInner<Input, Failure: Error, Downstream: Subscriber>: Subscriber, CustomStringConvertible {
    @usableFromInline let downstream: Downstream
    /// The value to send, or `nil` to drop this one and ask upstream for one more.
    @usableFromInline let onValue: (Input) -> Downstream.Input?
    @usableFromInline let onCompletion: (Subscribers.Completion<Failure>) -> Subscribers.Completion<Downstream.Failure>
    /// The operator's name (Combine's `description` of this subscriber).
    @usableFromInline package let description: String
    @usableFromInline package let combineIdentifier = CombineIdentifier()

    @inlinable
    package init(
        downstream: Downstream,
        description: String,
        onValue: @escaping (Input) -> Downstream.Input?,
        onCompletion: @escaping (Subscribers.Completion<Failure>) -> Subscribers.Completion<Downstream.Failure>
    ) {
        self.downstream = downstream
        self.description = description
        self.onValue = onValue
        self.onCompletion = onCompletion
    }

    @inlinable
    package func receive(subscription: Subscription) {
        downstream.receive(subscription: subscription)
    }

    @inlinable
    package func receive(_ input: Input) -> Subscribers.Demand {
        guard let output = onValue(input) else { return Subscribers.Demand(rawValue: 1) }
        return downstream.receive(output)
    }

    @inlinable
    package func receive(completion: Subscribers.Completion<Failure>) {
        downstream.receive(completion: onCompletion(completion))
    }
}
