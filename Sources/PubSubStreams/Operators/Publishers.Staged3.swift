extension Publishers {
    /// The publisher of `combineLatest(_:_:)` and `zip(_:_:)` over three publishers: Combine's `CombineLatest3` and
    /// `Zip3` store the same three publishers and declare nothing else, so both are generic aliases of this one,
    /// naming the two-publisher operator (``Staged3Rule``) it nests: `Stage(Stage(a, b), c)` and a `map` to a flat
    /// tuple, so demand, completion and failure behave as for two publishers.
    public struct Staged3<A: Publisher, B: Publisher, C: Publisher, Stage: Staged3Rule>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        /// A tuple of one value from each.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// Shared failure.
        public typealias Failure = A.Failure

        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// The third publisher.
        public let c: C

        /// Creates the publisher.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Subscribes to the three publishers through two stages.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Stage.subscribe(subscriber, to: a, b, c)
        }
    }

    /// What makes `combineLatest(_:_:)` that operator: two `CombineLatest` stages.
    public enum CombineLatestStage: Staged3Rule {
        /// Subscribes through `CombineLatest(CombineLatest(a, b), c)`.
        public static func subscribe<A: Publisher, B: Publisher, C: Publisher, S: Subscriber>(_ subscriber: S, to a: A, _ b: B, _ c: C)
        where A.Failure == B.Failure, B.Failure == C.Failure, S.Input == (A.Output, B.Output, C.Output), S.Failure == A.Failure {
            CombineLatest(CombineLatest(a, b), c).map { ($0.0, $0.1, $1) }.subscribe(subscriber)
        }
    }

    /// What makes `zip(_:_:)` that operator: two `Zip` stages.
    public enum ZipStage: Staged3Rule {
        /// Subscribes through `Zip(Zip(a, b), c)`.
        public static func subscribe<A: Publisher, B: Publisher, C: Publisher, S: Subscriber>(_ subscriber: S, to a: A, _ b: B, _ c: C)
        where A.Failure == B.Failure, B.Failure == C.Failure, S.Input == (A.Output, B.Output, C.Output), S.Failure == A.Failure {
            Zip(Zip(a, b), c).map { ($0.0, $0.1, $1) }.subscribe(subscriber)
        }
    }
}

/// The two-publisher operator a ``Publishers/Staged3`` nests.
///
/// Public only because the `Publishers` aliases name it: not an extension point (Combine has no such protocol).
public protocol Staged3Rule {
    /// Subscribes `subscriber` to `a`, `b` and `c` through two nested stages.
    static func subscribe<A: Publisher, B: Publisher, C: Publisher, S: Subscriber>(_ subscriber: S, to a: A, _ b: B, _ c: C)
    where A.Failure == B.Failure, B.Failure == C.Failure, S.Input == (A.Output, B.Output, C.Output), S.Failure == A.Failure
}
