import Scheduling

extension Publisher {
    /// Shares upstream through a subject made on first use, and subscribes upstream only at `connect()`.
    ///
    /// Mirrors Combine's `multicast(_:)`: `createSubject` runs once, when the first subscriber
    /// arrives or at `connect()`, whichever comes first.
    ///
    /// ```swift
    /// let shared = [1, 2].publisher.multicast { PassthroughSubject<Int, Never>() }
    /// let c = shared.sink { print($0) }
    /// let connection = shared.connect()
    /// // Prints: 1
    /// //         2
    /// ```
    public func multicast<SubjectType: Subject>(
        _ createSubject: @escaping () -> SubjectType
    ) -> Publishers.Multicast<Self, SubjectType> where Failure == SubjectType.Failure, Output == SubjectType.Output {
        Publishers.Multicast(upstream: self, createSubject: createSubject)
    }

    /// Shares upstream through `subject`, and subscribes upstream only at `connect()`.
    ///
    /// Mirrors Combine's `multicast(subject:)`.
    public func multicast<SubjectType: Subject>(
        subject: SubjectType
    ) -> Publishers.Multicast<Self, SubjectType> where Failure == SubjectType.Failure, Output == SubjectType.Output {
        multicast { subject }
    }
}

extension Publishers {
    /// The connectable publisher `multicast` returns.
    // @unchecked: the only mutable state, the lazily made subject, lives in `Locked`.
    public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher, @unchecked Sendable
    where Upstream.Failure == SubjectType.Failure, Upstream.Output == SubjectType.Output {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher shared.
        public let upstream: Upstream
        /// Makes the subject, once.
        public let createSubject: () -> SubjectType
        private let subject = Locked<SubjectType?>(nil)

        /// Creates the publisher.
        public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
            self.upstream = upstream
            self.createSubject = createSubject
        }

        private var lazySubject: SubjectType {
            if let made = subject.withLock({ $0 }) { return made }
            let made = createSubject()  // outside the lock: user code
            return subject.withLock { current in
                if let current { return current }
                current = made
                return made
            }
        }

        /// Subscribes `subscriber` to the subject (through a subscription described as "Multicast").
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            lazySubject.subscribe(MulticastInner(downstream: subscriber))
        }

        /// Subscribes the subject to upstream; cancel the result to disconnect.
        public func connect() -> Cancellable {
            upstream.subscribe(lazySubject)
        }
    }
}

/// Between the subject and one downstream: demand the downstream returns is requested from the subject.
private final class MulticastInner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private enum Status {
        case ready(Downstream)
        case subscribed(Downstream, Subscription)
        case terminal
    }

    private let status: Locked<Status>

    init(downstream: Downstream) {
        status = Locked(.ready(downstream))
        Resources.increment()
    }

    deinit { Resources.decrement() }

    var description: String { "Multicast" }

    func receive(subscription: Subscription) {
        let downstream = status.withLock { status -> Downstream? in
            guard case let .ready(downstream) = status else { return nil }
            status = .subscribed(downstream, subscription)
            return downstream
        }
        guard let downstream else {
            subscription.cancel()
            return
        }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard case let .subscribed(downstream, subscription) = status.withLock({ $0 }) else { return .none }
        let more = downstream.receive(input)
        if more > 0 { subscription.request(more) }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let downstream = status.withLock { status -> Downstream? in
            guard case let .subscribed(downstream, _) = status else { return nil }
            status = .terminal
            return downstream
        }
        downstream?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        guard case let .subscribed(_, subscription) = status.withLock({ $0 }) else { return }
        subscription.request(demand)
    }

    func cancel() {
        let subscription = status.withLock { status -> Subscription? in
            guard case let .subscribed(_, subscription) = status else { return nil }
            status = .terminal
            return subscription
        }
        subscription?.cancel()
    }
}
