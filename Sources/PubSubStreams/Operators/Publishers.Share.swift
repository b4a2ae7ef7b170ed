import Scheduling

extension Publisher {
    /// Shares one upstream subscription among all subscribers.
    ///
    /// Mirrors Combine's `share()` (a `PassthroughSubject` multicast that connects on the first
    /// subscriber and disconnects when the last one cancels): late subscribers miss earlier values;
    /// after upstream completes, new subscribers get only the completion.
    ///
    /// ```swift
    /// let subject = PassthroughSubject<Int, Never>()
    /// let shared = subject.share()
    /// let a = shared.sink { print("a", $0) }
    /// let b = shared.sink { print("b", $0) }
    /// subject.send(1)
    /// // Prints: a 1
    /// //         b 1
    /// ```
    public func share() -> Publishers.Share<Self> {
        Publishers.Share(upstream: self)
    }
}

extension Publishers {
    /// The publisher `share()` returns (a class: every copy shares the one connection).
    public final class Share<Upstream: Publisher>: Publisher, Equatable {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher shared.
        public let upstream: Upstream

        private struct State {
            var subscribers = 0
            var connection: AnyCancellable?
        }

        private let subject = PassthroughSubject<Output, Failure>()
        private let state = Locked(State())

        /// Creates the publisher.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Identity equality.
        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }

        /// Attaches a subscriber; the first one connects to upstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let connect = state.withLock { state -> Bool in
                state.subscribers += 1
                return state.connection == nil
            }
            subject.subscribe(CountingSubscriber(subscriber, share: self))
            guard connect else { return }
            let connection = upstream.subscribe(subject)
            let stale = state.withLock { state -> AnyCancellable? in
                guard state.connection == nil, state.subscribers > 0 else { return connection }
                state.connection = connection
                return nil
            }
            stale?.cancel()
        }

        fileprivate func subscriberCancelled() {
            let connection = state.withLock { state -> AnyCancellable? in
                state.subscribers -= 1
                guard state.subscribers == 0 else { return nil }
                defer { state.connection = nil }
                return state.connection
            }
            connection?.cancel()
        }
    }
}

extension Publishers.Share {
    /// Wraps a subscriber so that its cancel is counted; describes itself as `"Multicast"`, as Combine's share
    /// (a multicast through a `PassthroughSubject`, autoconnected) does.
    private final class CountingSubscriber<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Output

        var description: String { "Multicast" }

        private let downstream: Downstream
        private let share: Locked<Publishers.Share<Upstream>?>
        private let upstream = Locked<Subscription?>(nil)

        init(_ downstream: Downstream, share: Publishers.Share<Upstream>) {
            self.downstream = downstream
            self.share = Locked(share)
        }

        var combineIdentifier: CombineIdentifier { downstream.combineIdentifier }

        func receive(subscription: Subscription) {
            upstream.withLock { $0 = subscription }
            downstream.receive(subscription: self)
        }

        func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }

        func receive(completion: Subscribers.Completion<Failure>) {
            share.withLock { $0 = nil }
            upstream.withLock { $0 = nil }
            downstream.receive(completion: completion)
        }

        func request(_ demand: Subscribers.Demand) { upstream.withLock { $0 }?.request(demand) }

        func cancel() {
            let subscription = upstream.withLock { subscription in
                defer { subscription = nil }
                return subscription
            }
            subscription?.cancel()
            let owner = share.withLock { share in
                defer { share = nil }
                return share
            }
            owner?.subscriberCancelled()
        }
    }
}
