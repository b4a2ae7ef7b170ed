// Combine's specialised operators on `Result.Publisher`: evaluated at once, returning another
// `Result.Publisher` (or `Empty`) instead of an operator chain.

extension Result {
    /// The success transformed by a throwing closure; a failure or a throw becomes `any Error`.
    fileprivate func tryMapSuccess<T>(_ transform: (Success) throws -> T) -> Result<T, any Error> {
        switch self {
        case let .success(value): return Result<T, any Error> { try transform(value) }
        case let .failure(error): return .failure(error)
        }
    }
}

extension Result.Publisher where Output: Equatable {
    /// Whether the success equals `output`; a failure stays.
    public func contains(_ output: Output) -> Result<Bool, Failure>.Publisher {
        Result<Bool, Failure>.Publisher(result.map { $0 == output })
    }
    /// Itself.
    public func removeDuplicates() -> Result<Output, Failure>.Publisher { self }
}

extension Result.Publisher where Output: Comparable {
    /// Itself.
    public func min() -> Result<Output, Failure>.Publisher { self }
    /// Itself.
    public func max() -> Result<Output, Failure>.Publisher { self }
}

extension Result.Publisher where Failure == Never {
    /// The same success with the new failure type.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Output, E>.Publisher {
        switch result {
        case let .success(value): return Result<Output, E>.Publisher(.success(value))
        }
    }
}

extension Result.Publisher {
    /// Whether the success satisfies `predicate`; a failure stays.
    public func allSatisfy(_ predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
        Result<Bool, Failure>.Publisher(result.map(predicate))
    }
    /// `allSatisfy` with a throwing predicate.
    public func tryAllSatisfy(_ predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
        Result<Bool, any Error>.Publisher(result.tryMapSuccess(predicate))
    }
    /// Whether the success satisfies `predicate`; a failure stays.
    public func contains(where predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
        Result<Bool, Failure>.Publisher(result.map(predicate))
    }
    /// `contains(where:)` with a throwing predicate.
    public func tryContains(where predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
        Result<Bool, any Error>.Publisher(result.tryMapSuccess(predicate))
    }
    /// The success in a one-element array.
    public func collect() -> Result<[Output], Failure>.Publisher { Result<[Output], Failure>.Publisher(result.map { [$0] }) }
    /// Itself.
    public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Result<Output, Failure>.Publisher { self }
    /// The success, or what the closure throws when asked about the success and itself.
    public func tryMin(by areInIncreasingOrder: (Output, Output) throws -> Bool) -> Result<Output, any Error>.Publisher {
        Result<Output, any Error>.Publisher(
            result.tryMapSuccess {
                _ = try areInIncreasingOrder($0, $0)
                return $0
            })
    }
    /// Itself.
    public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Result<Output, Failure>.Publisher { self }
    /// The success, or what the closure throws when asked about the success and itself.
    public func tryMax(by areInIncreasingOrder: (Output, Output) throws -> Bool) -> Result<Output, any Error>.Publisher {
        Result<Output, any Error>.Publisher(
            result.tryMapSuccess {
                _ = try areInIncreasingOrder($0, $0)
                return $0
            })
    }
    /// One for a success; a failure stays.
    public func count() -> Result<Int, Failure>.Publisher { Result<Int, Failure>.Publisher(result.map { _ in 1 }) }
    /// Itself.
    public func first() -> Result<Output, Failure>.Publisher { self }
    /// Itself.
    public func last() -> Result<Output, Failure>.Publisher { self }
    /// An `Empty` that finishes at once (Combine drops a failure here too).
    public func ignoreOutput() -> Empty<Output, Failure> { Empty() }
    /// The transformed success, evaluated now.
    public func map<T>(_ transform: (Output) -> T) -> Result<T, Failure>.Publisher { Result<T, Failure>.Publisher(result.map(transform)) }
    /// The transformed success or the error thrown, evaluated now.
    public func tryMap<T>(_ transform: (Output) throws -> T) -> Result<T, any Error>.Publisher {
        Result<T, any Error>.Publisher(result.tryMapSuccess(transform))
    }
    /// The transformed failure, evaluated now.
    public func mapError<E: Error>(_ transform: (Failure) -> E) -> Result<Output, E>.Publisher {
        Result<Output, E>.Publisher(result.mapError(transform))
    }
    /// Itself.
    public func removeDuplicates(by predicate: (Output, Output) -> Bool) -> Result<Output, Failure>.Publisher { self }
    /// The success, or what the predicate throws when asked about the success and itself.
    public func tryRemoveDuplicates(by predicate: (Output, Output) throws -> Bool) -> Result<Output, any Error>.Publisher {
        Result<Output, any Error>.Publisher(
            result.tryMapSuccess {
                _ = try predicate($0, $0)
                return $0
            })
    }
    /// The success, or `output` for a failure.
    public func replaceError(with output: Output) -> Result<Output, Never>.Publisher {
        switch result {
        case let .success(value): return Result<Output, Never>.Publisher(.success(value))
        case .failure: return Result<Output, Never>.Publisher(.success(output))
        }
    }
    /// Itself: it is never empty.
    public func replaceEmpty(with output: Output) -> Result<Output, Failure>.Publisher { self }
    /// Itself (Combine does not retry a `Result`).
    public func retry(_ times: Int) -> Result<Output, Failure>.Publisher { self }
    /// The folded success, evaluated now.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Failure>.Publisher {
        Result<T, Failure>.Publisher(result.map { nextPartialResult(initialResult, $0) })
    }
    /// The folded success or the error thrown, evaluated now.
    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T) -> Result<T, any Error>.Publisher {
        Result<T, any Error>.Publisher(result.tryMapSuccess { try nextPartialResult(initialResult, $0) })
    }
    /// The one scanned success, evaluated now.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Failure>.Publisher {
        Result<T, Failure>.Publisher(result.map { nextPartialResult(initialResult, $0) })
    }
    /// The one scanned success or the error thrown, evaluated now.
    public func tryScan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T) -> Result<T, any Error>.Publisher {
        Result<T, any Error>.Publisher(result.tryMapSuccess { try nextPartialResult(initialResult, $0) })
    }
}
