import Scheduling

extension Publisher {
    /// Passes on only the values for which `isIncluded` returns true.
    ///
    /// Mirrors Combine's `filter(_:)`; each dropped value is replaced by a request for one more.
    ///
    /// ```swift
    /// let c = [1, 2, 3, 4].publisher.filter { $0.isMultiple(of: 2) }.sink { print($0) }
    /// // Prints: 2
    /// //         4
    /// ```
    @inlinable
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }
}

extension Publishers {
    /// The publisher `filter(_:)` returns.
    public struct Filter<Upstream: Publisher>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher filtered.
        public let upstream: Upstream

        /// The predicate.
        public let isIncluded: (Upstream.Output) -> Bool

        /// Creates the publisher.
        @inlinable
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }
    }
}

/// What makes `filter` that operator: an included value goes down, a dropped one asks upstream for one more (the
/// subscriber around it is the shared ``ForwardingInner``, as for `map`).
extension Publishers.Filter: ForwardingOperator {
    /// `"Filter"`, as Combine's.
    @usableFromInline package static var name: String { "Filter" }
    /// The stored `isIncluded`, handed to each step.
    @usableFromInline package var body: Body { isIncluded }

    @inlinable package static func step(_ isIncluded: (Output) -> Bool, _ input: Output) -> Output? { isIncluded(input) ? input : nil }
}
