extension Publisher {
    /// Passes on at most the first `maxLength` values, then cancels upstream and finishes.
    ///
    /// Mirrors Combine's `prefix(_:)`. A negative `maxLength` (a trap in Combine) is reported and treated as 0.
    ///
    /// ```swift
    /// let c = [1, 2, 3].publisher.prefix(2).sink { print($0) }
    /// // Prints: 1
    /// //         2
    /// ```
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
        if maxLength < 0 { Violations.negativeCount(maxLength, in: "prefix", treatedAs: "finishes at once") }
        return Publishers.Output(upstream: self, range: 0..<Swift.max(0, maxLength))
    }
}

extension Publishers {
    /// The publisher `prefix(_:)` returns: the values whose index falls in `range`.
    public struct Output<Upstream: Publisher>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher cut.
        public let upstream: Upstream

        /// The indices of the values passed on.
        public let range: CountableRange<Int>

        /// Creates the publisher. A range with a negative bound is contract misuse, as in Combine (which traps):
        /// under the test module it is reported and its negative bounds are read as 0.
        public init(upstream: Upstream, range: CountableRange<Int>) {
            self.upstream = upstream
            if range.lowerBound < 0 {
                Violations.trap("API Violation: output(in: \(range)) has a negative bound. Combine traps here; ours reads it as 0.")
            }
            self.range = Swift.max(0, range.lowerBound)..<Swift.max(0, range.upperBound)
        }

        /// Subscribes through the counting subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let range = range
            var index = 0  // touched only from the step, which upstream calls serially
            let rules: OperatorRules = range.isEmpty ? [.finishesAtOnce, .ignoresEarlyCancel] : [.ignoresEarlyCancel]
            upstream.subscribe(subscriber, as: "Output", rules) { value in
                defer { index += 1 }
                // An empty range finishes at once, even when a synchronous upstream delivers while subscribing.
                if range.isEmpty { return .finish }
                if index < range.lowerBound { return .drop }
                return index + 1 >= range.upperBound ? .sendAndFinish(value) : .send(value)
            }
        }
    }
}
