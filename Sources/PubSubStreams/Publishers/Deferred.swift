/// A publisher that builds its real publisher anew for each subscriber.
///
/// Mirrors Combine's `Deferred`: the factory runs at subscription time, once per subscriber.
///
/// ```swift
/// var calls = 0
/// let p = Deferred { () -> Just<Int> in calls += 1; return Just(calls) }
/// let a = p.sink { print($0) }
/// let b = p.sink { print($0) }
/// // Prints: 1
/// //         2
/// ```
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    /// The output of the created publisher.
    public typealias Output = DeferredPublisher.Output
    /// The failure of the created publisher.
    public typealias Failure = DeferredPublisher.Failure

    /// The factory run for each subscriber.
    public let createPublisher: () -> DeferredPublisher

    /// Creates a deferred publisher from a factory.
    @inlinable
    public init(createPublisher: @escaping () -> DeferredPublisher) {
        self.createPublisher = createPublisher
    }

    /// Runs the factory and subscribes `subscriber` to its result; inlinable, so the created publisher's
    /// subscription runs specialized (B5c, B7 pub-sub).
    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().subscribe(subscriber)
    }
}
