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
final class ScheduledRelay<Downstream: Subscriber>: LockedLink<ScheduledRelayState>, Subscriber {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let hop: (@escaping () -> Void) -> Void

    /// A relay named `description` that runs deliveries through `hop`.
    init(_ description: String, downstream: Downstream, hop: @escaping (@escaping () -> Void) -> Void) {
        self.hop = hop
        self.downstream = downstream
        super.init(description, state: ScheduledRelayState())
    }

    func receive(subscription: Subscription) {
        guard attach(subscription) else { return }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard state.withLock({ $0.isOpen }) else { return .none }
        hop { self.deliver(input) }
        return .none
    }

    private func deliver(_ input: Input) {
        guard isSubscribed else { return }
        let more = downstream.receive(input)
        guard more > 0 else { return }
        state.withLock { $0.upstream }?.request(more)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let accepted = state.withLock { state -> Bool in
            guard state.isOpen else { return false }
            state.completing = true
            return true
        }
        guard accepted else { return }
        hop { self.deliver(completion) }
    }

    private func deliver(_ completion: Subscribers.Completion<Failure>) {
        let pending = state.withLock { state -> Bool in
            guard state.completing, state.end() != nil else { return false }
            return true
        }
        if pending { downstream.receive(completion: completion) }
    }

    override func request(_ demand: Subscribers.Demand) {
        state.withLock { $0.isOpen ? $0.upstream : nil }?.request(demand)
    }

    override func cancel() {
        state.withLock { $0.isOpen ? $0.end() : nil }?.cancel()
    }
}

/// `ScheduledRelay`'s state: the link, and whether upstream's completion is on its way.
struct ScheduledRelayState: LinkState {
    var phase = LinkPhase.awaiting
    /// Upstream completed; its completion is hopping (requests and cancels are ignored from now on).
    var completing = false

    /// Subscribed, and upstream has not completed.
    var isOpen: Bool { isSubscribed && !completing }
}

extension Scheduler {
    /// Runs each action it is given on this scheduler, with `options`, as soon as it can: the hop of
    /// `receive(on:)` (values and the completion) and of `subscribe(on:)` (subscription, requests, cancel).
    func hop(options: SchedulerOptions?) -> (@escaping () -> Void) -> Void {
        { self.schedule(options: options, $0) }
    }
}
