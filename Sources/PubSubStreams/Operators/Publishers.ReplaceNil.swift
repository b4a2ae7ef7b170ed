extension Publisher {
    /// Replaces each nil value with `output`.
    ///
    /// Mirrors Combine's `replaceNil(with:)` (which returns a `Publishers.Map`).
    ///
    /// ```swift
    /// let c = [1, nil, 3].publisher.replaceNil(with: 0).sink { print($0) }
    /// // Prints: 1
    /// //         0
    /// //         3
    /// ```
    public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
        map { $0 ?? output }
    }

    /// Publishes only the value at `index` (counting from 0), then finishes.
    ///
    /// Mirrors Combine's `output(at:)` (`output(in: index...index)`). A negative index or `Int.max` is contract
    /// misuse, as in Combine (which traps): under the test module it is reported and publishes nothing.
    ///
    /// ```swift
    /// let c = [10, 20, 30].publisher.output(at: 1).sink { print($0) }
    /// // Prints: 20
    /// ```
    public func output(at index: Int) -> Publishers.Output<Self> {
        guard index >= 0, index < .max else {
            Violations.trap("API Violation: output(at: \(index)) is outside 0..<Int.max. Combine traps here; ours publishes nothing.")
            return Publishers.Output(upstream: self, range: 0..<0)
        }
        return Publishers.Output(upstream: self, range: index..<(index + 1))
    }

    /// Publishes only the values whose indices fall in `range`, then finishes.
    ///
    /// Mirrors Combine's `output(in:)`.
    public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self> where R.Bound == Int {
        let bounded = range.relative(to: 0..<Int.max)
        return Publishers.Output(upstream: self, range: bounded.lowerBound..<bounded.upperBound)
    }
}
