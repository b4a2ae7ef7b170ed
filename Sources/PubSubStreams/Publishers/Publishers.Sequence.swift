import Scheduling

extension Sequence {
    /// A publisher that emits this sequence's elements as demanded, then finishes.
    ///
    /// Mirrors Combine's `Sequence.publisher`.
    ///
    /// ```swift
    /// let c = [1, 2, 3].publisher.sink { print($0) }
    /// // Prints: 1
    /// //         2
    /// //         3
    /// ```
    public var publisher: Publishers.Sequence<Self, Never> {
        Publishers.Sequence(sequence: self)
    }
}

extension Publishers {
    /// A publisher of a sequence's elements, honouring demand.
    ///
    /// Mirrors Combine's `Publishers.Sequence`: elements go out only as requested; finished follows
    /// the last element without further demand; an empty sequence finishes right after subscription.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        /// The sequence's element type.
        public typealias Output = Elements.Element

        /// The elements to publish.
        public let sequence: Elements

        /// Creates a publisher of `sequence`.
        public init(sequence: Elements) {
            self.sequence = sequence
        }

        /// Gives the subscriber a subscription that iterates on demand.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var iterator = sequence.makeIterator()
            guard let first = iterator.next() else {
                subscriber.receive(subscription: Subscriptions.empty)
                subscriber.receive(completion: .finished)
                return
            }
            subscriber.receive(subscription: Inner(downstream: subscriber, iterator: iterator, next: first))
        }
    }
}

extension Publishers.Sequence {
    private final class Inner<Downstream: Subscriber>: Subscription, CustomStringConvertible
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private struct State {
            var downstream: Downstream?
            var iterator: Elements.Iterator
            var next: Output?
            var demand: Subscribers.Demand = .none
            var emitting = false
        }

        private let state: Locked<State>

        init(downstream: Downstream, iterator: Elements.Iterator, next: Output) {
            state = Locked(State(downstream: downstream, iterator: iterator, next: next))
            Resources.increment()
        }

        deinit { Resources.decrement() }

        var description: String { "\(Elements.self)" }

        private enum Action {
            case send(Downstream, Output, last: Bool)
            case stop
        }

        func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return Violations.zeroDemand("Publishers.Sequence's subscription") }
            let shouldEmit = state.withLock { state -> Bool in
                guard state.downstream != nil else { return false }
                state.demand += demand
                guard !state.emitting else { return false }
                state.emitting = true
                return true
            }
            guard shouldEmit else { return }
            while true {
                let action = state.withLock { state -> Action in
                    guard let downstream = state.downstream, state.demand > 0, let value = state.next else {
                        state.emitting = false
                        return .stop
                    }
                    state.demand -= 1
                    state.next = state.iterator.next()
                    let last = state.next == nil
                    if last { state.downstream = nil }
                    return .send(downstream, value, last: last)
                }
                guard case let .send(downstream, value, last) = action else { return }
                let more = downstream.receive(value)
                if last {
                    downstream.receive(completion: .finished)
                    state.withLock { $0.emitting = false }
                    return
                }
                state.withLock { $0.demand += more }
            }
        }

        func cancel() {
            let downstream = state.withLock { state -> Downstream? in
                defer {
                    state.downstream = nil
                    state.next = nil
                }
                return state.downstream
            }
            _ = downstream
        }
    }
}
