import Scheduling

/// The subscriber behind `subscribe(_ subject:)`: forwards into a subject and is its upstream subscription.
final class SubjectSubscriber<Downstream: Subject>: LockedLink<LinkAndDownstream<Downstream>>, Subscriber {
    typealias Input = Downstream.Output
    typealias Failure = Downstream.Failure

    init(_ subject: Downstream) {
        super.init("Subject", state: LinkAndDownstream(subject))
    }

    func receive(subscription: Subscription) {
        attachDownstream(subscription)?.send(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        subscribedDownstream?.send(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        endTakingDownstream()?.send(completion: completion)
    }

    /// Ends the subscription, also before the upstream subscription has come (which is then cancelled).
    override func cancel() {
        // The subject leaves the lock before it is let go of: it may be released here for the last time,
        // and its deinit cancels this subscriber again (as Combine's subjects cancel their upstreams),
        // which must find the lock free.
        let (upstream, subject) = state.withLock { state -> (Subscription?, Downstream?) in
            defer {
                state.phase = .terminal
                state.downstream = nil
            }
            return (state.upstream, state.downstream)
        }
        upstream?.cancel()
        _ = subject
    }
}
