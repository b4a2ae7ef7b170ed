extension Publishers {
    /// The publisher of `drop(untilOutputFrom:)` and `prefix(untilOutputFrom:)`: Combine's `DropUntilOutput` and
    /// `PrefixUntilOutput` store the same two publishers and declare nothing else, so both are generic aliases of
    /// this one, each naming the ``UntilOutputRule`` that says what the trigger's first value does.
    public struct UntilOutput<Upstream: Publisher, Other: Publisher, Rule: UntilOutputRule>: Publisher
    where Rule.Upstream == Upstream, Rule.Other == Other {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values the trigger gates.
        public let upstream: Upstream
        /// The trigger: its first value opens (`drop`) or closes (`prefix`) the gate.
        public let other: Other

        /// Creates the publisher.
        public init(upstream: Upstream, other: Other) {
            self.upstream = upstream
            self.other = other
        }

        /// Subscribes through the rule's subscription, to the trigger and to upstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Rule.subscribe(subscriber, to: upstream, until: other)
        }
    }
}

/// What the trigger's first value does to a ``Publishers/UntilOutput``.
///
/// Public only because the `Publishers` aliases name it: not an extension point (Combine has no such protocol).
public protocol UntilOutputRule {
    /// The gated publisher.
    associatedtype Upstream: Publisher
    /// The trigger.
    associatedtype Other: Publisher
    /// Subscribes `subscriber` to `upstream`, gated by `other`, through this operator's subscription.
    static func subscribe<S: Subscriber>(_ subscriber: S, to upstream: Upstream, until other: Other)
    where S.Input == Upstream.Output, S.Failure == Upstream.Failure
}
