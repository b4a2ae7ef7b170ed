extension Result {
    /// A publisher of this result: its value then finished, or its failure.
    ///
    /// Mirrors Combine's `Result.publisher` (spelled `.ocombine.publisher` in OpenCombine where
    /// Combine is also importable); the value waits for demand, a failure does not.
    ///
    /// ```swift
    /// let c = Result<Int, Never>.success(1).publisher.sink { print($0) }
    /// // Prints: 1
    /// ```
    public var publisher: Publisher { Publisher(self) }

    /// The publisher of one `Result`.
    public struct Publisher: PubSubStreams.Publisher {
        /// The success type.
        public typealias Output = Success

        /// The result published.
        public let result: Result<Success, Failure>

        /// Creates the publisher.
        public init(_ result: Result<Success, Failure>) {
            self.result = result
        }

        /// A publisher of `output` (Combine's `Result.Publisher.init(_:)` for a value).
        public init(_ output: Output) {
            self.init(.success(output))
        }

        /// A publisher of `failure` (Combine's `Result.Publisher.init(_:)` for an error).
        public init(_ failure: Failure) {
            self.init(.failure(failure))
        }

        /// Sends the value on demand then finished (a subscription described as `"Once"`, as Combine's), or the
        /// failure at once.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Success, S.Failure == Failure {
            switch result {
            case let .success(value):
                let widened = NeverFailingSubscriber(subscriber)
                subscriber.receive(subscription: Just<Success>.Inner(downstream: widened, value: value, name: "Once"))
            case let .failure(error):
                Fail<Success, Failure>(error: error).subscribe(subscriber)
            }
        }
    }
}

extension Optional {
    /// A publisher of this optional: its value then finished, or just finished when nil.
    ///
    /// Mirrors Combine's `Optional.publisher`.
    ///
    /// ```swift
    /// let c = Optional(9).publisher.sink { print($0) }
    /// // Prints: 9
    /// ```
    public var publisher: Publisher { Publisher(self) }

    /// The publisher of one optional value.
    public struct Publisher: PubSubStreams.Publisher {
        /// The wrapped type.
        public typealias Output = Wrapped
        /// It cannot fail.
        public typealias Failure = Never

        /// The value published, if any.
        public let output: Wrapped?

        /// Creates the publisher.
        public init(_ output: Wrapped?) {
            self.output = output
        }

        /// Sends the value on demand then finished, or just finished.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Wrapped, S.Failure == Never {
            if let output {
                subscriber.receive(subscription: Just<Wrapped>.Inner(downstream: subscriber, value: output, name: "Optional"))
            } else {
                Empty<Wrapped, Never>().subscribe(subscriber)
            }
        }
    }
}

/// Lets a subscriber that may see a failure take events from a source that never fails (`Result.Publisher`'s
/// value through `Just`'s subscription).
struct NeverFailingSubscriber<Downstream: Subscriber>: Subscriber {
    typealias Input = Downstream.Input
    typealias Failure = Never

    let downstream: Downstream

    init(_ downstream: Downstream) { self.downstream = downstream }

    var combineIdentifier: CombineIdentifier { downstream.combineIdentifier }

    func receive(subscription: Subscription) { downstream.receive(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }
    func receive(completion: Subscribers.Completion<Never>) { downstream.receive(completion: .finished) }
}
