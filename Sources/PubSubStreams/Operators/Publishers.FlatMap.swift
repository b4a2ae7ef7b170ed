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
            let inner = Inner(downstream: subscriber, maxPublishers: maxPublishers, transform: transform)
            subscriber.receive(subscription: inner)
            upstream.subscribe(inner)
        }
    }
}

extension Publishers.FlatMap {
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        private struct State {
            var downstream: Downstream?
            var outer: Subscription?
            var outerSubscribed = false
            var outerFinished = false
            /// The inner publishers not finished yet, in no particular order (see `FlatMapChild.index`).
            var children: [FlatMapChild] = []
            var demand: Subscribers.Demand = .none
            /// Values waiting for demand, oldest first, and the inner publisher each came from (two arrays: an
            /// array of tuples of a generic value costs run-time tuple metadata on every event).
            var queue: [Output] = []
            var queuedFrom: [FlatMapChild] = []
            var pendingCompletion: Subscribers.Completion<Failure>? {
                didSet { hasPendingCompletion = pendingCompletion != nil }
            }
            /// `pendingCompletion != nil`, as a plain flag `drain()` can test without touching a generic enum.
            var hasPendingCompletion = false
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
            subscription.request(maxPublishers)  // even `.none`, as Combine's
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            let child = FlatMapChild()
            let accepted = state.withLock { state -> Bool in
                guard !state.terminal, !state.outerFinished else { return false }
                state.children.addChild(child)
                return true
            }
            guard accepted else { return .none }
            transform(input).subscribe(ChildSubscriber(parent: self, child: child))
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

        fileprivate func childSubscribed(_ child: FlatMapChild, _ subscription: Subscription) {
            let request = state.withLock { state -> Subscribers.Demand? in
                guard !state.terminal, child.isActive else { return nil }
                let unlimited = state.demand == .unlimited
                child.subscription = subscription
                child.unlimited = unlimited
                return unlimited ? .unlimited : .max(1)
            }
            guard let request else {
                subscription.cancel()
                return
            }
            subscription.request(request)
        }

        /// A value from an inner publisher: delivered at once if there is demand and nothing waits (answered
        /// with `.max(1)`, or `.none` under unlimited demand), else kept for later (answered with `.none`). A
        /// value from an inner publisher that already finished is still taken, as Combine's.
        fileprivate func childValue(_ child: FlatMapChild, _ value: Output) -> Subscribers.Demand {
            let direct = state.withLock { state -> (Downstream, Bool)? in
                guard !state.terminal, let downstream = state.downstream else { return nil }
                if !state.draining, state.queuedFrom.isEmpty, state.demand > 0 {
                    let unlimited = state.demand == .unlimited
                    state.demand -= 1
                    state.draining = true
                    return (downstream, unlimited)
                }
                state.queue.append(value)
                state.queuedFrom.append(child)
                return nil
            }
            guard let (downstream, unlimited) = direct else { return .none }
            let more = downstream.receive(value)
            let leftOver = state.withLock { state -> Bool in
                state.demand += more
                guard !state.queuedFrom.isEmpty || state.hasPendingCompletion else {
                    state.draining = false
                    return false
                }
                return true
            }
            if leftOver { deliverQueued() }
            return unlimited ? .none : .max(1)
        }

        fileprivate func childCompleted(_ child: FlatMapChild, _ completion: Subscribers.Completion<Failure>) {
            switch completion {
            case .finished:
                let outer = state.withLock { state -> Subscription? in
                    guard !state.terminal, state.children.removeChild(child) else { return nil }
                    if state.outerFinished, state.children.isEmpty { state.pendingCompletion = .finished }
                    return maxPublishers == .unlimited ? nil : state.outer
                }
                outer?.request(.max(1))
                drain()
            case let .failure(error):
                // The transcripts show the other inner publishers cancelled, but not upstream.
                fail(error, cancelOuter: false, from: child)
            }
        }

        // MARK: downstream

        /// Adds demand and delivers what waits; once the demand is unlimited, every inner publisher is asked for
        /// everything too (Combine's order: the waiting values first).
        func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return Violations.zeroDemand("FlatMap") }
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
                var subscriptions: [Subscription] = []
                for child in state.children where !child.unlimited {
                    child.unlimited = true
                    if let subscription = child.subscription { subscriptions.append(subscription) }
                }
                return subscriptions
            }
            for child in children { child.request(.unlimited) }
        }

        func cancel() {
            let (outer, children, downstream) = state.withLock { state in
                defer {
                    state.terminal = true
                    state.outer = nil
                    state.queue = []
                    state.queuedFrom = []
                    state.downstream = nil
                }
                return (state.outer, state.children.removeAllChildren(), state.downstream)
            }
            for child in children { child.cancel() }
            outer?.cancel()
            _ = downstream
        }

        /// Fails with `error` from the inner publisher `child` (nil: from upstream); ignored when that
        /// publisher already completed, as nothing may follow a terminal event.
        private func fail(_ error: Failure, cancelOuter: Bool, from child: FlatMapChild?) {
            let cancellations = state.withLock { state -> [Subscription]? in
                guard !state.terminal, !state.hasPendingCompletion else { return nil }
                if let child {
                    guard child.isActive else { return nil }
                } else {
                    guard !state.outerFinished else { return nil }
                }
                if let child { _ = state.children.removeChild(child) }  // the failing one is not cancelled
                var toCancel = state.children.removeAllChildren()
                if cancelOuter, let outer = state.outer { toCancel.append(outer) }
                state.outer = nil
                state.queue = []
                state.queuedFrom = []
                state.pendingCompletion = .failure(error)
                return toCancel
            }
            guard let cancellations else { return }
            for cancellation in cancellations { cancellation.cancel() }
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
                // Nothing queued and no completion pending: nothing to deliver (the common case, checked
                // without the generic values the delivery loop below needs).
                guard !state.queuedFrom.isEmpty || state.hasPendingCompletion else { return false }
                state.draining = true
                return true
            }
            if start { deliverQueued() }
        }

        /// The drainer's loop (a function of its own: `drain()` itself, called on every event, then has no
        /// generic locals, whose run-time metadata a debug build would look up on each call).
        private func deliverQueued() {
            while true {
                let action = state.withLock { state -> Action in
                    guard let downstream = state.downstream, !state.terminal else {
                        state.draining = false
                        return .idle
                    }
                    if !state.queuedFrom.isEmpty, state.demand > 0 {
                        // `remove(at:)`, not `removeFirst()`: the generic default looks up more metadata.
                        let value = state.queue.remove(at: 0)
                        let child = state.queuedFrom.remove(at: 0)
                        state.demand -= 1
                        return .value(downstream, value, child.isActive && !child.unlimited ? child.subscription : nil)
                    }
                    if state.queuedFrom.isEmpty, state.hasPendingCompletion, let completion = state.pendingCompletion {
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
                // Anything left? Checked on plain fields first, so that the usual last round (nothing
                // queued) ends without the generic delivery step above.
                let more = state.withLock { state -> Bool in
                    guard !state.queuedFrom.isEmpty || state.hasPendingCompletion else {
                        state.draining = false
                        return false
                    }
                    return true
                }
                guard more else { return }
            }
        }
    }

    private final class ChildSubscriber<Downstream: Subscriber>: Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = NewPublisher.Output
        typealias Failure = NewPublisher.Failure

        private let parent: Inner<Downstream>
        private let child: FlatMapChild

        init(parent: Inner<Downstream>, child: FlatMapChild) {
            self.parent = parent
            self.child = child
        }

        func receive(subscription: Subscription) { parent.childSubscribed(child, subscription) }
        func receive(_ input: Input) -> Subscribers.Demand { parent.childValue(child, input) }
        func receive(completion: Subscribers.Completion<Failure>) { parent.childCompleted(child, completion) }
    }
}

