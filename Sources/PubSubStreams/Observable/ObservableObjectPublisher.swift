import Scheduling

/// The publisher of an ``ObservableObject``'s changes: `send()` signals every subscriber that has asked.
///
/// Mirrors Combine's `ObservableObjectPublisher` (as OpenCombine implements it): a subscription describes
/// itself as `"ObservableObjectPublisher"`; once its subscriber has made any request it receives every
/// `send()` whatever the demand (the signal carries no value worth counting), and nothing after its cancel.
/// Ours makes sends serial as our subjects do: a `send()` from inside a subscriber's callback, or from another
/// thread while one delivers, is delivered right after the current one (Combine's delivers it depth-first).
///
/// ```swift
/// let publisher = ObservableObjectPublisher()
/// let c = publisher.sink { print("changed") }
/// publisher.send()
/// // Prints: changed
/// ```
public final class ObservableObjectPublisher: Publisher, Sendable {
    /// A signal carries no value.
    public typealias Output = Void
    /// It never fails.
    public typealias Failure = Never

    private struct State {
        var connections: [ObservableObjectConnection] = []
        var queue = DeliveryQueue<[ObservableObjectConnection]>()
    }

    private let state = Locked(State())

    /// Creates a publisher with no subscribers.
    public init() {}

    /// Attaches `subscriber`; it is signalled from its first request until it cancels.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        let connection = ObservableObjectConnection(AnySubscriber(subscriber)) { [weak self] connection in
            self?.state.withLock { $0.connections.removeAll { $0 === connection } }
        }
        state.withLock { $0.connections.append(connection) }
        subscriber.receive(subscription: connection)
    }

    /// Signals every subscriber that has made a request (in subscription order).
    public func send() {
        var batch = state.withLock { state -> [ObservableObjectConnection]? in
            let connections = state.connections
            guard state.queue.deliversNow(connections) else { return nil }
            return connections
        }
        while let connections = batch {
            for connection in connections { connection.signal() }
            batch = state.withLock { state -> [[ObservableObjectConnection]]? in state.queue.next() }.map { $0.flatMap { $0 } }
        }
    }
}

/// One subscriber's subscription to an ``ObservableObjectPublisher``.
final class ObservableObjectConnection: Subscription, CustomStringConvertible, Sendable {
    private enum Phase { case waiting, active, cancelled }

    private struct State {
        var phase = Phase.waiting
        var downstream: AnySubscriber<Void, Never>?
        var detach: ((ObservableObjectConnection) -> Void)?
    }

    // @unchecked-free: `Locked` is Sendable; the subscriber and closure are only touched under the lock.
    private let state: Locked<State>

    init(_ downstream: AnySubscriber<Void, Never>, detach: @escaping (ObservableObjectConnection) -> Void) {
        state = Locked(State(downstream: downstream, detach: detach))
        Resources.increment()
    }

    deinit { Resources.decrement() }

    var description: String { "ObservableObjectPublisher" }

    /// Signals the subscriber if it has made a request and not cancelled.
    func signal() {
        let downstream = state.withLock { $0.phase == .active ? $0.downstream : nil }
        _ = downstream?.receive(())
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return Violations.zeroDemand("an ObservableObjectPublisher's subscription", combineTraps: false) }
        state.withLock { state in
            if state.phase == .waiting { state.phase = .active }
        }
    }

    func cancel() {
        let (detach, downstream) = state.withLock { state in
            defer {
                state.phase = .cancelled
                state.downstream = nil
                state.detach = nil
            }
            return (state.detach, state.downstream)
        }
        detach?(self)
        _ = downstream
    }
}
