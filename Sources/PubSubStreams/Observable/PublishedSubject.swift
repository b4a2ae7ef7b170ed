import Scheduling

/// The subject behind a `@Published` property: holds its value, gives it to each new subscriber, and
/// signals the owning object's `objectWillChange` before every change.
///
/// Mirrors Combine's internal `PublishedSubject` (as OpenCombine implements it): a new value signals the
/// object's ``ObservableObjectPublisher`` first, is offered to the subscribers next, and becomes the value last
/// (so a subscriber reading the property sees the old value, as with `willSet`); a subscriber without demand
/// gets the latest value it missed when it asks (its subscription describes itself as `"PublishedSubject"`);
/// it never completes; upstreams given by `assign(to:)` are asked for `.unlimited` and cancelled when the
/// property goes away. Sends are serial and in order, as our other subjects' are.
final class PublishedSubject<Output>: Sendable {
    private struct State: QueuesSubjectJobs {
        var value: Output
        var conduits: [SubjectConduit<Output, Never>] = []
        var queue = DeliveryQueue<SubjectJob>()
        var objectWillChange: ObservableObjectPublisher?
    }

    private let state: Locked<State>
    private let upstreams = SubjectUpstreams()

    init(_ value: Output) {
        state = Locked(State(value: value))
    }

    deinit { upstreams.cancelAll() }

    /// The current value; setting it sends it.
    var value: Output {
        get { state.withLock { $0.value } }
        set { send(newValue) }
    }

    /// The owning object's change publisher, once its `objectWillChange` has been asked for.
    var objectWillChange: ObservableObjectPublisher? {
        state.withLock { $0.objectWillChange }
    }

    /// Installs `publisher` as the change publisher unless one is installed; returns the one installed.
    func installObjectWillChange(_ publisher: ObservableObjectPublisher) -> ObservableObjectPublisher {
        state.withLock { state in
            if let installed = state.objectWillChange { return installed }
            state.objectWillChange = publisher
            return publisher
        }
    }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        let conduit = state.withLock { state -> SubjectConduit<Output, Never> in
            let conduit = SubjectConduit(
                AnySubscriber(subscriber), keepsLatest: true, pending: state.value,
                name: "PublishedSubject"
            ) { [weak self] conduit in
                self?.state.withLock { $0.conduits.removeAll { $0 === conduit } }
            }
            state.conduits.append(conduit)
            return conduit
        }
        subscriber.receive(subscription: conduit)
    }

    /// Signals `objectWillChange`, offers `value` to the subscribers, then stores it.
    func send(_ value: Output) {
        let job = state.withLock { state -> SubjectJob? in
            let conduits = state.conduits
            let willChange = state.objectWillChange
            return state.queue.enter(
                SubjectJob { [weak self] in
                    willChange?.send()
                    for conduit in conduits { conduit.offer(value) }
                    self?.state.withLock { $0.value = value }
                })
        }
        guard let job else { return }
        job.perform()
        state.performWaitingJobs()
    }

    /// Keeps an upstream (from `assign(to:)`) and asks it for `.unlimited` at once.
    func send(subscription: Subscription) {
        upstreams.add(subscription, askNow: true)
    }
}

/// The subscriber `assign(to:)` attaches: it forwards values to a `@Published` property's subject while that
/// lives and hands it the upstream subscription; the completion is ignored (a `@Published` never completes).
struct PublishedSubscriber<Input>: Subscriber {
    typealias Failure = Never

    let combineIdentifier = CombineIdentifier()
    private weak var subject: PublishedSubject<Input>?

    init(_ subject: PublishedSubject<Input>) {
        self.subject = subject
    }

    func receive(subscription: Subscription) {
        subject?.send(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        subject?.send(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {}
}
