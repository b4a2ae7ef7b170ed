extension Publisher {
    /// Publishes a tuple of the latest values of three publishers whenever any emits (once all have).
    ///
    /// Mirrors Combine's `combineLatest(_:_:)` (arity 3); built from two `CombineLatest` stages, so
    /// demand, completion and failure behave as for two publishers.
    ///
    /// ```swift
    /// let c = Just(1).combineLatest(Just("a"), Just(true)).sink { print($0) }
    /// // Prints: (1, "a", true)
    /// ```
    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
        -> Publishers.CombineLatest3<Self, P, Q> where Failure == P.Failure, P.Failure == Q.Failure
    {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// Combines the latest values of three publishers with `transform`.
    public func combineLatest<P: Publisher, Q: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
    }
}

extension Publishers {
    /// The publisher `combineLatest(_:_:)` returns: Combine's `CombineLatest3`, here ``Staged3`` with `CombineLatest` stages.
    public typealias CombineLatest3<A: Publisher, B: Publisher, C: Publisher> = Staged3<A, B, C, CombineLatestStage>
    where A.Failure == B.Failure, B.Failure == C.Failure
}
