import Scheduling

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// Republishes the values of the most recent inner publisher, cancelling the previous one.
    ///
    /// Mirrors Combine's `switchToLatest()`: upstream is asked for unlimited publishers; outstanding
    /// downstream demand moves to each new inner publisher. It finishes when upstream and the current
    /// inner publisher have finished; any failure ends it. Deliveries are serial even when inner
    /// publishers send from several threads, and a replaced inner publisher's values never follow
    /// its successor's.
    ///
    /// ```swift
    /// let outer = PassthroughSubject<AnyPublisher<Int, Never>, Never>()
    /// let c = outer.switchToLatest().sink { print($0) }
    /// outer.send(Just(1).eraseToAnyPublisher())
    /// // Prints: 1
    /// ```
    @inlinable
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publishers {
    /// The publisher `switchToLatest()` returns.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
    where Upstream.Output == P, P.Failure == Upstream.Failure {
        /// The inner publishers' output.
        public typealias Output = P.Output
        /// Shared failure.
        public typealias Failure = P.Failure

        /// The publisher of publishers.
        public let upstream: Upstream

        /// Creates the publisher.
        @inlinable
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Subscribes through the switching subscription.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = Inner(downstream: subscriber)
            // As Combine: the downstream has its subscription before the outer publisher is subscribed.
            subscriber.receive(subscription: inner)
            // `subscribe(_:)` spelled out (see `StackDepth`), so the chain specializes.
            let upstream = upstream
            let thread = StackDepth.current
            guard thread.enter() else { return thread.deferWork { upstream.receive(subscriber: inner) } }
            upstream.receive(subscriber: inner)
            thread.exit()
        }
    }
}

extension Publishers.SwitchToLatest {
    /// One event owed downstream while another thread (or an outer call on this one) delivers.
    @usableFromInline
    enum Pending<Downstream> {
        /// A value of inner publisher `id`, which was the latest when the value arrived.
        case value(Int, Output)
        /// The completion, with the downstream it goes to (already let go of by the state).
        case completion(Subscribers.Completion<Failure>, Downstream)
    }

    /// The switching subscription: the outer publisher's subscriber and the downstream's subscription.
    ///
    /// Serialized as Combine's (OpenCombine takes a recursive lock around every downstream call):
    /// one thread delivers at a time, with no lock held; an event that arrives meanwhile is queued
    /// and delivered by that thread right after, in arrival order. Whether a value comes from the
    /// latest inner publisher is checked under the lock as it arrives, in the same critical section
    /// that queues it or claims the delivery; the queue is first-in first-out, so no value of a
    /// replaced inner publisher follows a value of its successor.
    @usableFromInline
    final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
    where Downstream.Input == Output, Downstream.Failure == Failure {
        @usableFromInline
        typealias Input = P
        @usableFromInline
        typealias Failure = P.Failure
        @usableFromInline
        typealias Output = P.Output

        @usableFromInline
        struct State {
            @inlinable init(downstream: Downstream) { self.downstream = downstream }
            /// Let go of at the terminal event or the cancel.
            @usableFromInline
            var downstream: Downstream?
            @usableFromInline
            var outer: Subscription?
            @usableFromInline
            var outerSubscribed = false
            @usableFromInline
            var outerFinished = false
            @usableFromInline
            var child: Subscription?
            @usableFromInline
            var childID = 0
            @usableFromInline
            var childActive = false
            @usableFromInline
            var demand: Subscribers.Demand = .none
            @usableFromInline
            var terminal = false
            /// A thread is calling downstream now; others queue in `pending`.
            @usableFromInline
            var delivering = false
            @usableFromInline
            var pending: [Pending<Downstream>] = []
        }

        @usableFromInline
        let state: Locked<State>
        /// Made where the types are concrete, so a request or cancel arriving through the `Subscription`
        /// existential runs specialized code (see `Just.Inner.requestEntry`).
        @usableFromInline let requestEntry: (Inner, Subscribers.Demand) -> Void
        @usableFromInline let cancelEntry: (Inner) -> Void

        @inlinable
        init(downstream: Downstream) {
            state = Locked(State(downstream: downstream))
            requestEntry = { $0.addDemand($1) }
            cancelEntry = { $0.stop() }
            Resources.increment()
        }

        deinit { Resources.decrement() }

        @usableFromInline
        var description: String { "SwitchToLatest" }

        @inlinable
        func receive(subscription: Subscription) {
            let accepted = state.withLock { state -> Bool in
                guard !state.outerSubscribed, !state.terminal else { return false }
                state.outerSubscribed = true
                state.outer = subscription
                return true
            }
            guard accepted else {
                subscription.cancel()
                return
            }
            subscription.request(.unlimited)
        }

        @inlinable
        func receive(_ input: P) -> Subscribers.Demand {
            // The previous child's subscription is moved out (`take()`), not copied: no optional tuple
            // around an existential, whose copies and destroys go through runtime value witnesses.
            var previous: Subscription?
            let id = state.withLock { state -> Int in
                guard !state.terminal, !state.outerFinished else { return 0 }
                state.childID += 1
                state.childActive = true
                previous = state.child.take()
                return state.childID
            }
            guard id != 0 else { return .none }
            previous?.cancel()
            input.subscribe(ChildSubscriber(parent: self, id: id))
            return .none
        }

        @inlinable
        func receive(completion: Subscribers.Completion<Failure>) {
            switch completion {
            case .finished:
                let downstream = state.withLock { state -> Downstream? in
                    guard !state.terminal, !state.outerFinished else { return nil }
                    state.outerFinished = true
                    state.outer = nil
                    guard !state.childActive else { return nil }
                    return takeForCompletion(&state, completion)
                }
                if let downstream { deliver(completion, to: downstream) }
            case .failure:
                let (child, downstream) = state.withLock { state -> (Subscription?, Downstream?) in
                    guard !state.terminal, !state.outerFinished else { return (nil, nil) }
                    let child = state.child
                    state.outer = nil
                    return (child, takeForCompletion(&state, completion))
                }
                child?.cancel()
                if let downstream { deliver(completion, to: downstream) }
            }
        }

        @usableFromInline
        func request(_ demand: Subscribers.Demand) { requestEntry(self, demand) }

        @usableFromInline
        func cancel() { cancelEntry(self) }

        @inlinable
        func addDemand(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return Violations.zeroDemand("SwitchToLatest's subscription") }
            let child = state.withLock { state -> Subscription? in
                guard !state.terminal else { return nil }
                state.demand += demand
                return state.child
            }
            child?.request(demand)
        }

        @inlinable
        func stop() {
            let (outer, child, downstream) = state.withLock { state in
                let taken = (state.outer, state.child, state.downstream)
                _ = takeForTermination(&state)
                state.pending.removeAll()
                return taken
            }
            child?.cancel()  // the inner first, then the outer, as Combine's
            outer?.cancel()
            _ = downstream
        }
    }
}
