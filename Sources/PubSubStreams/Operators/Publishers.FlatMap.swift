import Scheduling

extension Publisher {
    /// Maps each value to a publisher and merges the values of all of them, at most `maxPublishers` at a time.
    ///
    /// Mirrors Combine's `flatMap(maxPublishers:_:)`: the subscriber gets its subscription before upstream is
    /// subscribed; upstream is asked for `maxPublishers` values, and for one more each time an inner publisher
    /// finishes. Each inner publisher is asked for one value at first (everything once downstream demand is
    /// unlimited); a value that finds demand is delivered at once and answered with `.max(1)`, one that does not
    /// waits, and the inner publisher is asked for one more when it is delivered. The result finishes when
    /// upstream and every inner publisher have finished and nothing waits; any failure ends it at once (an inner
    /// failure cancels the other inner publishers, an upstream failure all of them; upstream is left alone).
    /// Ours delivers a value an inner publisher sends from inside the subscriber's own callback after that
    /// callback returns (Combine's recursive lock delivers it nested), and ignores a second completion of an
    /// inner publisher (Combine asks upstream for one more publisher again).
    ///
    /// ```swift
    /// let c = [1, 2].publisher.flatMap { [$0, $0 * 10].publisher }.sink { print($0) }
    /// // Prints: 1
    /// //         10
    /// //         2
    /// //         20
    /// ```
    @inlinable
    public func flatMap<T, P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Self> where T == P.Output, P.Failure == Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publishers {
    /// The publisher `flatMap(maxPublishers:_:)` returns.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
    where NewPublisher.Failure == Upstream.Failure {
        /// The inner publishers' output.
        public typealias Output = NewPublisher.Output
        /// Shared failure.
        public typealias Failure = Upstream.Failure

        /// The publisher of values to map.
        public let upstream: Upstream
        /// How many inner publishers may be active at once.
        public let maxPublishers: Subscribers.Demand
        /// Builds an inner publisher from each value.
        public let transform: (Upstream.Output) -> NewPublisher

        /// Creates the publisher.
        @inlinable
        public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        /// Subscribes through the merging subscription.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscribe(subscriber, named: "FlatMap")
        }

        /// Subscribes through a merging subscription that describes itself as `name` (`MergeMany`'s is `"Merge"`).
        @inlinable
        func subscribe<S: Subscriber>(_ subscriber: S, named name: String) where S.Input == Output, S.Failure == Failure {
            let inner = Inner(downstream: subscriber, maxPublishers: maxPublishers, transform: transform, name: name)
            subscriber.receive(subscription: inner)
            // `subscribe(_:)` spelled out (see `StackDepth`), so the chain specializes.
            StackDepth.current.run { upstream.receive(subscriber: inner) }
        }
    }
}

extension Publishers.FlatMap {
    @usableFromInline
    struct State<Downstream: Subscriber>: LinkState where Downstream.Input == Output, Downstream.Failure == Failure {
        /// The outer publisher's link; `terminal` once it has finished or failed (or the whole subscription ended).
        @usableFromInline var phase = LinkPhase.awaiting
        @usableFromInline var downstream: Downstream?
        /// The inner publishers not finished yet.
        @usableFromInline var children = FlatMapChildren()
        @usableFromInline var demand: Subscribers.Demand = .none
        /// Values waiting for demand, oldest first, and the inner publisher each came from (two arrays: an
        /// array of tuples of a generic value costs run-time tuple metadata on every event).
        @usableFromInline var queue: [Output] = []
        @usableFromInline var queuedFrom: [ChildTag] = []
        @usableFromInline var pendingCompletion: Subscribers.Completion<Failure>? {
            didSet { hasPendingCompletion = pendingCompletion != nil }
        }
        /// `pendingCompletion != nil`, as a plain flag `drain()` can test without touching a generic enum.
        @usableFromInline var hasPendingCompletion = false
        @usableFromInline var draining = false
        @usableFromInline var terminal = false
        /// The subscriber of an inner publisher that finished, for the next one when no one else holds it by
        /// then (B5b pub-sub: no allocation and release of a subscriber per inner publisher). Only while
        /// upstream is active.
        @usableFromInline var spare: TaggedSubscriber<Inner<Downstream>>?

        @inlinable init(downstream: Downstream) { self.downstream = downstream }

        /// Makes the caller the drainer when no one is and there is something to deliver; `false` otherwise.
        /// Nothing queued and no completion pending is the common case, checked without the generic values
        /// the delivery loop needs.
        @inlinable
        mutating func beginDrain() -> Bool {
            guard !draining, !queuedFrom.isEmpty || hasPendingCompletion else { return false }
            draining = true
            return true
        }
    }

