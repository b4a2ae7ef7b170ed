import Scheduling

extension Publisher {
    /// Maps each value to a publisher and merges the values of all of them, at most `maxPublishers` at a time.
    ///
    /// Mirrors Combine's `flatMap(maxPublishers:_:)`: upstream is asked for `maxPublishers` values,
    /// and for one more each time an inner publisher finishes. Values wait for downstream demand
    /// (inner publishers are asked for one value at a time unless demand is unlimited). The result
    /// finishes when upstream and every inner publisher have finished; any failure ends it at once
    /// (an inner failure cancels the other inner publishers; upstream is left alone, as the transcripts show).
    ///
    /// ```swift
    /// let c = [1, 2].publisher.flatMap { [$0, $0 * 10].publisher }.sink { print($0) }
    /// // Prints: 1
    /// //         10
    /// //         2
    /// //         20
    /// ```
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
        public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        /// Subscribes through the merging subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(downstream: subscriber, maxPublishers: maxPublishers, transform: transform))
        }
    }
}

extension Publishers.FlatMap {
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        private struct Child {
            var subscription: Subscription?
            var unlimited = false
        }

        private struct State {
            var downstream: Downstream?
            var outer: Subscription?
            var outerSubscribed = false
            var outerFinished = false
            var children: [Int: Child] = [:]
            var nextChildID = 0
            var demand: Subscribers.Demand = .none
            var queue: [(child: Int, value: Output)] = []
            var pendingCompletion: Subscribers.Completion<Failure>?
            var draining = false
            var terminal = false
        }

        private let state: Locked<State>
        private let maxPublishers: Subscribers.Demand
        private let transform: (Upstream.Output) -> NewPublisher

        init(downstream: Downstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) {
            state = Locked(State(downstream: downstream))
            self.maxPublishers = maxPublishers
            self.transform = transform
            Resources.increment()
        }

        deinit { Resources.decrement() }

        var description: String { "FlatMap" }

        // MARK: outer

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
            if maxPublishers > 0 { subscription.request(maxPublishers) }
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            let id = state.withLock { state -> Int? in
                guard !state.terminal, !state.outerFinished else { return nil }
                defer { state.nextChildID += 1 }
                state.children[state.nextChildID] = Child()
                return state.nextChildID
            }
            guard let id else { return .none }
            transform(input).subscribe(ChildSubscriber(parent: self, id: id))
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            switch completion {
            case .finished:
                state.withLock { state in
                    guard !state.terminal else { return }
                    state.outerFinished = true
                    state.outer = nil
                    if state.children.isEmpty { state.pendingCompletion = .finished }
                }
                drain()
            case let .failure(error):
                fail(error, cancelOuter: false, from: nil)
            }
        }

        // MARK: children

        fileprivate func childSubscribed(_ id: Int, _ subscription: Subscription) {
            let request = state.withLock { state -> Subscribers.Demand? in
                guard !state.terminal, state.children[id] != nil else { return nil }
                let unlimited = state.demand == .unlimited
                state.children[id] = Child(subscription: subscription, unlimited: unlimited)
                return unlimited ? .unlimited : .max(1)
            }
            guard let request else {
                subscription.cancel()
                return
            }
            subscription.request(request)
        }

        fileprivate func childValue(_ id: Int, _ value: Output) {
            let accepted = state.withLock { state -> Bool in
                guard !state.terminal, state.children[id] != nil else { return false }
                state.queue.append((id, value))
                return true
            }
            if accepted { drain() }
        }

        fileprivate func childCompleted(_ id: Int, _ completion: Subscribers.Completion<Failure>) {
            switch completion {
            case .finished:
                let outer = state.withLock { state -> Subscription? in
                    guard !state.terminal, state.children.removeValue(forKey: id) != nil else { return nil }
                    if state.outerFinished, state.children.isEmpty { state.pendingCompletion = .finished }
                    return maxPublishers == .unlimited ? nil : state.outer
                }
                outer?.request(.max(1))
                drain()
            case let .failure(error):
                // The transcripts show the other inner publishers cancelled, but not upstream.
                fail(error, cancelOuter: false, from: id)
            }
        }

        // MARK: downstream

        func request(_ demand: Subscribers.Demand) {
            state.withLock { state in
                guard !state.terminal else { return }
                state.demand += demand
            }
            drain()
        }

        func cancel() {
            let (outer, children, downstream) = state.withLock { state in
                defer {
                    state.terminal = true
                    state.outer = nil
                    state.children = [:]
                    state.queue = []
                    state.downstream = nil
                }
                return (state.outer, state.children.values.compactMap { $0.subscription }, state.downstream)
            }
            outer?.cancel()
            children.forEach { $0.cancel() }
            _ = downstream
        }

        /// Fails with `error` from the inner publisher `child` (nil: from upstream); ignored when that
        /// publisher already completed, as nothing may follow a terminal event.
        private func fail(_ error: Failure, cancelOuter: Bool, from child: Int?) {
            let cancellations = state.withLock { state -> [Subscription]? in
                guard !state.terminal, state.pendingCompletion == nil else { return nil }
                if let child {
                    guard state.children[child] != nil else { return nil }
                } else {
                    guard !state.outerFinished else { return nil }
                }
                var toCancel = state.children.values.compactMap { $0.subscription }
                if cancelOuter, let outer = state.outer { toCancel.append(outer) }
                state.outer = nil
                state.children = [:]
                state.queue = []
                state.pendingCompletion = .failure(error)
                return toCancel
            }
            guard let cancellations else { return }
            cancellations.forEach { $0.cancel() }
            drain()
        }

        private enum Action {
            case value(Downstream, Output, Subscription?)
            case complete(Downstream, Subscribers.Completion<Failure>)
            case idle
        }

        /// Delivers queued values while there is demand, then a pending completion; one drainer at a time.
        private func drain() {
            let start = state.withLock { state -> Bool in
                guard !state.draining else { return false }
                state.draining = true
                return true
            }
            guard start else { return }
            while true {
                let action = state.withLock { state -> Action in
                    guard let downstream = state.downstream, !state.terminal else {
                        state.draining = false
                        return .idle
                    }
                    if !state.queue.isEmpty, state.demand > 0 {
                        let (id, value) = state.queue.removeFirst()
                        state.demand -= 1
                        let child = state.children[id]
                        return .value(downstream, value, child?.unlimited == false ? child?.subscription : nil)
                    }
                    if state.queue.isEmpty, let completion = state.pendingCompletion {
                        state.terminal = true
                        state.downstream = nil
                        state.draining = false
                        return .complete(downstream, completion)
                    }
                    state.draining = false
                    return .idle
                }
                switch action {
                case let .value(downstream, value, child):
                    let more = downstream.receive(value)
                    state.withLock { $0.demand += more }
                    child?.request(.max(1))
                case let .complete(downstream, completion):
                    downstream.receive(completion: completion)
                    return
                case .idle:
                    return
                }
            }
        }
    }

    private final class ChildSubscriber<Downstream: Subscriber>: Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = NewPublisher.Output
        typealias Failure = NewPublisher.Failure

        private let parent: Inner<Downstream>
        private let id: Int

        init(parent: Inner<Downstream>, id: Int) {
            self.parent = parent
            self.id = id
        }

        func receive(subscription: Subscription) { parent.childSubscribed(id, subscription) }
        func receive(_ input: Input) -> Subscribers.Demand {
            parent.childValue(id, input)
            return .none
        }
        func receive(completion: Subscribers.Completion<Failure>) { parent.childCompleted(id, completion) }
    }
}
