extension Publisher where Failure == Never {
    /// The values as an `AsyncSequence`: `for await value in publisher.values { … }`.
    ///
    /// Mirrors Combine's `values` for publishers that cannot fail: each step of the loop requests one
    /// value; the loop ends when the publisher finishes; cancelling the iterating task cancels the
    /// subscription (the waiting step returns `nil`).
    ///
    /// ```swift
    /// for await value in [1, 2, 3].publisher.values { print(value) }
    /// // Prints: 1
    /// //         2
    /// //         3
    /// ```
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

/// The `AsyncSequence` of a publisher that cannot fail (what `values` returns).
///
/// Mirrors Combine's `AsyncPublisher`: every iterator subscribes anew; see `values`.
public struct AsyncPublisher<Upstream: Publisher>: AsyncSequence where Upstream.Failure == Never {
    /// The publisher's output.
    public typealias Element = Upstream.Output

    /// Steps through the values, one request per step.
    public struct Iterator: AsyncIteratorProtocol {
        /// The publisher's output.
        public typealias Element = Upstream.Output

        let subscriber: AsyncValuesSubscriber<Upstream.Output, Never>

        /// The next value, or `nil` once the publisher finished or the task was cancelled.
        public mutating func next() async -> Element? {
            await subscriber.next().get()
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
