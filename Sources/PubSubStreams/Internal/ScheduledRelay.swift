import Scheduling

/// The subscription of `receive(on:)` and `delay(for:)`: it passes the upstream subscription's place
/// through at once and hands every value and the completion to `hop`, which runs them later.
///
/// Follows the state machine Combine's two operators share (as OpenCombine documents it):
/// - before the upstream subscription arrives, values and completions are ignored and `cancel()`
///   does nothing (the subscription that arrives afterwards is still passed down);
/// - a value is hopped only while subscribed; when it runs it is delivered unless the subscription
///   was cancelled meanwhile, and the demand the downstream returns is requested from upstream
///   (even after upstream completed, while its completion is still on its way);
/// - once upstream completes the completion is hopped; `cancel()` and `request(_:)` from then on
///   are ignored, and the completion is still delivered;
/// - the hopped closures keep the relay (and so the downstream) alive until they run.
///
/// The downstream is a constant, released with the relay (as Combine's; our subscribers, like
/// Combine's, let go of their subscription at completion and at cancel).
final class ScheduledRelay<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private enum Status {
        case awaitingSubscription
        case subscribed(Subscription)
        case pendingTerminal(Subscription)
        case terminal

        var subscription: Subscription? {
            switch self {
            case let .subscribed(subscription), let .pendingTerminal(subscription): subscription
            case .awaitingSubscription, .terminal: nil
            }
        }
    }

    private let state = Locked(Status.awaitingSubscription)
    private let downstream: Downstream
    private let hop: (@escaping () -> Void) -> Void
    let description: String

    /// A relay named `description` that runs deliveries through `hop`.
    init(_ description: String, downstream: Downstream, hop: @escaping (@escaping () -> Void) -> Void) {
        self.description = description
        self.hop = hop
        self.downstream = downstream
        Resources.increment()
    }

    deinit { Resources.decrement() }

    func receive(subscription: Subscription) {
        let accepted = state.withLock { status -> Bool in
            guard case .awaitingSubscription = status else { return false }
            status = .subscribed(subscription)
            return true
        }
        guard accepted else {
            subscription.cancel()
            return
        }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let subscribed = state.withLock { status -> Bool in
            if case .subscribed = status { return true }
            return false
        }
        guard subscribed else { return .none }
        hop { self.deliver(input) }
        return .none
    }

    private func deliver(_ input: Input) {
        guard state.withLock({ $0.subscription }) != nil else { return }
        let more = downstream.receive(input)
        guard more > 0 else { return }
        state.withLock { $0.subscription }?.request(more)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let accepted = state.withLock { status -> Bool in
            guard case let .subscribed(subscription) = status else { return false }
            status = .pendingTerminal(subscription)
            return true
        }
        guard accepted else { return }
        hop { self.deliver(completion) }
    }

    private func deliver(_ completion: Subscribers.Completion<Failure>) {
        let pending = state.withLock { status -> Bool in
            guard case .pendingTerminal = status else { return false }
            status = .terminal
            return true
        }
        if pending { downstream.receive(completion: completion) }
    }

    func request(_ demand: Subscribers.Demand) {
        let upstream = state.withLock { status -> Subscription? in
            guard case let .subscribed(subscription) = status else { return nil }
            return subscription
        }
        upstream?.request(demand)
    }

    func cancel() {
        let upstream = state.withLock { status -> Subscription? in
            guard case let .subscribed(subscription) = status else { return nil }
            status = .terminal
            return subscription
        }
        upstream?.cancel()
    }
}
