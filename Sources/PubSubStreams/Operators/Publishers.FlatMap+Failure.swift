extension Publisher where Failure == Never {
    /// `flatMap` from a publisher that cannot fail into publishers that can: this one takes their failure type.
    ///
    /// Mirrors Combine's overload (iOS 14) for a never-failing upstream.
    ///
    /// ```swift
    /// let c = Just(1).flatMap { Fail<Int, URLError>(error: URLError(.badURL)) }
    ///     .sink(receiveCompletion: { print($0) }, receiveValue: { _ in })
    /// ```
    @inlinable
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
        Publishers.FlatMap(
            upstream: Publishers.SetFailureType(upstream: self), maxPublishers: maxPublishers, transform: transform)
    }

    /// `flatMap` where neither side can fail.
    ///
    /// Mirrors Combine's overload (iOS 14) for a never-failing upstream and inner publishers.
    @inlinable
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher {
    /// `flatMap` into publishers that cannot fail: they take this publisher's failure type.
    ///
    /// Mirrors Combine's overload (iOS 14) for never-failing inner publishers.
    @inlinable
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) { Publishers.SetFailureType(upstream: transform($0)) }
    }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
    /// `switchToLatest` over inner publishers that cannot fail: they take this publisher's failure type.
    ///
    /// Mirrors Combine's overload (iOS 14).
    @inlinable
    public func switchToLatest()
        -> Publishers.SwitchToLatest<
            Publishers.SetFailureType<Output, Failure>, Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>
        >
    {
        Publishers.SwitchToLatest(upstream: map { Publishers.SetFailureType(upstream: $0) })
    }
}

extension Publisher where Failure == Never, Output: Publisher {
    /// `switchToLatest` from a publisher that cannot fail: it takes the inner publishers' failure type.
    ///
    /// Mirrors Combine's overload (iOS 14).
    @inlinable
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>> {
        Publishers.SwitchToLatest(upstream: Publishers.SetFailureType(upstream: self))
    }
}

extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never {
    /// `switchToLatest` where neither level can fail (picks this overload over the two above).
    ///
    /// Mirrors Combine's overload (iOS 14).
    @inlinable
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}
