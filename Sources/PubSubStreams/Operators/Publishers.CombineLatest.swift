import Scheduling

extension Publisher {
    /// Publishes a tuple of the latest values of both publishers whenever either emits (once both have).
    ///
    /// Mirrors Combine's `combineLatest(_:)` (OpenCombine 0.14.0 lacks it; the transcripts come from
    /// its unmerged branch). Downstream demand is passed to both upstreams. A value that finds no demand,
    /// or arrives while a combination is being delivered, only updates the latest values: as in Combine,
    /// it is not sent when demand comes later. It finishes when both finish; a failure of either cancels
    /// the other and fails.
    ///
    /// ```swift
    /// let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>()
    /// let c = a.combineLatest(b).sink { print($0) }
    /// a.send(1); b.send("x"); a.send(2)
    /// // Prints: (1, "x")
    /// //         (2, "x")
    /// ```
    @inlinable
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Combines the latest values of both publishers with `transform`.
    ///
    /// Mirrors Combine's `combineLatest(_:_:)` (a `map` over `Publishers.CombineLatest`).
    @inlinable
    public func combineLatest<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }
}

extension Publishers {
    /// The publisher `combineLatest(_:)` returns: Combine's `CombineLatest`, here ``Pairing``.
    public typealias CombineLatest<A: Publisher, B: Publisher> = Pairing<A, B, CombineLatestRule<A, B>> where A.Failure == B.Failure

    /// What makes `combineLatest(_:)` that operator: the combining subscription below.
    public enum CombineLatestRule<A: Publisher, B: Publisher>: PairingRule where A.Failure == B.Failure {
        /// A tuple of one value from each.
        public typealias Output = (A.Output, B.Output)
        /// Shared failure.
        public typealias Failure = A.Failure

        /// Subscribes to both publishers through the combining subscription.
        @inlinable
        public static func subscribe<S: Subscriber>(_ subscriber: S, to a: A, _ b: B)
        where S.Input == (A.Output, B.Output), S.Failure == A.Failure {
            let inner = Inner(downstream: subscriber)
            let sideA = PairSide<Inner<S>, A.Output>(inner, isA: true, ignoresValuesAfterItsEnd: true) { inner.value(a: $0, b: nil) }
            let sideB = PairSide<Inner<S>, B.Output>(inner, isA: false, ignoresValuesAfterItsEnd: true) { inner.value(a: nil, b: $0) }
            // `subscribe(_:)` spelled out (see `StackDepth`), so the chain specializes.
            let thread = StackDepth.current
            thread.run { a.receive(subscriber: sideA) }
            thread.run { b.receive(subscriber: sideB) }
            inner.start()
        }

