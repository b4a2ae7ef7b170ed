// Combine's specialised operators on `Optional.Publisher`: evaluated at once, returning another
// `Optional.Publisher` (or `Just`, `Empty`) instead of an operator chain.

extension Optional.Publisher where Wrapped: Equatable {
    /// Whether the value (if any) equals `output`.
    public func contains(_ output: Output) -> Optional<Bool>.Publisher { Optional<Bool>.Publisher(self.output.map { $0 == output }) }
    /// Itself: one value has no duplicates.
    public func removeDuplicates() -> Optional<Wrapped>.Publisher { self }
}

extension Optional.Publisher where Wrapped: Comparable {
    /// Itself.
    public func min() -> Optional<Wrapped>.Publisher { self }
    /// Itself.
    public func max() -> Optional<Wrapped>.Publisher { self }
}

extension Optional.Publisher {
    /// Whether the value (if any) satisfies `predicate`.
    public func allSatisfy(_ predicate: (Output) -> Bool) -> Optional<Bool>.Publisher { Optional<Bool>.Publisher(output.map(predicate)) }
    /// The value in an array, or an empty array.
    public func collect() -> Optional<[Output]>.Publisher { Optional<[Output]>.Publisher(output.map { [$0] } ?? []) }
    /// The transformed value if both exist.
    public func compactMap<T>(_ transform: (Output) -> T?) -> Optional<T>.Publisher { Optional<T>.Publisher(output.flatMap(transform)) }
    /// Itself.
    public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Optional<Output>.Publisher { self }
    /// Itself.
    public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Optional<Output>.Publisher { self }
    /// Whether the value (if any) satisfies `predicate`.
    public func contains(where predicate: (Output) -> Bool) -> Optional<Bool>.Publisher { Optional<Bool>.Publisher(output.map(predicate)) }
    /// One if there is a value, else nothing (Combine publishes no count for nil).
    public func count() -> Optional<Int>.Publisher { Optional<Int>.Publisher(output.map { _ in 1 }) }
    /// The value if `count` is 0 (a negative count is reported and treated as 0).
    public func dropFirst(_ count: Int = 1) -> Optional<Output>.Publisher {
        if count < 0 { Violations.negativeCount(count, in: "dropFirst", treatedAs: "drops nothing") }
        return Optional<Output>.Publisher(output.flatMap { count <= 0 ? $0 : nil })
    }
    /// The value unless `predicate` holds for it.
    public func drop(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(output.flatMap { predicate($0) ? nil : $0 })
    }
    /// Itself.
    public func first() -> Optional<Output>.Publisher { self }
    /// The value if `predicate` holds for it.
    public func first(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(output.flatMap { predicate($0) ? $0 : nil })
    }
    /// Itself.
    public func last() -> Optional<Output>.Publisher { self }
    /// The value if `predicate` holds for it.
    public func last(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(output.flatMap { predicate($0) ? $0 : nil })
    }
    /// The value if `isIncluded` holds for it.
    public func filter(_ isIncluded: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(output.flatMap { isIncluded($0) ? $0 : nil })
    }
    /// An `Empty` that finishes at once.
    public func ignoreOutput() -> Empty<Output, Never> { Empty() }
    /// The transformed value, evaluated now (Combine's `Optional.Publisher.map(_:)`).
    public func map<T>(_ transform: (Output) -> T) -> Optional<T>.Publisher { Optional<T>.Publisher(output.map(transform)) }
    /// The value if `index` is 0 (a negative index is reported and treated as 0).
    public func output(at index: Int) -> Optional<Output>.Publisher {
        if index < 0 { Violations.negativeCount(index, in: "output(at:)", treatedAs: "the first value") }
        return Optional<Output>.Publisher(output.flatMap { index <= 0 ? $0 : nil })
    }
    /// The value if the range starts at 0 and is not empty.
    public func output<R: RangeExpression>(in range: R) -> Optional<Output>.Publisher where R.Bound == Int {
        let range = range.relative(to: 0..<Int.max)
        // Combine checks both bounds here and traps (its upper-bound check is `< Int.max - 1`).
        if range.lowerBound < 0 || range.upperBound >= .max - 1 {
            Violations.trap(
                "API Violation: output(in: \(range)) is outside 0..<Int.max - 1. Combine traps here; ours ignores the bad bound.")
        }
        return Optional<Output>.Publisher(output.flatMap { range.lowerBound == 0 && range.upperBound != 0 ? $0 : nil })
    }
    /// The value if `maxLength > 0` (a negative length is reported and treated as 0).
    public func prefix(_ maxLength: Int) -> Optional<Output>.Publisher {
        if maxLength < 0 { Violations.negativeCount(maxLength, in: "prefix", treatedAs: "finishes at once") }
        return Optional<Output>.Publisher(output.flatMap { maxLength > 0 ? $0 : nil })
    }
    /// The value if `predicate` holds for it.
    public func prefix(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(output.flatMap { predicate($0) ? $0 : nil })
    }
    /// The folded value if there is a value.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Optional<T>.Publisher {
        Optional<T>.Publisher(output.map { nextPartialResult(initialResult, $0) })
    }
    /// The scanned value if there is a value.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Optional<T>.Publisher {
        Optional<T>.Publisher(output.map { nextPartialResult(initialResult, $0) })
    }
    /// Itself.
    public func removeDuplicates(by predicate: (Output, Output) -> Bool) -> Optional<Output>.Publisher { self }
    /// Itself: it never fails.
    public func replaceError(with output: Output) -> Optional<Output>.Publisher { self }
    /// The value, or `output` when there is none.
    public func replaceEmpty(with output: Output) -> Just<Output> { Just(self.output ?? output) }
    /// Itself: it never fails.
    public func retry(_ times: Int) -> Optional<Output>.Publisher { self }
}
