import Scheduling

extension ConnectablePublisher {
    /// Connects on the first subscription and disconnects when the last subscriber cancels.
    ///
    /// Mirrors Combine's `autoconnect()`.
    ///
    /// ```swift
    /// let c = [1, 2].publisher.makeConnectable().autoconnect().sink { print($0) }
    /// // Prints: 1
    /// //         2
    /// ```
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

extension Publishers {
    /// The publisher `autoconnect()` returns: counts its subscribers and holds the connection while any remain.
    // @unchecked: the connection state lives in `Locked`; `upstream` is immutable.
    public class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The connectable publisher.
        public final let upstream: Upstream
        private let state = Locked<(count: Int, connection: Cancellable?)>((0, nil))

        /// Creates the publisher.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Subscribes `subscriber` upstream, connecting first time round.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = AutoconnectInner(downstream: subscriber, onCancel: { [self] in willCancel() })
            let first = state.withLock { state -> Bool in
                state.count += 1
                return state.count == 1 && state.connection == nil
            }
            upstream.subscribe(inner)
            guard first else { return }
            let connection = upstream.connect()
            let stale = state.withLock { state -> Cancellable? in
                guard state.count > 0 else { return connection }
                state.connection = connection
                return nil
            }
            stale?.cancel()
        }

        private func willCancel() {
            let connection = state.withLock { state -> Cancellable? in
                guard state.count > 0 else { return nil }
                state.count -= 1
                guard state.count == 0 else { return nil }
                defer { state.connection = nil }
                return state.connection
            }
            connection?.cancel()
        }
    }
}

/// Passes everything through; the downstream's cancel also tells the `Autoconnect` one subscriber left.
private struct AutoconnectInner<Downstream: Subscriber>: Subscriber, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    let downstream: Downstream
    let onCancel: () -> Void
    let combineIdentifier = CombineIdentifier()

    var description: String { "Autoconnect" }

    func receive(subscription: Subscription) {
        downstream.receive(subscription: AutoconnectSubscription(upstream: subscription, onCancel: onCancel))
    }

    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }

    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}

/// Upstream's subscription, described and identified as upstream's, that reports its cancel first.
private struct AutoconnectSubscription: Subscription, CustomStringConvertible {
    let upstream: Subscription
    let onCancel: () -> Void

    var combineIdentifier: CombineIdentifier { upstream.combineIdentifier }
    var description: String { String(describing: upstream) }

    func request(_ demand: Subscribers.Demand) { upstream.request(demand) }

    func cancel() {
        onCancel()
        upstream.cancel()
    }
}
