extension Publisher {
    /// Publishes the value at `keyPath` of each value.
    ///
    /// Mirrors Combine's `map(_:)` taking a key path (its subscription is described as "ValueForKey").
    ///
    /// ```swift
    /// let c = ["ab", "c"].publisher.map(\.count).sink { print($0) }
    /// // Prints: 2
    /// //         1
    /// ```
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.MapKeyPath<Self, T> {
        Publishers.MapKeyPath(upstream: self, keyPath: keyPath)
    }

    /// Publishes the values at two key paths of each value, as a tuple.
    public func map<T0, T1>(_ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>) -> Publishers.MapKeyPath2<Self, T0, T1> {
        Publishers.MapKeyPath2(upstream: self, keyPath0: keyPath0, keyPath1: keyPath1)
    }

    /// Publishes the values at three key paths of each value, as a tuple.
    public func map<T0, T1, T2>(
        _ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>, _ keyPath2: KeyPath<Output, T2>
    ) -> Publishers.MapKeyPath3<Self, T0, T1, T2> {
        Publishers.MapKeyPath3(upstream: self, keyPath0: keyPath0, keyPath1: keyPath1, keyPath2: keyPath2)
    }
}

extension Publishers {
    /// The publisher `map(_:)` with one key path returns.
    public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure
        /// The publisher read.
        public let upstream: Upstream
        /// Where to read.
        public let keyPath: KeyPath<Upstream.Output, Output>

        /// Subscribes through the reading subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let keyPath = keyPath
            upstream.subscribe(valueForKey(subscriber) { $0[keyPath: keyPath] })
        }
    }

    /// The publisher `map(_:_:)` with two key paths returns.
    public struct MapKeyPath2<Upstream: Publisher, Output0, Output1>: Publisher {
        /// The two values read.
        public typealias Output = (Output0, Output1)
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure
        /// The publisher read.
        public let upstream: Upstream
        /// Where to read the first value.
        public let keyPath0: KeyPath<Upstream.Output, Output0>
        /// Where to read the second value.
        public let keyPath1: KeyPath<Upstream.Output, Output1>

        /// Subscribes through the reading subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (keyPath0, keyPath1) = (keyPath0, keyPath1)
            upstream.subscribe(valueForKey(subscriber) { ($0[keyPath: keyPath0], $0[keyPath: keyPath1]) })
        }
    }

    /// The publisher `map(_:_:_:)` with three key paths returns.
    public struct MapKeyPath3<Upstream: Publisher, Output0, Output1, Output2>: Publisher {
        /// The three values read.
        public typealias Output = (Output0, Output1, Output2)
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure
        /// The publisher read.
        public let upstream: Upstream
        /// Where to read the first value.
        public let keyPath0: KeyPath<Upstream.Output, Output0>
        /// Where to read the second value.
        public let keyPath1: KeyPath<Upstream.Output, Output1>
        /// Where to read the third value.
        public let keyPath2: KeyPath<Upstream.Output, Output2>

        /// Subscribes through the reading subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (keyPath0, keyPath1, keyPath2) = (keyPath0, keyPath1, keyPath2)
            upstream.subscribe(valueForKey(subscriber) { ($0[keyPath: keyPath0], $0[keyPath: keyPath1], $0[keyPath: keyPath2]) })
        }
    }
}

/// The pass-through subscriber of the key-path maps, described as Combine's ("ValueForKey").
private func valueForKey<Input, S: Subscriber>(
    _ subscriber: S, _ read: @escaping (Input) -> S.Input
) -> PassThroughInner<Input, S.Failure, S> {
    PassThroughInner(downstream: subscriber, description: "ValueForKey", onValue: read, onCompletion: { $0 })
}
