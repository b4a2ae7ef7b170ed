import Scheduling

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// Republishes the values of the most recent inner publisher, cancelling the previous one.
    ///
    /// Mirrors Combine's `switchToLatest()`: upstream is asked for unlimited publishers; outstanding
    /// downstream demand moves to each new inner publisher. It finishes when upstream and the current
    /// inner publisher have finished; any failure ends it. Inner publishers must deliver serially
    /// with respect to each other (switch on one thread or scheduler).
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
    @usableFromInline
    final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
    where Downstream.Input == Output, Downstream.Failure == Failure {
        @usableFromInline
        typealias Input = P
        @usableFromInline
        typealias Failure = P.Failure

        @usableFromInline
        struct State {
            @inlinable init(downstream: Downstream) { self.downstream = downstream }
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
            let downstream = state.withLock { state -> Downstream? in
                guard !state.outerSubscribed, !state.terminal else { return nil }
                state.outerSubscribed = true
                state.outer = subscription
                return state.downstream
            }
            guard let downstream else {
                subscription.cancel()
                return
            }
            downstream.receive(subscription: self)
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
                    return takeForTermination(&state)
                }
                downstream?.receive(completion: .finished)
            case .failure:
                let (child, downstream) = state.withLock { state -> (Subscription?, Downstream?) in
                    guard !state.terminal, !state.outerFinished else { return (nil, nil) }
                    let child = state.child
                    state.outer = nil
                    return (child, takeForTermination(&state))
                }
                child?.cancel()
                downstream?.receive(completion: completion)
            }
        }

        @inlinable
        func takeForTermination(_ state: inout State) -> Downstream? {
            state.terminal = true
            state.child = nil
            state.outer = nil
            defer { state.downstream = nil }
            return state.downstream
        }

        @inlinable
        func childSubscribed(_ id: Int, _ subscription: Subscription) {
            let demand = state.withLock { state -> Subscribers.Demand? in
                guard !state.terminal, state.childID == id else { return nil }
                state.child = subscription
                return state.demand
            }
            guard let demand else {
                subscription.cancel()
                return
            }
            if demand > 0 { subscription.request(demand) }
        }

        @inlinable
        func childValue(_ id: Int, _ value: Output) -> Subscribers.Demand {
            let downstream = state.withLock { state -> Downstream? in
                guard !state.terminal, state.childID == id, state.childActive, state.demand > 0 else { return nil }
                state.demand -= 1
                return state.downstream
            }
            guard let downstream else { return .none }
            let more = downstream.receive(value)
            if more != Subscribers.Demand(rawValue: 0) { state.withLock { $0.demand += more } }
            return more
        }

        @inlinable
        func childCompleted(_ id: Int, _ completion: Subscribers.Completion<Failure>) {
            if case .finished = completion {
                // The usual case on its own: nothing to cancel, so no optional existential to destroy.
                let downstream = state.withLock { state -> Downstream? in
                    guard !state.terminal, state.childID == id, state.childActive else { return nil }
                    state.childActive = false
                    state.child = nil
                    return state.outerFinished ? takeForTermination(&state) : nil
                }
                downstream?.receive(completion: completion)
                return
            }
            var outer: Subscription?
            let downstream = state.withLock { state -> Downstream? in
                // Nothing follows a terminal event: a second completion of the same inner publisher is ignored.
                guard !state.terminal, state.childID == id, state.childActive else { return nil }
                state.childActive = false
                state.child = nil
                switch completion {
                case .finished:
                    return state.outerFinished ? takeForTermination(&state) : nil
                case .failure:
                    outer = state.outer.take()
                    return takeForTermination(&state)
                }
            }
            outer?.cancel()
            downstream?.receive(completion: completion)
        }

        @usableFromInline
        func request(_ demand: Subscribers.Demand) { requestEntry(self, demand) }

        @usableFromInline
        func cancel() { cancelEntry(self) }

        @inlinable
        func addDemand(_ demand: Subscribers.Demand) {
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
                return taken
            }
            outer?.cancel()
            child?.cancel()
            _ = downstream
        }
    }

    @usableFromInline
    final class ChildSubscriber<Downstream: Subscriber>: Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        @usableFromInline
        typealias Input = P.Output
        @usableFromInline
        typealias Failure = P.Failure

        @usableFromInline
        let parent: Inner<Downstream>
        @usableFromInline
        let id: Int

        @inlinable
        init(parent: Inner<Downstream>, id: Int) {
            self.parent = parent
            self.id = id
        }

        @inlinable
        func receive(subscription: Subscription) { parent.childSubscribed(id, subscription) }
        @inlinable
        func receive(_ input: Input) -> Subscribers.Demand { parent.childValue(id, input) }
        @inlinable
        func receive(completion: Subscribers.Completion<Failure>) { parent.childCompleted(id, completion) }
    }
}
