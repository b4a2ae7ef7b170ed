extension Subscribers {
    /// How a publisher ended: normally, or with an error.
    ///
    /// Mirrors Combine's `Subscribers.Completion` (Equatable and Hashable when the failure is).
    ///
    /// ```swift
    /// let c: Subscribers.Completion<Never> = .finished
    /// print(c)
    /// // Prints: finished
    /// ```
    public enum Completion<Failure: Error> {
        /// The publisher finished normally.
        case finished
        /// The publisher stopped because of an error.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Subscribers.Completion {
    /// The same completion with the error transformed (package helper for operators).
    package func mapFailure<E: Error>(_ transform: (Failure) -> E) -> Subscribers.Completion<E> {
        switch self {
        case .finished: return .finished
        case let .failure(error): return .failure(transform(error))
        }
    }
}
