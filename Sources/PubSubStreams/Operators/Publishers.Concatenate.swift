import Scheduling

extension Publisher {
    /// Publishes `elements` first, then this publisher's values.
    ///
    /// Mirrors Combine's `prepend(_:)`.
    ///
    /// ```swift
    /// let c = [2, 3].publisher.prepend(0, 1).sink { print($0) }
    /// // Prints: 0
    /// //         1
    /// //         2
    /// //         3
    /// ```
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }

    /// Publishes this publisher's values, then `elements` once it finishes.
    ///
    /// Mirrors Combine's `append(_:)`.
    public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
        Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }

    /// Publishes this publisher's values, then `publisher`'s once this one finishes.
    ///
    /// Mirrors Combine's `append(_:)` taking a publisher.
    public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: self, suffix: publisher)
    }
}

extension Publishers {
    /// The publisher `prepend`/`append` return: all of `prefix`, then all of `suffix`.
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
    where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
        /// Shared output.
        public typealias Output = Suffix.Output
        /// Shared failure.
        public typealias Failure = Suffix.Failure

        /// Published first.
        public let prefix: Prefix
        /// Subscribed to once `prefix` finishes.
        public let suffix: Suffix

        /// Creates the publisher.
        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }

        /// Subscribes to `prefix`; outstanding demand carries over to `suffix`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            prefix.subscribe(Inner(downstream: subscriber, suffix: suffix).prefixSide)
        }
    }
}

extension Publishers.Concatenate {
    /// The subscription. As Combine's, the prefix and the suffix each get a subscriber of their own (sharing this
    /// subscription's identity), so a late event from the prefix is never taken for the suffix's.
    private final class Inner<Downstream: Subscriber>: Subscription, CustomStringConvertible
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Output

        /// Which publisher a subscriber side listens to.
        enum Side { case prefix, suffix }
        /// Type markers: the prefix's and the suffix's subscribers are two types, as Combine's.
        enum PrefixMarker {}
        /// Type markers: the prefix's and the suffix's subscribers are two types, as Combine's.
        enum SuffixMarker {}

        /// The subscriber given to the prefix (`Marker` = `PrefixMarker`) or the suffix (`SuffixMarker`).
        struct SideSubscriber<Marker>: Subscriber, CustomStringConvertible {
            typealias Input = Output
            typealias Failure = Publishers.Concatenate<Prefix, Suffix>.Failure
            let inner: Inner
            var side: Side { Marker.self == PrefixMarker.self ? .prefix : .suffix }
            var combineIdentifier: CombineIdentifier { CombineIdentifier(inner) }
            var description: String { "Concatenate" }
            func receive(subscription: Subscription) { inner.receive(subscription: subscription, from: side) }
            func receive(_ input: Input) -> Subscribers.Demand { inner.receive(input, from: side) }
            func receive(completion: Subscribers.Completion<Failure>) { inner.receive(completion: completion, from: side) }
        }

        var prefixSide: SideSubscriber<PrefixMarker> { SideSubscriber(inner: self) }

        private enum Phase {
            case awaitingPrefix
            case prefix(Subscription)
            case awaitingSuffix
            case suffix(Subscription)
            case terminal
        }

        private struct State {
            var phase: Phase = .awaitingPrefix
            var downstream: Downstream?
            var demand: Subscribers.Demand = .none
            /// Let go of at cancel, as Combine's (OpenCombine's `testReleasesSuffixOnCancellation`).
            var suffix: Suffix?
        }

        private let state: Locked<State>

        init(downstream: Downstream, suffix: Suffix) {
            state = Locked(State(downstream: downstream, suffix: suffix))
            Resources.increment()
        }

        deinit { Resources.decrement() }

        var description: String { "Concatenate" }

        private enum Next {
            case passDown(Downstream)
            case requestSuffix(Subscribers.Demand)
            case cancel
        }

        func receive(subscription: Subscription, from side: Side) {
            let next = state.withLock { state -> Next in
                switch (state.phase, side) {
                case (.awaitingPrefix, .prefix):
                    state.phase = .prefix(subscription)
                    return state.downstream.map(Next.passDown) ?? .cancel
                case (.awaitingSuffix, .suffix):
                    state.phase = .suffix(subscription)
                    return .requestSuffix(state.demand)
                default:
                    return .cancel
                }
            }
            switch next {
            case let .passDown(downstream): downstream.receive(subscription: self)
            case let .requestSuffix(demand): if demand > 0 { subscription.request(demand) }
            case .cancel: subscription.cancel()
            }
        }

        /// A value from the prefix or the suffix; one the prefix sends without outstanding demand is dropped and
        /// answered with `.none`, as Combine's.
        func receive(_ input: Input, from side: Side) -> Subscribers.Demand {
            let downstream = state.withLock { state -> Downstream? in
                switch (state.phase, side) {
                case (.prefix, .prefix) where state.demand == .none:
                    return nil
                case (.prefix, .prefix), (.suffix, .suffix):
                    state.demand -= 1
                    return state.downstream
                default:
                    return nil
                }
            }
            guard let downstream else { return .none }
            let more = downstream.receive(input)
            state.withLock { $0.demand += more }
            return more
        }

        private enum Ending {
            case subscribeSuffix(Suffix)
            case complete(Downstream, Suffix?)
        }

        func receive(completion: Subscribers.Completion<Failure>, from side: Side) {
            let ending = state.withLock { state -> Ending? in
                guard let downstream = state.downstream else { return nil }
                switch (state.phase, completion) {
                case (.prefix, _) where side != .prefix, (.suffix, _) where side != .suffix:
                    return nil
                case (.prefix, .finished):
                    guard let suffix = state.suffix else { return nil }
                    state.phase = .awaitingSuffix
                    return .subscribeSuffix(suffix)
                case (.prefix, .failure), (.suffix, _):
                    state.phase = .terminal
                    state.downstream = nil
                    // Handed out and released outside the lock: its deinit may call back in.
                    return .complete(downstream, state.suffix.take())
                default:
                    return nil
                }
            }
            switch ending {
            case let .subscribeSuffix(suffix)?:
                suffix.subscribe(SideSubscriber<SuffixMarker>(inner: self))
            case let .complete(downstream, suffix)?:
                _ = suffix
                downstream.receive(completion: completion)
            case nil:
                return
            }
        }

        func request(_ demand: Subscribers.Demand) {
            let current = state.withLock { state -> Subscription? in
                switch state.phase {
                case let .prefix(subscription), let .suffix(subscription):
                    state.demand += demand
                    return subscription
                case .awaitingPrefix, .awaitingSuffix:
                    state.demand += demand
                    return nil
                case .terminal:
                    return nil
                }
            }
            current?.request(demand)
        }

        func cancel() {
            // The downstream and the suffix are handed out and released outside the lock (their deinit may call back in).
            let (current, downstream, suffix) = state.withLock { state -> (Subscription?, Downstream?, Suffix?) in
                defer {
                    state.phase = .terminal
                    state.downstream = nil
                }
                let suffix = state.suffix.take()
                switch state.phase {
                case let .prefix(subscription), let .suffix(subscription): return (subscription, state.downstream, suffix)
                default: return (nil, state.downstream, suffix)
                }
            }
            current?.cancel()
            _ = downstream
            _ = suffix
        }
    }
}
