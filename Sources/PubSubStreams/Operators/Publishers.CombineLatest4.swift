extension Publisher {
    /// Publishes a tuple of the latest values of four publishers whenever any emits (once all have).
    ///
    /// Mirrors Combine's `combineLatest(_:_:_:)`; built from three `CombineLatest` stages, so demand, completion
    /// and failure behave as for two publishers (and as ``Publishers/CombineLatest3``).
    ///
    /// ```swift
    /// let c = Just(1).combineLatest(Just("a"), Just(true), Just(2.5)).sink { print($0) }
    /// // Prints: (1, "a", true, 2.5)
    /// ```
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ publisher1: P, _ publisher2: Q, _ publisher3: R)
        -> Publishers.CombineLatest4<Self, P, Q, R> where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure
    {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
    }

    /// Combines the latest values of four publishers with `transform` (Combine's `combineLatest(_:_:_:_:)`).
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R, _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3).map(transform)
    }
}

extension Publishers {
    /// The publisher `combineLatest(_:_:_:)` returns: Combine's `CombineLatest4`, here ``Staged4`` with `CombineLatest`
    /// stages.
    public typealias CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher> = Staged4<A, B, C, D, CombineLatestStage>
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure

    /// The four-publisher form of ``Staged3``: stores the four publishers Combine's `CombineLatest4` stores and
    /// subscribes through the two-publisher operator `Stage` names, nested three times (`Stage(Stage(Stage(a, b),
    /// c), d)` and a `map` to a flat tuple), so demand, completion and failure behave as for two publishers.
    public struct Staged4<A: Publisher, B: Publisher, C: Publisher, D: Publisher, Stage: Staged4Rule>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        /// A tuple of one value from each.
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        /// Shared failure.
        public typealias Failure = A.Failure

        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// The third publisher.
        public let c: C
        /// The fourth publisher.
        public let d: D

        /// Creates the publisher.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Subscribes to the four publishers through three stages.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Stage.subscribe(subscriber, to: a, b, c, d)
        }
    }
}

/// Equal when the publishers are, as Combine's `CombineLatest4` and `Zip4`.
extension Publishers.Staged4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {
    /// Whether the four publishers are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c && lhs.d == rhs.d
    }
}

extension Publishers.CombineLatestStage: Staged4Rule {
    /// Subscribes through `CombineLatest(CombineLatest(CombineLatest(a, b), c), d)`.
    public static func subscribe<A: Publisher, B: Publisher, C: Publisher, D: Publisher, S: Subscriber>(
        _ subscriber: S, to a: A, _ b: B, _ c: C, _ d: D
    )
    where
        A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure, S.Input == (A.Output, B.Output, C.Output, D.Output),
        S.Failure == A.Failure
    {
        Publishers.CombineLatest(Publishers.CombineLatest3(a, b, c), d).map { ($0.0, $0.1, $0.2, $1) }.subscribe(subscriber)
    }
}

/// The two-publisher operator a ``Publishers/Staged4`` nests.
public protocol Staged4Rule {
    /// Subscribes `subscriber` to `a`, `b`, `c` and `d` through three nested stages.
    static func subscribe<A: Publisher, B: Publisher, C: Publisher, D: Publisher, S: Subscriber>(
        _ subscriber: S, to a: A, _ b: B, _ c: C, _ d: D
    )
    where
        A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure, S.Input == (A.Output, B.Output, C.Output, D.Output),
        S.Failure == A.Failure
}
