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
    /// The publisher `switchToLatest()` returns: Combine's `SwitchToLatest`, here ``UpstreamOnly``.
    public typealias SwitchToLatest<P: Publisher, Upstream: Publisher> = UpstreamOnly<Upstream, SwitchToLatestRule<P, Upstream>>
    where Upstream.Output == P, P.Failure == Upstream.Failure

    /// What makes `switchToLatest()` that operator: the switching subscription below.
    public enum SwitchToLatestRule<P: Publisher, Upstream: Publisher>: UpstreamOnlyRule
    where Upstream.Output == P, P.Failure == Upstream.Failure {
        /// The inner publishers' output.
        public typealias Output = P.Output

        /// Subscribes through the switching subscription.
        @inlinable
        public static func subscribe<S: Subscriber>(_ subscriber: S, to upstream: Upstream)
        where S.Input == Output, S.Failure == P.Failure {
            let inner = Inner<S>("SwitchToLatest", state: State(downstream: subscriber))
            // As Combine: the downstream has its subscription before the outer publisher is subscribed.
            subscriber.receive(subscription: inner)
            // `subscribe(_:)` spelled out (see `StackDepth`), so the chain specializes.
            StackDepth.current.run { upstream.receive(subscriber: inner) }
        }

        /// An event owed downstream while another thread (or an outer call on this one) delivers.
        @usableFromInline
        enum Pending<Downstream> {
            /// A value of the inner publisher that was the latest when the value arrived (its demand counted).
            case value(Output)
            /// The completion, with the downstream it goes to (already let go of by the state).
            case completion(Subscribers.Completion<P.Failure>, Downstream)
        }

        @usableFromInline
        struct State<Downstream>: LinkState {
            /// The outer publisher's link; `terminal` once it has finished (or the whole subscription ended).
            @usableFromInline var phase = LinkPhase.awaiting
            /// Let go of at the terminal event or the cancel.
            @usableFromInline var downstream: Downstream?
            /// The latest inner publisher: its id, its subscription once it came, and whether it is still active.
            @usableFromInline var childID = 0
            @usableFromInline var child = HeldSubscription()
            @usableFromInline var childActive = false
            @usableFromInline var demand = Subscribers.Demand.none
            /// The whole subscription ended (cancelled, failed, or finished with its last inner publisher).
            @usableFromInline var terminal = false
            /// What waits for the thread delivering now.
            @usableFromInline var queue = DeliveryQueue<Pending<Downstream>>()

            @inlinable init(downstream: Downstream) { self.downstream = downstream }
        }

        /// The switching subscription: the outer publisher's subscriber and the downstream's subscription.
        ///
        /// Serialized as Combine's (OpenCombine takes a recursive lock around every downstream call): one
        /// thread delivers at a time, with no lock held; an event that arrives meanwhile waits in the
        /// `DeliveryQueue` and that thread delivers it right after, in arrival order. Whether a value comes
        /// from the latest inner publisher is checked as it arrives, in the same critical section that
        /// queues it or claims the delivery, so no value of a replaced inner publisher follows its successor's.
        @usableFromInline
        final class Inner<Downstream: Subscriber>: LockedLink<State<Downstream>>, Subscriber, TaggedSubscriberParent
        where Downstream.Input == Output, Downstream.Failure == P.Failure {
            /// The subscriber each inner publisher gets.
            @usableFromInline typealias ChildSubscriber = TaggedSubscriber<Inner>
            @usableFromInline typealias Storage = State<Downstream>
            @usableFromInline typealias Event = Pending<Downstream>

            @inlinable
            func receive(subscription: Subscription) {
                if attach(subscription) { subscription.request(.unlimited) }
            }

            @inlinable
            func receive(_ input: P) -> Subscribers.Demand {
                if let just = input as? Just<P.Output>, takeJust(just.output) { return .none }
                // The previous child's subscription is moved out (`take()`), not copied.
                let (id, previous) = state.withLock { state -> (Int, Subscription) in
                    guard state.isSubscribed else { return (0, NoSubscription()) }
                    state.childID += 1
                    state.childActive = true
                    return (state.childID, state.child.take())
                }
                guard id != 0 else { return .none }
                previous.cancel()
                input.subscribe(TaggedSubscriber(self, tag: ChildTag(slot: 0, serial: id)))
                return .none
            }

            @inlinable
            func receive(completion: Subscribers.Completion<P.Failure>) {
                var child: Subscription = NoSubscription()
                let downstream = state.withLock { state -> Downstream? in
                    // A completion before the outer subscription came ends the link too: Combine forwards it.
                    guard !state.hasEnded else { return nil }
                    state.phase = .terminal
                    if case .failure = completion { child = state.child.subscription } else if state.childActive { return nil }
                    return takeForCompletion(&state, completion)
                }
                child.cancel()
                if let downstream { deliver([.completion(completion, downstream)]) }
            }

            /// `request` and `cancel` run unspecialized, through the `Subscription` existential: specialized closures
            /// measured no gain in B5a-B5c or B7 (a chain asks and cancels once a subscription).
            @usableFromInline
            override func request(_ demand: Subscribers.Demand) {
                guard demand > 0 else { return Violations.zeroDemand("SwitchToLatest's subscription") }
                let child = state.withLock { state -> Subscription in
                    guard !state.terminal else { return NoSubscription() }
                    state.demand += demand
                    return state.child.subscription
                }
                child.request(demand)
            }

            /// Ends everything: the latest inner publisher is cancelled first, then the outer one, as Combine's.
            @usableFromInline
            override func cancel() {
                let (outer, child, downstream) = state.withLock { state in
                    defer { state.queue.removeAll() }
                    return (state.upstream, state.child.take(), takeForTermination(&state))
                }
                child.cancel()
                outer?.cancel()
                _ = downstream  // let go of here, with no lock held
            }
        }
    }
}
