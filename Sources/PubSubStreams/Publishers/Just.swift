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
    public init(_ output: Output) {
        self.output = output
    }

    /// Gives the subscriber a subscription that delivers the value on the first non-zero request.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: Inner(downstream: subscriber, value: output))
    }
}

extension Just {
    private final class Inner<Downstream: Subscriber>: Subscription, CustomStringConvertible
    where Downstream.Input == Output, Downstream.Failure == Never {
        private let state: Locked<(Downstream, Output)?>

        init(downstream: Downstream, value: Output) {
            state = Locked((downstream, value))
            Resources.increment()
        }

        deinit { Resources.decrement() }

        var description: String { "Just" }

        func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return Violations.zeroDemand("Just's subscription") }
            let taken = state.withLock { state -> (Downstream, Output)? in
                defer { state = nil }
                return state
            }
            guard let (downstream, value) = taken else { return }
            _ = downstream.receive(value)
            downstream.receive(completion: .finished)
        }

        func cancel() {
            let taken = state.withLock { state -> (Downstream, Output)? in
                defer { state = nil }
                return state
            }
            _ = taken
        }
    }
}
