extension Publishers {
    /// The publisher of Combine's operators that store one predicate and nothing else: `drop(while:)`,
    /// `prefix(while:)`, `first(where:)`, `last(where:)`, `allSatisfy(_:)`, `contains(where:)`.
    ///
    /// Combine declares one struct of this shape per operator; here `Publishers.DropWhile<Upstream>`,
    /// `Publishers.FirstWhere<Upstream>`… are generic aliases of this one, each naming the ``PredicateRule``
    /// that makes it that operator (its names and its subscription). They have Combine's `upstream`,
    /// `predicate`, `init(upstream:predicate:)`, `Output` and `Failure`; `type(of:)` prints this name, and an
    /// extension written on one alias applies to them all. The `try` forms share ``TryPredicatePublisher``.
    public struct PredicatePublisher<Upstream: Publisher, Rule: PredicateRule>: Publisher where Rule.Input == Upstream.Output {
        /// Upstream's output (`DropWhile`, `FirstWhere`…) or `Bool` (`AllSatisfy`, `ContainsWhere`).
        public typealias Output = Rule.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher the predicate reads.
        public let upstream: Upstream
        /// The predicate; what it decides is the rule's.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes through the rule's subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            Rule.subscribe(
                PredicateCall(
                    upstream, subscriber, name: Rule.name, mapFailure: { $0 }, predicate: { value throws(Failure) in predicate(value) }))
        }
    }

    /// The publisher of the `try` forms of those operators (`tryDrop(while:)`, `tryFirst(where:)`…): the same
    /// with a throwing predicate, whose error cancels upstream and fails the publisher (so `Failure` is `any Error`).
    public struct TryPredicatePublisher<Upstream: Publisher, Rule: PredicateRule>: Publisher where Rule.Input == Upstream.Output {
        /// Upstream's output or `Bool`, as for ``PredicatePublisher``.
        public typealias Output = Rule.Output
        /// Any error: upstream's or the predicate's.
        public typealias Failure = any Error

        /// The publisher the predicate reads.
        public let upstream: Upstream
        /// The predicate; a throw fails the publisher.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes through the rule's subscription, named as the `try` form.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Rule.subscribe(PredicateCall(upstream, subscriber, name: Rule.tryName, mapFailure: { $0 }, predicate: predicate))
        }
    }
}

/// What makes one predicate operator (``Publishers/PredicatePublisher``) that operator: the names Combine
/// gives its subscriptions and the subscription it puts between upstream and downstream.
///
/// Public only because the `Publishers` aliases name it: not an extension point (Combine has no such protocol).
public protocol PredicateRule {
    /// Upstream's output, which the predicate reads.
    associatedtype Input
    /// What the operator publishes.
    associatedtype Output
    /// Combine's `description` of the plain form's subscription (`"DropWhile"`).
    static var name: String { get }
    /// The same for the `try` form (`"TryDropWhile"` unless the rule says otherwise).
    static var tryName: String { get }
    /// Subscribes `call`'s downstream to its upstream through this operator's subscription.
    static func subscribe<Upstream: Publisher, Downstream: Subscriber>(_ call: PredicateCall<Upstream, Downstream>)
    where Upstream.Output == Input, Downstream.Input == Output
}

extension PredicateRule {
    /// `"Try"` and the plain name, as Combine names most `try` forms.
    public static var tryName: String { "Try" + name }
}

/// One subscription to a predicate operator, as its ``PredicateRule`` gets it: the plain form's predicate
/// (which cannot throw) and the `try` form's both throw the downstream's failure type.
public struct PredicateCall<Upstream: Publisher, Downstream: Subscriber> {
    let upstream: Upstream
    let downstream: Downstream
    /// Combine's `description` of the subscription.
    let name: String
    /// The downstream form of an upstream failure (the same, or as `any Error`).
    let mapFailure: (Upstream.Failure) -> Downstream.Failure
    let predicate: (Upstream.Output) throws(Downstream.Failure) -> Bool

    init(
        _ upstream: Upstream, _ downstream: Downstream, name: String, mapFailure: @escaping (Upstream.Failure) -> Downstream.Failure,
        predicate: @escaping (Upstream.Output) throws(Downstream.Failure) -> Bool
    ) {
        self.upstream = upstream
        self.downstream = downstream
        self.name = name
        self.mapFailure = mapFailure
        self.predicate = predicate
    }

    /// Subscribes through the one-to-one subscription (`OperatorInner`), handing each value to `step`; a
    /// throw from `step` (the predicate's) cancels upstream and fails.
    func step(
        _ rules: OperatorRules,
        _ step: @escaping (Upstream.Output) throws(Downstream.Failure) -> OperatorStep<Downstream.Input, Downstream.Failure>
    ) {
        upstream.subscribe(downstream, as: name, rules, mapFailure: mapFailure, throwingStep: step)
    }

    /// Subscribes through the keeping subscription (`AccumulatingInner`): keeps the first value the predicate
    /// accepts (then cancels upstream), or each one when `last`, and publishes it at the end.
    func keep(last: Bool) where Downstream.Input == Upstream.Output {
        let predicate = predicate
        upstream.subscribe(
            AccumulatingInner(
                keeping: downstream, description: name, keepsLast: last,
                replaces: { _, value throws(Downstream.Failure) in try predicate(value) }, mapFailure: mapFailure))
    }

    /// Subscribes through the searching subscription (`AccumulatingInner`): publishes `answer` at the first value
    /// whose predicate result is `answer` (cancelling upstream), `!answer` when upstream finishes.
    func search(answer: Bool) where Downstream.Input == Bool {
        let predicate = predicate
        upstream.subscribe(
            searching(downstream, description: name, whenStopped: answer, mapFailure: mapFailure) { value in
                do throws(Downstream.Failure) { return .init(found: try predicate(value) == answer) } catch { return .failed(error) }
            })
    }
}
