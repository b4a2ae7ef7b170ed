/// What `map` and `filter` do with one value, said by the publisher types themselves (`Publishers.Map`,
/// `Publishers.Filter`) from the closure they store: the value to send on, or `nil` to drop it.
///
/// Static and seen through by the compiler (`ForwardingInner` is specialized for each operator), so a `map`
/// calls its transform and a `filter` its predicate with no closure in between (B1 pub-sub).
@usableFromInline
package protocol ForwardingStep {
    associatedtype Input
    associatedtype Output
    /// The closure the operator stores (`transform`, `isIncluded`).
    associatedtype Body
    /// The operator's name (Combine's `description` of its subscriber: `"Map"`, `"Filter"`).
    static var name: String { get }
    /// The value to send on for `input`, or `nil` to drop it.
    static func step(_ body: Body, _ input: Input) -> Output?
}

/// `Publishers.Map` and `Publishers.Filter`: a publisher that puts a ``ForwardingInner`` between its upstream and
/// the subscriber, the one `receive(subscriber:)` both share.
@usableFromInline
package protocol ForwardingOperator: Publisher, ForwardingStep where Input == Upstream.Output, Upstream.Failure == Failure {
    associatedtype Upstream: Publisher
    /// The publisher whose values pass through the step.
    var upstream: Upstream { get }
    /// The closure the operator stores.
    var body: Body { get }
}

extension ForwardingOperator {
    /// Subscribes through the forwarding subscriber: straight to the upstream, unguarded and so specialized
    /// (see `ForwardingInner`).
    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        upstream.receive(subscriber: ForwardingInner<Self, S>(downstream: subscriber, body: body))
    }
}

/// The subscriber `map` and `filter` put between upstream and downstream.
///
/// Like Combine's, it is no subscription of its own: the downstream receives the upstream's
/// subscription, every value goes through the step and the demand the downstream returns goes back
/// unchanged (a dropped value asks upstream for one more, `.max(1)`), and whatever upstream sends
/// (also before its subscription or after its completion) is forwarded as it comes: the downstream
/// (a sink, an `AnyPublisher` relay, a stateful operator) guards its own grammar. ``PassThroughInner``
/// does the same for the operators whose step is a closure (`compactMap`, `mapError`…).
///
/// `map` and `filter` hand it straight to their upstream, with no stack guard of their own (see
/// `StackDepth`): a chain of them is as deep as its type, and a chain built deep at run time goes through
/// `AnyPublisher` (or `flatMap`, `merge`…), whose guarded calls bound the stack. Not through `subscribe(_:)`
/// either: a generic call growing its own type is never specialized.
@usableFromInline
package struct ForwardingInner<Step: ForwardingStep, Downstream: Subscriber>: Subscriber, CustomStringConvertible
where Downstream.Input == Step.Output {
    @usableFromInline package typealias Input = Step.Input
    @usableFromInline package typealias Failure = Downstream.Failure

    @usableFromInline let downstream: Downstream
    @usableFromInline let body: Step.Body
    @usableFromInline package let combineIdentifier = CombineIdentifier()

    @inlinable
    package init(downstream: Downstream, body: Step.Body) {
        self.downstream = downstream
        self.body = body
    }

    @usableFromInline package var description: String { Step.name }

    @inlinable
    package func receive(subscription: Subscription) {
        downstream.receive(subscription: subscription)
    }

    @inlinable
    package func receive(_ input: Step.Input) -> Subscribers.Demand {
        guard let output = Step.step(body, input) else { return .max(1) }
        return downstream.receive(output)
    }

    @inlinable
    package func receive(completion: Subscribers.Completion<Downstream.Failure>) {
        downstream.receive(completion: completion)
    }
}
