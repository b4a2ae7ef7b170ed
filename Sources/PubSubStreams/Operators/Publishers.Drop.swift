import Scheduling

extension Publisher {
    /// Skips the first `count` values.
    ///
    /// Mirrors Combine's `dropFirst(_:)`. A negative count (a trap in Combine) is reported and drops nothing.
    ///
    /// ```swift
    /// let c = [1, 2, 3].publisher.dropFirst().sink { print($0) }
    /// // Prints: 2
    /// //         3
    /// ```
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }
}

extension Publishers {
    /// The publisher `dropFirst(_:)` returns.
    public struct Drop<Upstream: Publisher>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher whose first values are skipped.
        public let upstream: Upstream
        /// How many values to skip.
        public let count: Int

        /// Creates the publisher.
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        /// Subscribes as Combine's does: the downstream gets the skipping subscription first, then
        /// upstream is subscribed to. A negative `count` is contract misuse here, at subscription, where
        /// Combine checks it (treated as 0 under the test module).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            if count < 0 { Violations.negativeCount(count, in: "dropFirst", treatedAs: "drops nothing") }
            let inner = Inner(downstream: subscriber, count: Swift.max(0, count))
            subscriber.receive(subscription: inner)
            upstream.subscribe(inner)
        }
    }
}

extension Publishers.Drop {
    /// The subscription, as Combine's: demand the downstream asks for before the upstream
    /// subscription comes is kept, and asked for then together with `count` (the values to skip are
    /// requested up front, so a skipped value asks for nothing more). Values and completions pass as
    /// they come (Combine's checks no state there either); a cancel before the upstream subscription
    /// is a no-op.
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Output

        private struct State {
            var upstream: Subscription?
            var pending = Subscribers.Demand.none
        }

        private let state = Locked(State())
        private let downstream: Downstream
        /// Values still to skip; touched only on the serial event path.
        private var remaining: Int

        init(downstream: Downstream, count: Int) {
            self.downstream = downstream
            remaining = count
            Resources.increment()
        }

        deinit { Resources.decrement() }

        var description: String { "Drop" }

        func receive(subscription: Subscription) {
            let demand = state.withLock { state -> Subscribers.Demand? in
                guard state.upstream == nil else { return nil }
                state.upstream = subscription
                return state.pending + remaining
            }
            guard let demand else {
                subscription.cancel()
                return
            }
            if demand > 0 { subscription.request(demand) }
        }

        func receive(_ input: Output) -> Subscribers.Demand {
            if remaining > 0 {
                remaining -= 1
                return .none
            }
            return downstream.receive(input)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            state.withLock { $0.upstream = nil }
            downstream.receive(completion: completion)
        }

        func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return Violations.zeroDemand("Drop's subscription") }
            let upstream = state.withLock { state -> Subscription? in
                guard let upstream = state.upstream else {
                    state.pending += demand
                    return nil
                }
                return upstream
            }
            upstream?.request(demand)
        }

        func cancel() {
            let upstream = state.withLock { state -> Subscription? in
                defer { state.upstream = nil }
                return state.upstream
            }
            upstream?.cancel()
        }
    }
}
