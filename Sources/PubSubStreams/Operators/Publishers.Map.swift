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
    }
}

/// What makes `map` that operator: every value transformed (the subscriber around it, which passes the upstream's
/// subscription through as Combine's does, is the shared ``ForwardingInner``).
extension Publishers.Map: ForwardingOperator {
    /// `"Map"`, as Combine's.
    @usableFromInline package static var name: String { "Map" }
    /// The stored `transform`, handed to each step.
    @usableFromInline package var body: Body { transform }

    @inlinable package static func step(_ transform: (Upstream.Output) -> Output, _ input: Upstream.Output) -> Output? { transform(input) }
}
