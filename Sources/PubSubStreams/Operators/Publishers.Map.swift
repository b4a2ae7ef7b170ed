import Scheduling

extension Publisher {
    /// Transforms every value with a closure.
    ///
    /// Mirrors Combine's `map(_:)`.
    ///
    /// ```swift
    /// let c = [1, 2].publisher.map { $0 * 10 }.sink { print($0) }
    /// // Prints: 10
    /// //         20
    /// ```
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// The publisher `map(_:)` returns.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher transformed.
        public let upstream: Upstream

        /// The transform.
        public let transform: (Upstream.Output) -> Output

        /// Creates the publisher.
        @inlinable
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Subscribes through the transforming subscription.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = Inner(downstream: subscriber, transform: transform)
            // Straight to the upstream, with no stack guard of its own (see `StackDepth`): a chain of
            // these is as deep as its type, and a chain built deep at run time goes through `AnyPublisher`
            // (or `flatMap`, `merge`…), whose guarded calls bound the stack. Not through `subscribe(_:)`
            // either: a generic call growing its own type is never specialized.
            upstream.receive(subscriber: inner)
        }
    }
}

extension Publishers.Map {
    /// The subscriber `map` puts between upstream and downstream. Like Combine's, it is no subscription
    /// of its own: the downstream receives the upstream's subscription, every value passes through the
    /// transform and the demand the downstream returns goes back unchanged, and whatever upstream sends
    /// (also before its subscription or after its completion) is forwarded as it comes: the downstream
    /// (a sink, an `AnyPublisher` relay, a stateful operator) guards its own grammar.
    @usableFromInline
    struct Inner<Downstream: Subscriber>: Subscriber, CustomStringConvertible
    where Downstream.Input == Output, Downstream.Failure == Upstream.Failure {
        @usableFromInline typealias Input = Upstream.Output
        @usableFromInline typealias Failure = Upstream.Failure

        @usableFromInline let downstream: Downstream
        @usableFromInline let transform: (Upstream.Output) -> Output
        @usableFromInline let combineIdentifier = CombineIdentifier()

        @inlinable
        init(downstream: Downstream, transform: @escaping (Upstream.Output) -> Output) {
            self.downstream = downstream
            self.transform = transform
        }

        /// `"Map"`, as Combine's.
        @usableFromInline var description: String { "Map" }

        @inlinable
        func receive(subscription: Subscription) {
            downstream.receive(subscription: subscription)
        }

        @inlinable
        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            downstream.receive(transform(input))
        }

        @inlinable
        func receive(completion: Subscribers.Completion<Upstream.Failure>) {
            downstream.receive(completion: completion)
        }
    }
}
