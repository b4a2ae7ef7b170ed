import Scheduling

/// A type that can deliver a sequence of values over time to subscribers that ask for them.
///
/// Mirrors Combine's `Publisher` (same associated types and primary associated types). A publisher
/// calls `receive(subscription:)` once on each subscriber, then at most as many
/// `receive(_:)` calls as the subscriber demanded, then at most one `receive(completion:)`.
///
/// ```swift
/// Just(1).sink { print($0) }
/// // Prints: 1
/// ```
public protocol Publisher<Output, Failure> {
    /// The kind of values published.
    associatedtype Output
    /// The kind of errors this publisher might publish (`Never` if it cannot fail).
    associatedtype Failure: Error

    /// Attaches `subscriber`; called by `subscribe(_:)`, which is what client code should use.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` to this publisher (Combine's `subscribe(_:)`).
    ///
    /// Where ours differs: when subscriptions are nested very deeply on this thread (a chain thousands
    /// of operators deep), the attachment is deferred to the outermost `subscribe` of the thread, which
    /// runs it before it returns (see Patterns/Contracts.md, deep chains). Combine recurses and overflows.
    ///
    /// ```swift
    /// Just(2).subscribe(Subscribers.Sink(receiveCompletion: { _ in }, receiveValue: { print($0) }))
    /// // Prints: 2
    /// ```
    @inlinable
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        let thread = StackDepth.current
        guard thread.enter() else {
            thread.deferWork { self.receive(subscriber: subscriber) }
            return
        }
        receive(subscriber: subscriber)
        thread.exit()
    }
}
