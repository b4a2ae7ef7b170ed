import Scheduling

extension Publisher {
    /// Pairs the n-th value of this publisher with the n-th value of `other`.
    ///
    /// Mirrors Combine's `zip(_:)`: unpaired values are buffered; it finishes when a side has
    /// finished and its buffer is empty; a failure of either side cancels the other and fails.
    ///
    /// ```swift
    /// let c = [1, 2].publisher.zip(["a", "b", "c"].publisher).sink { print($0) }
    /// // Prints: (1, "a")
    /// //         (2, "b")
    /// ```
    public func zip<Other: Publisher>(_ other: Other) -> Publishers.Zip<Self, Other> where Failure == Other.Failure {
        Publishers.Zip(self, other)
    }

    /// Pairs values of both publishers and combines each pair with `transform`.
    public func zip<Other: Publisher, Result>(
        _ other: Other, _ transform: @escaping (Output, Other.Output) -> Result
    ) -> Publishers.Map<Publishers.Zip<Self, Other>, Result> where Failure == Other.Failure {
        Publishers.Zip(self, other).map(transform)
    }
}

extension Publishers {
    /// The publisher `zip(_:)` returns: Combine's `Zip`, here ``Pairing``.
    public typealias Zip<A: Publisher, B: Publisher> = Pairing<A, B, ZipRule<A, B>> where A.Failure == B.Failure

    /// What makes `zip(_:)` that operator: the pairing subscription below.
    public enum ZipRule<A: Publisher, B: Publisher>: PairingRule where A.Failure == B.Failure {
        /// A tuple of one value from each.
        public typealias Output = (A.Output, B.Output)
        /// Shared failure.
        public typealias Failure = A.Failure

        /// Subscribes to both publishers through the pairing subscription.
        public static func subscribe<S: Subscriber>(_ subscriber: S, to a: A, _ b: B)
        where S.Input == (A.Output, B.Output), S.Failure == A.Failure {
            let inner = Inner(downstream: subscriber)
            a.subscribe(PairSide<Inner<S>, A.Output>(inner, isA: true) { inner.value(a: $0, b: nil) })
            b.subscribe(PairSide<Inner<S>, B.Output>(inner, isA: false) { inner.value(a: nil, b: $0) })
            inner.start()
        }

