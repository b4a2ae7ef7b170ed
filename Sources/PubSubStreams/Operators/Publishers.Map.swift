import Scheduling

extension Publisher {
    /// Transforms every value with a closure.
    ///
    /// Mirrors Combine's `map(_:)`.
    ///
    /// ```swift
    /// let c = [1, 2].publisher.map { $0 * 10 }.sink { print($0) }
    /// // Prints: 10
    /// //         20
    /// ```
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// The publisher `map(_:)` returns.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher transformed.
        public let upstream: Upstream

        /// The transform.
        public let transform: (Upstream.Output) -> Output

        /// Creates the publisher.
        @inlinable
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Subscribes through the transforming subscriber.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = ForwardingInner(downstream: subscriber, step: Transform(transform))
            // Straight to the upstream, unguarded and so specialized (see `ForwardingInner`).
            upstream.receive(subscriber: inner)
        }
    }
}

extension Publishers.Map {
    /// What makes `map` that operator: every value transformed (the subscriber around it, which passes the
    /// upstream's subscription through as Combine's does, is the shared ``ForwardingInner``).
    @usableFromInline
    struct Transform: ForwardingStep {
        @usableFromInline let transform: (Upstream.Output) -> Output

        @inlinable init(_ transform: @escaping (Upstream.Output) -> Output) { self.transform = transform }

        /// `"Map"`, as Combine's.
        @usableFromInline static var name: String { "Map" }

        @inlinable func callAsFunction(_ input: Upstream.Output) -> Output? { transform(input) }
    }
}
