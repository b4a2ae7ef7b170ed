import Scheduling

// `receive(on:options:)` and `subscribe(on:options:)`: Combine's `ReceiveOn` and `SubscribeOn` store the same
// three things (`upstream`, `scheduler`, `options`) and declare nothing else, so both are generic aliases of
// ``Publishers/SchedulerHop``, each naming the rule that says which calls hop to the scheduler.

extension Publisher {
    /// Delivers values and the completion on `scheduler`.
    ///
    /// Mirrors Combine's `receive(on:options:)`: the subscription and requests pass through
    /// synchronously; each value and the completion are scheduled; nothing is delivered after cancel.
    ///
    /// ```swift
    /// let scheduler = DispatchQueue.test
    /// let c = Just(1).receive(on: scheduler).sink { print($0) }
    /// scheduler.advance()
    /// // Prints: 1
    /// ```
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }

    /// Subscribes to upstream, and sends it requests and cancellation, on `scheduler`.
    ///
    /// Mirrors Combine's `subscribe(on:options:)`: values and completion arrive on whatever context
    /// upstream uses; only the upstream-facing calls hop.
    ///
    /// ```swift
    /// let scheduler = DispatchQueue.test
    /// let c = Just(1).subscribe(on: scheduler).sink { print($0) }
    /// scheduler.advance()
    /// // Prints: 1
    /// ```
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
}

extension Publishers {
    /// The publisher of `receive(on:options:)` and `subscribe(on:options:)`: `upstream` with `scheduler`
    /// (and its `options`) and the ``SchedulerHopRule`` that decides which calls run there.
    public struct SchedulerHop<Upstream: Publisher, Context: Scheduler, Rule: SchedulerHopRule>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher whose calls hop.
        public let upstream: Upstream
        /// Where the rule's calls run.
        public let scheduler: Context
        /// Scheduler options.
        public let options: Context.SchedulerOptions?

        /// Creates the publisher.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Subscribes through the rule's subscription, which runs its calls through the scheduler.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Rule.subscribe(subscriber, to: upstream, hop: scheduler.hop(options: options))
        }
    }

    /// The publisher `receive(on:options:)` returns: Combine's `ReceiveOn`, here ``SchedulerHop``.
    public typealias ReceiveOn<Upstream: Publisher, Context: Scheduler> = SchedulerHop<Upstream, Context, ReceiveOnRule>
    /// The publisher `subscribe(on:options:)` returns: Combine's `SubscribeOn`, here ``SchedulerHop``.
    public typealias SubscribeOn<Upstream: Publisher, Context: Scheduler> = SchedulerHop<Upstream, Context, SubscribeOnRule>

    /// What makes `receive(on:)` that operator: values and the completion hop (``ScheduledRelay``); the
    /// subscription and requests pass through synchronously.
    public enum ReceiveOnRule: SchedulerHopRule {
        /// Subscribes through the hopping relay.
        public static func subscribe<U: Publisher, S: Subscriber>(_ subscriber: S, to upstream: U, hop: @escaping Hop)
        where U.Output == S.Input, U.Failure == S.Failure {
            upstream.subscribe(ScheduledRelay("ReceiveOn", downstream: subscriber, hop: hop))
        }
    }

    /// What makes `subscribe(on:)` that operator: the subscription, requests and cancel hop; values and the
    /// completion arrive on whatever context upstream uses.
    public enum SubscribeOnRule: SchedulerHopRule {
        /// Schedules the subscription to upstream.
        public static func subscribe<U: Publisher, S: Subscriber>(_ subscriber: S, to upstream: U, hop: @escaping Hop)
        where U.Output == S.Input, U.Failure == S.Failure {
            let inner = Inner(hop: hop, downstream: subscriber)
            hop { upstream.subscribe(inner) }
        }

        private final class Inner<Downstream: Subscriber>: LockedLink<LinkAndDownstream<Downstream>>, Subscriber {
            typealias Input = Downstream.Input
            typealias Failure = Downstream.Failure

            /// Kept for the subscription's lifetime, as Combine's constant downstream is.
            private let downstream: Downstream
            /// Runs the upstream-facing calls on the scheduler.
            private let hop: Hop

            init(hop: @escaping Hop, downstream: Downstream) {
                self.hop = hop
                self.downstream = downstream
                super.init("SubscribeOn", state: LinkAndDownstream(downstream))
            }

            func receive(subscription: Subscription) {
                attachDownstream(subscription)?.receive(subscription: self)
            }

            func receive(_ input: Input) -> Subscribers.Demand {
                subscribedDownstream?.receive(input) ?? .none
            }

            func receive(completion: Subscribers.Completion<Failure>) {
                endTakingDownstream()?.receive(completion: completion)
            }

            override func request(_ demand: Subscribers.Demand) {
                guard let upstream = state.withLock({ $0.upstream }) else { return }
                hop { withExtendedLifetime(self) { upstream.request(demand) } }
            }

            /// Combine: cancelling before the upstream subscription arrives does nothing (that subscription
            /// is still passed down); the scheduled cancel keeps this subscription and the downstream alive.
            override func cancel() {
                guard let upstream = end(update: { $0.downstream = nil }) else { return }
                hop { withExtendedLifetime(self) { upstream.cancel() } }
            }
        }
    }
}

/// Which calls of a ``Publishers/SchedulerHop`` run on its scheduler.
///
/// Public only because the `Publishers` aliases name it: not an extension point (Combine has no such protocol).
public protocol SchedulerHopRule {
    /// Runs a call on the scheduler (with the publisher's options).
    typealias Hop = (@escaping () -> Void) -> Void
    /// Subscribes `subscriber` to `upstream`, running through `hop` the calls this operator moves.
    static func subscribe<U: Publisher, S: Subscriber>(_ subscriber: S, to upstream: U, hop: @escaping Hop)
    where U.Output == S.Input, U.Failure == S.Failure
}