        private final class Inner<Downstream: Subscriber>: Subscription, CustomStringConvertible, PairSideParent
        where Downstream.Input == Output, Downstream.Failure == Failure {
            typealias SideFailure = Failure

            private struct State: PairState {
                var downstream: Downstream?
                /// Each side's subscription and whether it has finished.
                var links = PairLinks()
                var bufferA: [A.Output] = []
                var bufferB: [B.Output] = []
                var demand: Subscribers.Demand = .none
                var pendingCompletion: Subscribers.Completion<Failure>?
                var draining = false
                var started = false  // nothing goes downstream before it has its subscription
                var terminal = false
            }

            private let state: Locked<State>

            init(downstream: Downstream) {
                state = Locked(State(downstream: downstream))
                Resources.increment()
            }

            deinit { Resources.decrement() }

            var description: String { "Zip" }

            func start() {
                guard let downstream = state.withLock({ $0.terminal ? nil : $0.downstream }) else { return }
                downstream.receive(subscription: self)
                state.withLock { $0.started = true }
                forward(drain())
            }

            /// Passes demand the downstream returned (outside a side's `receive`) to both sides.
            private func forward(_ more: Subscribers.Demand) {
                guard more > 0 else { return }
                let upstreams = state.withLock { state -> [Subscription] in
                    state.terminal ? [] : state.links.all
                }
                for upstream in upstreams { upstream.request(more) }
            }

            func subscribed(_ subscription: Subscription, isA: Bool) {
                let demand = state.withLock { state -> Subscribers.Demand? in
                    // A second subscription for a side is cancelled, as Combine's zip does.
                    guard !state.terminal, state.links.subscription(isA) == nil else { return nil }
                    state.links.set(subscription, isA: isA)
                    return state.demand
                }
                guard let demand else {
                    subscription.cancel()
                    return
                }
                if demand > 0 { subscription.request(demand) }
            }

            /// Buffers a side's value; returns the demand the downstream returned for what this call
            /// delivered (to that side only, as Combine's zip does).
            func value(a: A.Output?, b: B.Output?) -> Subscribers.Demand {
                let accepted = state.withLock { state -> Bool in
                    // Nothing follows a side's terminal event: a value from a side that already finished is ignored.
                    guard !state.terminal, state.pendingCompletion == nil, !(a != nil && state.links.finishedA),
                        !(b != nil && state.links.finishedB)
                    else {
                        return false
                    }
                    if let a { state.bufferA.append(a) }
                    if let b { state.bufferB.append(b) }
                    return true
                }
                return accepted ? drain() : .none
            }

            func completed(_ completion: Subscribers.Completion<Failure>, isA: Bool) {
                let toCancel = state.withLock { state -> [Subscription] in
                    guard !state.terminal, state.pendingCompletion == nil, !state.links.finished(isA) else { return [] }
                    switch completion {
                    case .finished:
                        // As Combine's: the side that finished is let go of, not cancelled.
                        state.links.finish(isA, lettingGo: true)
                        return []
                    case .failure:
                        state.pendingCompletion = completion
                        state.bufferA = []
                        state.bufferB = []
                        defer { state.links.clear() }
                        // As Combine's: a failure cancels both sides, the failed one too.
                        return state.links.all
                    }
                }
                for subscription in toCancel { subscription.cancel() }
                forward(drain())
            }

            func request(_ demand: Subscribers.Demand) {
                guard demand > 0 else { return Violations.zeroDemand("Zip's subscription") }
                let upstreams = state.withLock { state -> [Subscription] in
                    guard !state.terminal else { return [] }
                    state.demand += demand
                    return state.links.all
                }
                for upstream in upstreams { upstream.request(demand) }
                forward(drain())
            }

            func cancel() {
                let (upstreams, downstream) = state.endPair()
                for upstream in upstreams { upstream.cancel() }
                _ = downstream  // let go of here, with no lock held
            }

            private enum Action {
                case value(Downstream, Output)
                case complete(Downstream, Subscribers.Completion<Failure>, [Subscription])
                case idle
            }

            /// Delivers what demand allows; returns the sum of the demand the downstream returned (already
            /// added to `state.demand`) for the caller to pass upstream.
            private func drain() -> Subscribers.Demand {
                let start = state.withLock { state -> Bool in
                    guard state.started, !state.draining else { return false }
                    state.draining = true
                    return true
                }
                guard start else { return .none }
                var returned = Subscribers.Demand.none
                while true {
                    let action = state.withLock { state -> Action in
                        guard let downstream = state.downstream, !state.terminal else {
                            state.draining = false
                            return .idle
                        }
                        if state.pendingCompletion == nil, state.demand > 0, !state.bufferA.isEmpty, !state.bufferB.isEmpty {
                            state.demand -= 1
                            return .value(downstream, (state.bufferA.removeFirst(), state.bufferB.removeFirst()))
                        }
                        let exhausted = (state.links.finishedA && state.bufferA.isEmpty) || (state.links.finishedB && state.bufferB.isEmpty)
                        if let completion = state.pendingCompletion ?? (exhausted ? .finished : nil) {
                            let others = state.links.all
                            state.terminal = true
                            state.downstream = nil
                            state.links.clear()
                            state.draining = false
                            return .complete(downstream, completion, others)
                        }
                        state.draining = false
                        return .idle
                    }
                    switch action {
                    case let .value(downstream, value):
                        let more = downstream.receive(value)
                        if more > 0 {
                            state.withLock { $0.demand += more }
                            returned += more
                        }
                    case let .complete(downstream, completion, others):
                        for other in others { other.cancel() }
                        downstream.receive(completion: completion)
                        return returned
                    case .idle:
                        return returned
                    }
                }
            }
        }
    }
}
