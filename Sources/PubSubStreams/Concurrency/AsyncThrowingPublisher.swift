extension Publisher {
    /// The values as a throwing `AsyncSequence`: `for try await value in publisher.values { … }`.
    ///
    /// Mirrors Combine's `values`: each step of the loop requests one value; the loop ends when the
    /// publisher finishes and throws its failure; cancelling the iterating task cancels the
    /// subscription (the waiting step returns `nil`).
    ///
    /// ```swift
    /// let numbers = [1, 2].publisher.setFailureType(to: CancellationError.self)
    /// for try await value in numbers.values { print(value) }
    /// // Prints: 1
    /// //         2
    /// ```
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// The throwing `AsyncSequence` of a publisher (what `values` returns when it can fail).
///
/// Mirrors Combine's `AsyncThrowingPublisher`: every iterator subscribes anew; after the failure is
/// thrown, further steps return `nil`.
public struct AsyncThrowingPublisher<Upstream: Publisher>: AsyncSequence {
    /// The publisher's output.
    public typealias Element = Upstream.Output

    /// Steps through the values, one request per step.
    public struct Iterator: AsyncIteratorProtocol {
        /// The publisher's output.
        public typealias Element = Upstream.Output

        let subscriber: AsyncValuesSubscriber<Upstream.Output, Upstream.Failure>

        /// The next value, `nil` once the publisher finished or the task was cancelled; throws the failure.
        public mutating func next() async throws -> Element? {
            try await subscriber.next().get()
        }
    }

    private let publisher: Upstream

    /// The values of `publisher`.
    public init(_ publisher: Upstream) {
        self.publisher = publisher
    }

    /// Subscribes to the publisher; the first request waits for the first `next()`.
    public func makeAsyncIterator() -> Iterator {
        Iterator(subscriber: .subscribed(to: publisher))
    }
}
