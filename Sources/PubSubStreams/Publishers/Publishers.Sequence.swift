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
    @inlinable
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
        @inlinable
        public init(sequence: Elements) {
            self.sequence = sequence
        }

        /// Gives the subscriber a subscription that iterates on demand.
        @inlinable
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
    @usableFromInline
    final class Inner<Downstream: Subscriber>: Subscription, CustomStringConvertible
    where Downstream.Input == Output, Downstream.Failure == Failure {
        @usableFromInline
        struct State {
            @usableFromInline var downstream: Downstream?
            @usableFromInline var iterator: Elements.Iterator
            @usableFromInline var next: Output?
            @usableFromInline var demand: Subscribers.Demand = .none
            @usableFromInline var emitting = false

            @inlinable
            init(downstream: Downstream, iterator: Elements.Iterator, next: Output) {
                self.downstream = downstream
                self.iterator = iterator
                self.next = next
            }
        }

        @usableFromInline let state: Locked<State>
        /// Entries made where the types are concrete, so requests and cancels arriving through the
        /// `Subscription` existential run specialized code (see `OperatorInner.requestEntry`).
        @usableFromInline let requestEntry: (Inner, Subscribers.Demand) -> Void
        @usableFromInline let cancelEntry: (Inner) -> Void

        @inlinable
        init(downstream: Downstream, iterator: Elements.Iterator, next: Output) {
            state = Locked(State(downstream: downstream, iterator: iterator, next: next))
            requestEntry = { $0.emit($1) }
            cancelEntry = { $0.stop() }
            Resources.increment()
        }

        deinit { Resources.decrement() }

        @usableFromInline
        var description: String { "\(Elements.self)" }

        @usableFromInline

        func request(_ demand: Subscribers.Demand) {
            requestEntry(self, demand)
        }

        @usableFromInline

        func cancel() {
            cancelEntry(self)
        }

        @inlinable
        func emit(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return Violations.zeroDemand("Publishers.Sequence's subscription") }
            // The downstream is taken once, for the whole run: it never changes, it only goes (on cancel),
            // which the loop sees under the lock.
            let emitter = state.withLock { state -> Downstream? in
                guard let downstream = state.downstream else { return nil }
                state.demand += demand
                guard !state.emitting else { return nil }
                state.emitting = true
                return downstream
            }
            guard let downstream = emitter else { return }
            // One lock round trip per element: the demand a value returned is added when the next is taken.
            var more = Subscribers.Demand(rawValue: 0)
            while true {
                var last = false
                let taken = state.withLock { state -> Output? in
                    state.demand += more
                    guard state.downstream != nil, state.demand > 0, let value = state.next else {
                        state.emitting = false
                        return nil
                    }
                    state.demand -= 1
                    state.next = state.iterator.next()
                    if state.next == nil {
                        last = true
                        state.downstream = nil
                    }
                    return value
                }
                guard let value = taken else { return }
                more = downstream.receive(value)
                if last {
                    downstream.receive(completion: .finished)
                    state.withLock { $0.emitting = false }
                    return
                }
            }
        }

        @inlinable
        func stop() {
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
