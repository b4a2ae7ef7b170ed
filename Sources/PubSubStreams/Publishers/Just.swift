import Scheduling

/// A publisher that emits one value, then finishes, once the subscriber asks for it.
///
/// Mirrors Combine's `Just` (cannot fail). The value waits for demand.
///
/// ```swift
/// let c = Just(1).sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
/// // Prints: 1
/// //         finished
/// ```
public struct Just<Output>: Publisher {
    /// `Just` never fails.
    public typealias Failure = Never

    /// The value to emit.
    public let output: Output

    /// Creates a publisher of `output`.
    @inlinable
    public init(_ output: Output) {
        self.output = output
    }

    /// Gives the subscriber a subscription that delivers the value on the first non-zero request.
    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: Inner(downstream: subscriber, value: output))
    }
}

extension Just {
    @usableFromInline
    final class Inner<Downstream: Subscriber>: Subscription, CustomStringConvertible
    where Downstream.Input == Output, Downstream.Failure == Never {
        @usableFromInline let state: Locked<(Downstream, Output)?>
        /// Made where the types are concrete, so a request or cancel arriving through the `Subscription`
        /// existential runs specialized code (see `OperatorInner.requestEntry`).
        @usableFromInline let requestEntry: (Inner, Subscribers.Demand) -> Void
        @usableFromInline let cancelEntry: (Inner) -> Void

        @inlinable
        init(downstream: Downstream, value: Output) {
            state = Locked((downstream, value))
            requestEntry = { $0.deliver($1) }
            cancelEntry = { $0.drop() }
            Resources.increment()
        }

        deinit { Resources.decrement() }

        @usableFromInline
        var description: String { "Just" }

        @usableFromInline
        func request(_ demand: Subscribers.Demand) {
            requestEntry(self, demand)
        }

        @usableFromInline
        func cancel() {
            cancelEntry(self)
        }

        @inlinable
        func deliver(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return Violations.zeroDemand("Just's subscription") }
            let taken = state.withLock { state -> (Downstream, Output)? in
                defer { state = nil }
                return state
            }
            guard let (downstream, value) = taken else { return }
            _ = downstream.receive(value)
            downstream.receive(completion: .finished)
        }

        @inlinable
        func drop() {
            let taken = state.withLock { state -> (Downstream, Output)? in
                defer { state = nil }
                return state
            }
            _ = taken
        }
    }
}
