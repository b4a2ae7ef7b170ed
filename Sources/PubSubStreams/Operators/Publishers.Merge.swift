extension Publisher {
    /// Interleaves the values of this publisher and `other` as they arrive.
    ///
    /// Mirrors Combine's `merge(with:)` (OpenCombine 0.14.0 lacks it; the transcripts emulate it
    /// with a flat-mapped sequence, which is also how ours is built). It finishes when both finish;
    /// a failure cancels the other and fails.
    ///
    /// ```swift
    /// let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
    /// let c = a.merge(with: b).sink { print($0) }
    /// a.send(1); b.send(2)
    /// // Prints: 1
    /// //         2
    /// ```
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    /// Interleaves the values of this publisher and `other`, a publisher of the same type.
    ///
    /// Mirrors Combine's `merge(with:)` overload for `Self`, which returns a `MergeMany`: Swift picks it over the
    /// generic form whenever both publishers have one type (two subjects of one type, say).
    public func merge(with other: Self) -> Publishers.MergeMany<Self> {
        Publishers.MergeMany(self, other)
    }
}

extension Publishers {
    /// The publisher `merge(with:)` returns.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        /// Shared output.
        public typealias Output = A.Output
        /// Shared failure.
        public typealias Failure = A.Failure

        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// Creates the publisher.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Subscribes to both publishers and interleaves their values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany(a.eraseToAnyPublisher(), b.eraseToAnyPublisher()).subscribe(subscriber)
        }
    }

    /// Interleaves the values of any number of publishers of one type (Combine's `Publishers.MergeMany`).
    public struct MergeMany<Upstream: Publisher>: Publisher {
        /// Shared output.
        public typealias Output = Upstream.Output
        /// Shared failure.
        public typealias Failure = Upstream.Failure

        /// The merged publishers.
        public let publishers: [Upstream]

        /// Merges `upstream`.
        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        /// Merges the publishers of `upstream`.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        /// One more publisher of the same type, merged with these (Combine's `MergeMany.merge(with:)`).
        public func merge(with other: Upstream) -> MergeMany<Upstream> {
            MergeMany(publishers + [other])
        }

        /// Subscribes to every publisher; finishes when all finish, fails on the first failure. The subscription
        /// describes itself as Combine's: `"Merge"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Publishers.Sequence<[Upstream], Failure>(sequence: publishers).flatMap { $0 }.subscribe(subscriber, named: "Merge")
        }
    }
}
