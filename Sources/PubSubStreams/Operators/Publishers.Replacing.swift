extension Publishers {
    /// The publisher of `replaceEmpty(with:)` and `replaceError(with:)`: Combine's `ReplaceEmpty` and `ReplaceError`
    /// store the same two things (`upstream`, `output`) and declare nothing else, so both are generic aliases of
    /// this one, each naming the ``ReplacingRule`` that says what `output` replaces (and so the failure type).
    public struct Replacing<Upstream: Publisher, Rule: ReplacingRule>: Publisher where Rule.Upstream == Upstream {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Upstream's failure (`ReplaceEmpty`) or `Never` (`ReplaceError`).
        public typealias Failure = Rule.Failure

        /// The publisher watched.
        public let upstream: Upstream
        /// The value published in place of an empty upstream or a failure.
        public let output: Upstream.Output

        /// Creates the publisher.
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Subscribes through the rule's replacing subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Rule.subscribe(subscriber, to: upstream, replacingWith: output)
        }
    }
}

/// What a ``Publishers/Replacing`` publisher's `output` replaces.
///
/// Public only because the `Publishers` aliases name it: not an extension point (Combine has no such protocol).
public protocol ReplacingRule {
    /// The publisher watched.
    associatedtype Upstream: Publisher
    /// The publisher's failure.
    associatedtype Failure: Error
    /// Subscribes `subscriber` to `upstream` through this operator's subscription, which may publish `output`.
    static func subscribe<S: Subscriber>(_ subscriber: S, to upstream: Upstream, replacingWith output: Upstream.Output)
    where S.Input == Upstream.Output, S.Failure == Failure
}
