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
private final class MulticastInner<Downstream: Subscriber>: LockedLink<LinkAndDownstream<Downstream>>, Subscriber {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    init(downstream: Downstream) {
        super.init("Multicast", state: LinkAndDownstream(downstream))
    }

    func receive(subscription: Subscription) {
        attachDownstream(subscription)?.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let live = state.withLock { state -> (Downstream, Subscription)? in
            guard let upstream = state.upstream, let downstream = state.downstream else { return nil }
            return (downstream, upstream)
        }
        guard let (downstream, subscription) = live else { return .none }
        let more = downstream.receive(input)
        if more > 0 { subscription.request(more) }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        endTakingDownstream()?.receive(completion: completion)
    }

    override func cancel() {
        end(update: { $0.downstream = nil })?.cancel()
    }
}
