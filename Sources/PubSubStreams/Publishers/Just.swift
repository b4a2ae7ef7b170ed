import Scheduling
import Synchronization

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
    /// The subscription: a one-shot flag decides, once, between delivering (the first non-zero request)
    /// and dropping (a cancel), so no lock. The winner lets go of the downstream, as Combine's `Just` does at
    /// delivery and at cancel (OpenCombine's `JustTests.testLifecycle`: a subscriber that keeps its cancelled
    /// subscription is freed); the value is a constant, released with the subscription.
    @usableFromInline
    final class Inner<Downstream: Subscriber>: Subscription, CustomStringConvertible
    where Downstream.Input == Output, Downstream.Failure == Never {
        /// Set by the first `deliver` or `drop`.
        @usableFromInline let done = Atomic<Bool>(false)
        /// The delivery to the downstream (the value, then the finish), made where the types are concrete; read
        /// and let go of only by the one caller that won `claim()` (delivery or cancel), so no lock. A closure
        /// holding the downstream, not a `Downstream?`: this subscription's deinit then destroys a function value,
        /// with no run-time lookup of `Optional<Downstream>`'s metadata (B3 pub-sub 2,170 -> 1,908, B5a 2,680 -> 2,434).
        // B3 pub-sub +8% instructions without `@exclusivity(unchecked)`, B5a +6%, B5c +5% (measured 2026-11-26).
        @exclusivity(unchecked) @usableFromInline var send: ((Output) -> Void)?
        @usableFromInline let value: Output
        /// How it describes itself: `"Just"`, or as Combine's `Optional.Publisher` (`"Optional"`) and
        /// `Result.Publisher` (`"Once"`) subscriptions, which this one also serves.
        @usableFromInline let name: StaticString
        /// `request`/`cancel` arrive through the `Subscription` existential, i.e. in this module's
        /// unspecialized code; these closures are made where the types are concrete (the specialized `init`
        /// in the client), so the work runs specialized (no run-time generic metadata lookups per call).
        @usableFromInline let requestEntry: (Inner, Subscribers.Demand) -> Void
        @usableFromInline let cancelEntry: (Inner) -> Void

        @inlinable
        init(downstream: Downstream, value: Output, name: StaticString = "Just") {
            send = { value in
                _ = downstream.receive(value)
                downstream.receive(completion: .finished)
            }
            self.value = value
            self.name = name
            requestEntry = { $0.deliver($1) }
            cancelEntry = { $0.drop() }
            Resources.increment()
        }

        deinit { Resources.decrement() }

        @usableFromInline
        var description: String { "\(name)" }

        @usableFromInline
        func request(_ demand: Subscribers.Demand) {
            requestEntry(self, demand)
        }

        @usableFromInline
        func cancel() {
            cancelEntry(self)
        }

        /// `true` for the first `deliver` or `drop` only.
        @inlinable
        func claim() -> Bool {
            !done.load(ordering: .acquiring) && !done.exchange(true, ordering: .acquiringAndReleasing)
        }

        @inlinable
        func deliver(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return Violations.zeroDemand("Just's subscription") }
            guard claim(), let send else { return }
            self.send = nil
            send(value)
        }

        @inlinable
        func drop() {
            // Let go of the downstream at cancel, as Combine's `Just` does (a subscriber that keeps its subscription
            // is then freed).
            if claim() { send = nil }
        }
    }
}
