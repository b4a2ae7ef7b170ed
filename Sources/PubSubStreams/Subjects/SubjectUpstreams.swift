import Scheduling

/// The upstream subscriptions a subject was given through `send(subscription:)`.
///
/// As Combine's subjects do: a `PassthroughSubject` asks an upstream for `.unlimited` only once some
/// subscriber of the subject has asked for values (at once if one already has), a `CurrentValueSubject`
/// asks at once; every upstream is cancelled when the subject is released.
@usableFromInline
final class SubjectUpstreams: Sendable {
    private struct State {
        var subscriptions: [Subscription] = []
        var demanded = false
    }

    // @unchecked-free: `Locked` is Sendable; `Subscription` existentials are only touched under the lock.
    private let state = Locked(State())

    @usableFromInline
    init() {}

    /// Keeps `subscription`; asks it for `.unlimited` at once when `askNow` (a `CurrentValueSubject`, which
    /// always has a value to hold) or when a subscriber has asked for values already.
    @usableFromInline
    func add(_ subscription: Subscription, askNow: Bool = false) {
        let demanded = state.withLock { state -> Bool in
            state.subscriptions.append(subscription)
            return state.demanded
        }
        if demanded || askNow { subscription.request(.unlimited) }
    }

    /// A subscriber asked for values: the first time, every upstream is asked for `.unlimited`.
    @usableFromInline
    func acknowledgeDemand() {
        let subscriptions = state.withLock { state -> [Subscription] in
            guard !state.demanded else { return [] }
            state.demanded = true
            return state.subscriptions
        }
        for subscription in subscriptions { subscription.request(.unlimited) }
    }

    /// Cancels every upstream (the subject is being released).
    @usableFromInline
    func cancelAll() {
        let subscriptions = state.withLock { state -> [Subscription] in
            defer { state.subscriptions = [] }
            return state.subscriptions
        }
        for subscription in subscriptions { subscription.cancel() }
    }
}