/// One inner publisher of a `flatMap`: its subscription (once it arrived) and whether it was asked for
/// everything; read and written only under the operator's lock.
///
/// Not generic, and kept in a plain array (each knows its position, so adding and removing are O(1)):
/// a `Dictionary` keyed by child, or a type nested in the generic operator, would cost run-time generic
/// metadata lookups on every event of an unspecialized (debug) build.
private final class FlatMapChild {
    var subscription: Subscription?
    var unlimited = false
    /// Where it is in the operator's `children`; -1 once finished, failed or cancelled.
    var index = -1

    /// Still in the operator's `children`.
    var isActive: Bool { index >= 0 }
}

extension Array where Element == FlatMapChild {
    /// Appends `child` (not yet in any list).
    fileprivate mutating func addChild(_ child: FlatMapChild) {
        child.index = count
        append(child)
    }

    /// Removes `child` by moving the last one into its place; `false` when it was not in the list.
    fileprivate mutating func removeChild(_ child: FlatMapChild) -> Bool {
        let position = child.index
        guard position >= 0 else { return false }
        let last = self[count - 1]
        self[position] = last
        last.index = position
        removeLast()
        child.index = -1
        child.subscription = nil  // it holds the child's subscriber, which holds `child`: no cycle left
        return true
    }

    /// Empties the list; returns the subscriptions of the children that had one, to cancel outside the lock.
    fileprivate mutating func removeAllChildren() -> [Subscription] {
        var subscriptions: [Subscription] = []
        for child in self {
            child.index = -1
            if let subscription = child.subscription { subscriptions.append(subscription) }
            child.subscription = nil
        }
        self = []
        return subscriptions
    }
}
