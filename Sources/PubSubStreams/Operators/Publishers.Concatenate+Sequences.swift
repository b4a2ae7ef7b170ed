extension Publisher {
    /// Publishes the elements of `elements` first, then this publisher's values.
    ///
    /// Mirrors Combine's `prepend(_:)` taking a sequence.
    ///
    /// ```swift
    /// let c = [3].publisher.prepend(1...2).sink { print($0) }
    /// // Prints: 1
    /// //         2
    /// //         3
    /// ```
    public func prepend<S: Sequence>(_ elements: S) -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self>
    where S.Element == Output {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }

    /// Publishes `publisher`'s values first, then (once it finishes) this publisher's.
    ///
    /// Mirrors Combine's `prepend(_:)` taking a publisher.
    public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: publisher, suffix: self)
    }

    /// Publishes this publisher's values, then the elements of `elements` once it finishes.
    ///
    /// Mirrors Combine's `append(_:)` taking a sequence.
    public func append<S: Sequence>(_ elements: S) -> Publishers.Concatenate<Self, Publishers.Sequence<S, Failure>>
    where S.Element == Output {
        Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }
}
