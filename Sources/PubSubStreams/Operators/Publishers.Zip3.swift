extension Publisher {
    /// Combines the n-th values of three publishers into a tuple.
    ///
    /// Mirrors Combine's `zip(_:_:)`; built from two `Zip` stages, so demand, buffering, completion
    /// and failure behave as for two publishers.
    ///
    /// ```swift
    /// let c = [1, 2].publisher.zip(["a", "b"].publisher, [true].publisher).sink { print($0) }
    /// // Prints: (1, "a", true)
    /// ```
    public func zip<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
        -> Publishers.Zip3<Self, P, Q> where Failure == P.Failure, P.Failure == Q.Failure
    {
        Publishers.Zip3(self, publisher1, publisher2)
    }

    /// Combines the n-th values of three publishers with `transform`.
    public func zip<P: Publisher, Q: Publisher, Result>(
        _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> Result
    ) -> Publishers.Map<Publishers.Zip3<Self, P, Q>, Result> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.Zip3(self, publisher1, publisher2).map(transform)
    }

    /// Combines the n-th values of four publishers into a tuple.
    ///
    /// Mirrors Combine's `zip(_:_:_:)`; built from three `Zip` stages.
    public func zip<P: Publisher, Q: Publisher, R: Publisher>(_ publisher1: P, _ publisher2: Q, _ publisher3: R)
        -> Publishers.Zip4<Self, P, Q, R> where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure
    {
        Publishers.Zip4(self, publisher1, publisher2, publisher3)
    }

    /// Combines the n-th values of four publishers with `transform`.
    public func zip<P: Publisher, Q: Publisher, R: Publisher, Result>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R,
        _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> Result
    ) -> Publishers.Map<Publishers.Zip4<Self, P, Q, R>, Result>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.Zip4(self, publisher1, publisher2, publisher3).map(transform)
    }
}

extension Publishers {
    /// The publisher `zip(_:_:)` returns: Combine's `Zip3`, here ``Staged3`` with `Zip` stages.
    public typealias Zip3<A: Publisher, B: Publisher, C: Publisher> = Staged3<A, B, C, ZipStage>
    where A.Failure == B.Failure, B.Failure == C.Failure

    /// The publisher `zip(_:_:_:)` returns: Combine's `Zip4`, here ``Staged4`` with `Zip` stages.
    public typealias Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher> = Staged4<A, B, C, D, ZipStage>
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure
}

extension Publishers.ZipStage: Staged4Rule {
    /// Subscribes through `Zip(Zip(Zip(a, b), c), d)`.
    public static func subscribe<A: Publisher, B: Publisher, C: Publisher, D: Publisher, S: Subscriber>(
        _ subscriber: S, to a: A, _ b: B, _ c: C, _ d: D
    )
    where
        A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure, S.Input == (A.Output, B.Output, C.Output, D.Output),
        S.Failure == A.Failure
    {
        Publishers.Zip(Publishers.Zip(Publishers.Zip(a, b), c), d).map { ($0.0.0, $0.0.1, $0.1, $1) }.subscribe(subscriber)
    }
}
