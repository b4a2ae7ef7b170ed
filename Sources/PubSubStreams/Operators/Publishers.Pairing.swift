extension Publishers {
    /// The publisher of `combineLatest(_:)` and `zip(_:)`: Combine's `CombineLatest` and `Zip` store the same two
    /// publishers and declare nothing else, so both are generic aliases of this one, each naming the
    /// ``PairingRule`` that pairs the two sides' values.
    public struct Pairing<A: Publisher, B: Publisher, Rule: PairingRule>: Publisher
    where A.Failure == B.Failure, Rule.A == A, Rule.B == B {
        /// A tuple of one value from each.
        public typealias Output = (A.Output, B.Output)
        /// Shared failure.
        public typealias Failure = A.Failure

        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// Creates the publisher.
        @inlinable
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Subscribes to both publishers through the rule's subscription.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Rule.subscribe(subscriber, to: a, b)
        }
    }
}

/// How a ``Publishers/Pairing`` pairs its two sides' values: the latest of each (`combineLatest`) or the n-th of
/// each (`zip`).
///
/// Public only because the `Publishers` aliases name it: not an extension point (Combine has no such protocol).
public protocol PairingRule {
    /// The first publisher.
    associatedtype A: Publisher
    /// The second publisher.
    associatedtype B: Publisher where B.Failure == A.Failure
    /// Subscribes `subscriber` to `a` and `b` through this operator's subscription.
    static func subscribe<S: Subscriber>(_ subscriber: S, to a: A, _ b: B) where S.Input == (A.Output, B.Output), S.Failure == A.Failure
}
