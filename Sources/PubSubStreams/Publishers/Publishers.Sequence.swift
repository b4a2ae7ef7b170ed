import Scheduling
import Synchronization

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
            subscriber.receive(subscription: Inner(downstream: subscriber, sequence: sequence, iterator: iterator, next: first))
        }
    }
}

extension Publishers.Sequence {
    /// The subscription: one emitter at a time runs the loop and owns the iterator; requests made
    /// meanwhile (also re-entrant ones, from inside `receive`) only add demand for that loop to take,
    /// so 100,000 one-at-a-time requests are a loop, not a recursion.
    @usableFromInline
    final class Inner<Downstream: Subscriber>: Subscription, CustomStringConvertible
    where Downstream.Input == Output, Downstream.Failure == Failure {
        @usableFromInline
        struct State {
            @usableFromInline var downstream: Downstream?
            /// Demand not yet taken by the emitter.
            @usableFromInline var demand: Subscribers.Demand = .none
            @usableFromInline var emitting = false
            /// `downstream != nil`, as a plain flag: the per-request checks then touch no generic Optional
            /// (a run-time metadata lookup each in a debug build).
            @usableFromInline var live = true

            @inlinable
            init(downstream: Downstream) { self.downstream = downstream }
        }

        @usableFromInline let state: Locked<State>
        /// Set by `cancel()`; the emitter checks it before each element without taking the lock.
        @usableFromInline let cancelled = Atomic<Bool>(false)
        /// Owned by whoever set `state.emitting` (the emitter), or by `cancel()` once it claimed it.
        @usableFromInline var iterator: Elements.Iterator
        @usableFromInline var next: Output?
        /// Entries made where the types are concrete, so requests and cancels arriving through the
        /// `Subscription` existential run specialized code (see `Just.Inner.requestEntry`).
        @usableFromInline let requestEntry: (Inner, Subscribers.Demand) -> Void
        @usableFromInline let cancelEntry: (Inner) -> Void

        /// The sequence published, for the description only.
        @usableFromInline let sequence: Elements

        @inlinable
        init(downstream: Downstream, sequence: Elements, iterator: Elements.Iterator, next: Output) {
            state = Locked(State(downstream: downstream))
            self.sequence = sequence
            self.iterator = iterator
            self.next = next
            requestEntry = { $0.emit($1) }
            cancelEntry = { $0.stop() }
            Resources.increment()
        }

        deinit { Resources.decrement() }

        /// As Combine's: the sequence's own description while it runs, `"Sequence"` once finished or cancelled.
        @usableFromInline
        var description: String { state.withLock { $0.live } ? String(describing: sequence) : "Sequence" }

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
            guard demand > 0 else { return Violations.zeroDemand("Publishers.Sequence's subscription", combineTraps: false) }
            // The downstream is taken once, for the whole run: it never changes, it only goes (on cancel).
            // A request made while the loop runs (re-entrant, one value at a time) only adds demand: that
            // path returns a plain Bool; the downstream is read in a second step by the new emitter only.
            let becameEmitter = state.withLock { state -> Bool in
                guard state.live else { return false }
                state.demand += demand
                guard !state.emitting else { return false }
                state.emitting = true
                return true
            }
            if becameEmitter { startRun() }
        }

        /// Reads the downstream and runs the loop (apart from `emit`, which then has no generic locals).
        @inlinable
        func startRun() {
            // Gone only if a cancel came in between: it found the loop claimed, so nothing more happens
            // (the iterator goes with this subscription).
            guard let downstream = state.withLock({ $0.downstream }) else { return }
            run(downstream)
        }

        /// The emitter's loop: takes demand under the lock only when what it took is used up, so with
        /// unlimited demand an element costs no lock at all (a cancel is seen through `cancelled`).
        @inlinable
        func run(_ downstream: Downstream) {
            var demand = Subscribers.Demand.none
            while true {
                if demand.rawValue == 0 {
                    let finished = state.withLock { state -> Bool in
                        demand = state.demand
                        state.demand = .none
                        guard state.live, demand > 0 else {
                            state.emitting = false
                            return true
                        }
                        return false
                    }
                    if finished { return }
                }
                guard !cancelled.load(ordering: .acquiring), let value = next else { return }
                next = iterator.next()
                if next == nil {
                    // The last one: from here a cancel changes nothing (the completion follows the value).
                    state.withLock { state in
                        state.downstream = nil
                        state.live = false
                    }
                    _ = downstream.receive(value)
                    downstream.receive(completion: .finished)
                    return
                }
                if !demand.isUnlimited { demand = Subscribers.Demand(rawValue: demand.rawValue - 1) }
                let more = downstream.receive(value)
                if more.rawValue != 0 { demand += more }
            }
        }

        @inlinable
        func stop() {
            cancelled.store(true, ordering: .releasing)
            // Claims the iterator when no loop runs (none will start: the downstream is gone).
            let (downstream, owner) = state.withLock { state -> (Downstream?, Bool) in
                defer {
                    state.downstream = nil
                    state.live = false
                }
                let owner = !state.emitting
                state.emitting = true
                return (state.downstream, owner)
            }
            if owner { next = nil }
            _ = downstream
        }
    }
}