        @usableFromInline
        final class Inner<Downstream: Subscriber>: Subscription, CustomStringConvertible, PairSideParent
        where Downstream.Input == Output, Downstream.Failure == Failure {
            @usableFromInline
            typealias Output = (A.Output, B.Output)
            @usableFromInline
            typealias Failure = A.Failure
            @usableFromInline
            typealias SideFailure = A.Failure

            @usableFromInline
            struct State: PairState {
                @inlinable init(downstream: Downstream) { self.downstream = downstream }
                @usableFromInline
                var downstream: Downstream?
                /// Each side's subscription and whether it has finished.
                @usableFromInline
                var links = PairLinks()
                @usableFromInline
                var latestA: A.Output?
                @usableFromInline
                var latestB: B.Output?
                @usableFromInline
                var demand: Subscribers.Demand = .none
                @usableFromInline
                var pendingEmission = false
                @usableFromInline
                var pendingCompletion: Subscribers.Completion<Failure>?
                @usableFromInline
                var draining = false
                @usableFromInline
                var started = false  // nothing goes downstream before it has its subscription
                @usableFromInline
                var terminal = false

                /// Makes the caller the drainer, unless nothing may go downstream yet or another call is draining.
                @inlinable
                mutating func claimDrain() -> Bool {
                    guard started, !draining else { return false }
                    draining = true
                    return true
                }
            }

            @usableFromInline
            let state: Locked<State>

            @inlinable
            init(downstream: Downstream) {
                state = Locked(State(downstream: downstream))
                Resources.increment()
            }

            deinit { Resources.decrement() }

            @usableFromInline
            var description: String { "CombineLatest" }

            @inlinable
            func start() {
                guard let downstream = state.withLock({ $0.terminal ? nil : $0.downstream }) else { return }
                downstream.receive(subscription: self)
                state.withLock { $0.started = true }
                drain()
            }

            @inlinable
            func subscribed(_ subscription: Subscription, isA: Bool) {
                let accepted = state.withLock { state -> Bool in
                    // A side that subscribes after the other has already failed (a `Fail`, a completed
                    // subject) is cancelled at once, as our `zip` does (rule 3 of Contracts.md: a terminal
                    // event releases upstream): kept, a `Future` that never resolves would hold this operator.
                    guard !state.terminal, state.pendingCompletion == nil else { return false }
                    state.links.set(subscription, isA: isA)
                    return true
                }
                guard accepted else {
                    subscription.cancel()
                    return
                }
                let demand = state.withLock { $0.demand }
                if demand > 0 { subscription.request(demand) }
            }

            /// A side's value; it asks that side for nothing more (the downstream's requests go to both sides).
            @inlinable
            func value(a: A.Output?, b: B.Output?) -> Subscribers.Demand {
                let action = state.withLock { state -> Action in
                    // Nothing follows a side's terminal event: a value from a side that already finished is
                    // ignored, and so is every value after the end (`PairSide` promises it: a subject's
                    // conduit relies on it, see `IgnoresValuesAfterItsEnd`).
                    guard !state.terminal, state.pendingCompletion == nil, !(a != nil && state.links.finishedA),
                        !(b != nil && state.links.finishedB)
                    else {
                        return .idle
                    }
                    if let a { state.latestA = a }
                    if let b { state.latestB = b }
                    // As Combine's: a value that finds no demand, or a delivery in progress (a value sent
                    // back in from the subscriber, or from another thread meanwhile), only updates the latest
                    // pair; it is not sent later when demand comes.
                    if state.latestA != nil, state.latestB != nil, state.demand > 0, !state.draining {
                        state.pendingEmission = true
                    }
                    // The drain is claimed, and its first step taken, in the same critical section: two lock
                    // round trips fewer per value than a separate claim and step (B6 pub-sub).
                    guard state.claimDrain() else { return .idle }
                    return Self.nextAction(&state)
                }
                deliver(action)
                return .none
            }

            @inlinable
            func completed(_ completion: Subscribers.Completion<Failure>, isA: Bool) {
                let toCancel = state.withLock { state -> Subscription? in
                    guard !state.terminal, state.pendingCompletion == nil, !state.links.finished(isA) else { return nil }
                    switch completion {
                    case .finished:
                        state.links.finish(isA, lettingGo: false)
                        if state.links.finishedA, state.links.finishedB { state.pendingCompletion = .finished }
                        return nil
                    case .failure:
                        state.pendingCompletion = completion
                        state.pendingEmission = false
                        defer { state.links.clear() }
                        return state.links.subscription(!isA)
                    }
                }
                toCancel?.cancel()
                drain()
            }

            @usableFromInline
            func request(_ demand: Subscribers.Demand) { addDemand(demand) }

            @usableFromInline
            func cancel() { stop() }

            @inlinable
            func addDemand(_ demand: Subscribers.Demand) {
                let upstreams = state.withLock { state -> [Subscription] in
                    guard !state.terminal else { return [] }
                    state.demand += demand
                    return state.links.all
                }
                for upstream in upstreams { upstream.request(demand) }
                drain()
            }

            @inlinable
            func stop() {
                let (upstreams, downstream) = state.endPair()
                for upstream in upstreams { upstream.cancel() }
                _ = downstream  // let go of here, with no lock held
            }

        }
    }
}
