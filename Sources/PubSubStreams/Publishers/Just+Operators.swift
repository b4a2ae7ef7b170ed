// Combine's specialised operators on `Just`: evaluated at once, returning the simplest publisher of the
// result (`Just`, `Optional.Publisher`, `Result.Publisher`, `Empty`) instead of an operator chain.

extension Just where Output: Comparable {
    /// Itself: the one value is the smallest (Combine's `Just.min()`).
    public func min() -> Just<Output> { self }
    /// Itself: the one value is the greatest (Combine's `Just.max()`).
    public func max() -> Just<Output> { self }
}

extension Just where Output: Equatable {
    /// Whether the value equals `output`, as a `Just` (Combine's `Just.contains(_:)`).
    public func contains(_ output: Output) -> Just<Bool> { Just<Bool>(self.output == output) }
    /// Itself: one value has no duplicates.
    public func removeDuplicates() -> Just<Output> { self }
}

extension Just {
    /// Whether the value satisfies `predicate`, evaluated now.
    public func allSatisfy(_ predicate: (Output) -> Bool) -> Just<Bool> { Just<Bool>(predicate(output)) }
    /// `allSatisfy` with a throwing predicate, evaluated now: a `Result.Publisher`.
    public func tryAllSatisfy(_ predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
        Result<Bool, any Error>.Publisher(Result { try predicate(output) })
    }
    /// Whether the value satisfies `predicate`, evaluated now.
    public func contains(where predicate: (Output) -> Bool) -> Just<Bool> { Just<Bool>(predicate(output)) }
    /// `contains(where:)` with a throwing predicate, evaluated now.
    public func tryContains(where predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
        Result<Bool, any Error>.Publisher(Result { try predicate(output) })
    }
    /// The value in a one-element array.
    public func collect() -> Just<[Output]> { Just<[Output]>([output]) }
    /// Itself.
    public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Just<Output> { self }
    /// Itself.
    public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Just<Output> { self }
    /// One.
    public func count() -> Just<Int> { Just<Int>(1) }
    /// The value unless `count > 0` (a negative count is reported and treated as 0).
    public func dropFirst(_ count: Int = 1) -> Optional<Output>.Publisher {
        if count < 0 { Violations.negativeCount(count, in: "dropFirst", treatedAs: "drops nothing") }
        return Optional<Output>.Publisher(count > 0 ? nil : output)
    }
    /// The value unless `predicate` holds for it.
    public func drop(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(predicate(output) ? nil : output)
    }
    /// Itself.
    public func first() -> Just<Output> { self }
    /// The value if `predicate` holds for it.
    public func first(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(predicate(output) ? output : nil)
    }
    /// Itself.
    public func last() -> Just<Output> { self }
    /// The value if `predicate` holds for it.
    public func last(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(predicate(output) ? output : nil)
    }
    /// An `Empty` that finishes at once.
    public func ignoreOutput() -> Empty<Output, Never> { Empty() }
    /// The transformed value, evaluated now (Combine's `Just.map(_:)` returns a `Just`).
    public func map<T>(_ transform: (Output) -> T) -> Just<T> { Just<T>(transform(output)) }
    /// The transformed value or the error thrown, evaluated now.
    public func tryMap<T>(_ transform: (Output) throws -> T) -> Result<T, any Error>.Publisher {
        Result<T, any Error>.Publisher(Result { try transform(output) })
    }
    /// The transformed value if non-nil, evaluated now.
    public func compactMap<T>(_ transform: (Output) -> T?) -> Optional<T>.Publisher { Optional<T>.Publisher(transform(output)) }
    /// The value if `isIncluded` holds for it.
    public func filter(_ isIncluded: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(isIncluded(output) ? output : nil)
    }
    /// The value if `index` is 0 (a negative index is reported and treated as 0).
    public func output(at index: Int) -> Optional<Output>.Publisher {
        if index < 0 { Violations.negativeCount(index, in: "output(at:)", treatedAs: "the first value") }
        return Optional<Output>.Publisher(index <= 0 ? output : nil)
    }
    /// The value if the range starts at 0 (as Combine, even for an empty range starting at 0).
    public func output<R: RangeExpression>(in range: R) -> Optional<Output>.Publisher where R.Bound == Int {
        Optional<Output>.Publisher(range.relative(to: 0..<Int.max).lowerBound == 0 ? output : nil)
    }
    /// The value if `maxLength > 0` (a negative length is reported and treated as 0).
    public func prefix(_ maxLength: Int) -> Optional<Output>.Publisher {
        if maxLength < 0 { Violations.negativeCount(maxLength, in: "prefix", treatedAs: "finishes at once") }
        return Optional<Output>.Publisher(maxLength > 0 ? output : nil)
    }
    /// The value if `predicate` holds for it.
    public func prefix(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(predicate(output) ? output : nil)
    }
    /// A `Result.Publisher` of the value with the new failure type.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Output, E>.Publisher {
        Result<Output, E>.Publisher(.success(output))
    }
    /// A `Result.Publisher` of the value with the new failure type (the transform never runs).
    public func mapError<E: Error>(_ transform: (Never) -> E) -> Result<Output, E>.Publisher {
        Result<Output, E>.Publisher(.success(output))
    }
    /// Itself.
    public func removeDuplicates(by predicate: (Output, Output) -> Bool) -> Just<Output> { self }
    /// The value, or what the predicate throws when asked about the value and itself.
    public func tryRemoveDuplicates(by predicate: (Output, Output) throws -> Bool) -> Result<Output, any Error>.Publisher {
        Result<Output, any Error>.Publisher(
            Result {
                _ = try predicate(output, output)
                return output
            })
    }
    /// Itself: it never fails.
    public func replaceError(with output: Output) -> Just<Output> { self }
    /// Itself: it is never empty.
    public func replaceEmpty(with output: Output) -> Just<Output> { self }
    /// Itself: it never fails.
    public func retry(_ times: Int) -> Just<Output> { self }
    /// The folded value, evaluated now.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Never>.Publisher {
        Result<T, Never>.Publisher(.success(nextPartialResult(initialResult, output)))
    }
    /// The folded value or the error thrown, evaluated now.
    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T) -> Result<T, any Error>.Publisher {
        Result<T, any Error>.Publisher(Result { try nextPartialResult(initialResult, output) })
    }
    /// The one scanned value, evaluated now.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Never>.Publisher {
        Result<T, Never>.Publisher(.success(nextPartialResult(initialResult, output)))
    }
    /// The one scanned value or the error thrown, evaluated now.
    public func tryScan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T) -> Result<T, any Error>.Publisher {
        Result<T, any Error>.Publisher(Result { try nextPartialResult(initialResult, output) })
    }
    /// `elements`, then the value, as one sequence publisher.
    public func prepend(_ elements: Output...) -> Publishers.Sequence<[Output], Never> { prepend(elements) }
    /// `elements`, then the value, as one sequence publisher.
    public func prepend<S: Sequence>(_ elements: S) -> Publishers.Sequence<[Output], Never> where S.Element == Output {
        Publishers.Sequence(sequence: Array(elements) + [output])
    }
    /// The value, then `elements`, as one sequence publisher.
    public func append(_ elements: Output...) -> Publishers.Sequence<[Output], Never> { append(elements) }
    /// The value, then `elements`, as one sequence publisher.
    public func append<S: Sequence>(_ elements: S) -> Publishers.Sequence<[Output], Never> where S.Element == Output {
        Publishers.Sequence(sequence: [output] + elements)
    }
}