    /// The merging subscription: upstream's subscriber and the downstream's subscription.
    ///
    /// Inlinable, as the other operators, so a client's chain runs specialized: unspecialized, each
    /// event looked up the generic metadata of its state, closures and inner publisher at run time.
    @usableFromInline
    final class Inner<Downstream: Subscriber>: LockedLink<State<Downstream>>, Subscriber, TaggedSubscriberParent
    where Downstream.Input == Output, Downstream.Failure == Failure {
        @usableFromInline typealias Input = Upstream.Output
        @usableFromInline typealias Failure = Upstream.Failure
        @usableFromInline typealias Output = NewPublisher.Output
        @usableFromInline typealias ChildInput = NewPublisher.Output
        @usableFromInline typealias ChildFailure = NewPublisher.Failure
        /// The subscriber each inner publisher gets.
        @usableFromInline typealias ChildSubscriber = TaggedSubscriber<Inner>

        @usableFromInline let maxPublishers: Subscribers.Demand
        @usableFromInline let transform: (Upstream.Output) -> NewPublisher

        @inlinable
        init(
            downstream: Downstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher,
            name: String
        ) {
            self.maxPublishers = maxPublishers
            self.transform = transform
            super.init(name, state: State(downstream: downstream))
        }

        // MARK: outer

        @inlinable
        func receive(subscription: Subscription) {
            if attach(subscription) { subscription.request(maxPublishers) }  // even `.none`, as Combine's
        }

        @inlinable
        func receive(_ input: Input) -> Subscribers.Demand {
            var spare: ChildSubscriber?
            let child = state.withLock { state -> ChildTag? in
                guard !state.terminal, !state.hasEnded else { return nil }
                swap(&spare, &state.spare)
                return state.children.add()
            }
            guard let child else { return .none }
            let publisher = transform(input)
            // B5b pub-sub: a finished inner publisher's subscriber that no one else holds (its publisher let go
            // of it) is retagged instead of allocating one; it hears from no one but the inner publisher it is
            // given to, so the events are those a new subscriber would get.
            let subscriber: ChildSubscriber
            if isKnownUniquelyReferenced(&spare), let reused = spare.take() {
                reused.retag(child)
                subscriber = reused
            } else {
                subscriber = TaggedSubscriber(self, tag: child)
            }
            publisher.subscribe(subscriber)
            return .none
        }

        @inlinable
        func receive(completion: Subscribers.Completion<Failure>) {
            switch completion {
            case .finished:
                state.withLock { state in
                    guard !state.terminal else { return }
                    state.phase = .terminal
                    state.spare = nil
                    if state.children.isEmpty { state.pendingCompletion = .finished }
                }
                drain()
            case let .failure(error):
                fail(error, from: nil)
            }
        }

        // MARK: downstream

        /// Adds demand and delivers what waits; once the demand is unlimited, every inner publisher is asked for
        /// everything too (Combine's order: the waiting values first).
        @usableFromInline
        override func request(_ demand: Subscribers.Demand) { addDemand(demand) }

        @usableFromInline
        override func cancel() { stop() }

        @inlinable
        func addDemand(_ demand: Subscribers.Demand) {
            // Combine's flatMap traps on `.none`; its merge ignores it (OpenCombine's MergeTests.testNoDemandOnSubscriptionNoCrashes).
            guard demand > 0 else { return Violations.zeroDemand(description, combineTraps: description != "Merge") }
            let unlimited = state.withLock { state -> Bool in
                guard !state.terminal else { return false }
                let wasUnlimited = state.demand == .unlimited
                state.demand += demand
                return !wasUnlimited && state.demand == .unlimited
            }
            drain()
            guard unlimited else { return }
            let children = state.withLock { state -> [Subscription] in
                guard !state.terminal else { return [] }
                return state.children.makeAllUnlimited()
            }
            for child in children { child.request(.unlimited) }
        }

        @inlinable
        func stop() {
            let (outer, children, downstream) = state.withLock { state in
                defer {
                    state.terminal = true
                    state.phase = .terminal
                    state.spare = nil
                    state.queue = []
                    state.queuedFrom = []
                    state.downstream = nil
                }
                return (state.upstream, state.children.removeAll(), state.downstream)
            }
            for child in children { child.cancel() }
            outer?.cancel()
            _ = downstream
        }

        /// Fails with `error` from the inner publisher `child` (nil: from upstream); ignored when that
        /// publisher already completed, as nothing may follow a terminal event. Upstream is let go of, not
        /// cancelled (the transcripts show it left alone).
        @inlinable
        func fail(_ error: Failure, from child: ChildTag?) {
            let cancellations = state.withLock { state -> [Subscription]? in
                guard !state.terminal, !state.hasPendingCompletion else { return nil }
                if let child {
                    guard state.children.remove(child) else { return nil }  // the failing one is not cancelled
                } else {
                    guard !state.hasEnded else { return nil }
                }
                state.phase = .terminal
                state.spare = nil
                state.queue = []
                state.queuedFrom = []
                state.pendingCompletion = .failure(error)
                return state.children.removeAll()
            }
            guard let cancellations else { return }
            for cancellation in cancellations { cancellation.cancel() }
            drain()
        }
    }
}
