import Scheduling
import Synchronization

/// A subscriber that itself drops every value arriving after its end (its cancel or its terminal
/// event), so that a `PassthroughSubject` may hand it values without its conduit's lock once its demand
/// is unlimited (B6 pub-sub: `combineLatest`'s sides; B7: `debounce`). The demand it returns is then not counted
/// (unlimited stays unlimited), and the subject's queue keeps the sends and the completion serial.
@usableFromInline
protocol IgnoresValuesAfterItsEnd: AnyObject {
    /// Whether this instance does (a `PairSide` does when its operator does).
    var ignoresValuesAfterItsEnd: Bool { get }
}

/// One subscriber's subscription to a subject: its demand, and (for `CurrentValueSubject`) the latest
/// value it has not received yet for lack of demand.
///
/// Deliveries to the one subscriber are serial: the subject's queue already orders sends, and a
/// request that releases a kept value (`CurrentValueSubject`) while a send is being delivered on another
/// thread is handed to the thread delivering (`isDelivering`), never delivered alongside it.
@usableFromInline
final class SubjectConduit<Output, Failure: Error>: Subscription, CustomStringConvertible {
    @usableFromInline
    struct State {
        @inlinable
        init(downstream: AnySubscriber<Output, Failure>, pending: Output?, detach: ((SubjectConduit) -> Void)?) {
            self.downstream = downstream
            self.pending = pending
            self.detach = detach
        }
        @usableFromInline
        var downstream: AnySubscriber<Output, Failure>?
        @usableFromInline
        var demand: Subscribers.Demand = .none
        @usableFromInline
        var pending: Output?
        @usableFromInline
        var detach: ((SubjectConduit) -> Void)?
        /// A thread is calling the subscriber now; others leave their work in `queued`/`completion`.
        @usableFromInline
        var isDelivering = false
        /// Values already paid for with demand, waiting for the delivering thread.
        @usableFromInline
        var queued: [Output] = []
        /// A completion waiting for the delivering thread.
        @usableFromInline
        var completion: Subscribers.Completion<Failure>?
    }

    /// What the thread that leaves the subscriber must do next.
    @usableFromInline
    enum Next {
        case deliver(AnySubscriber<Output, Failure>, Output)
        case complete(AnySubscriber<Output, Failure>, Subscribers.Completion<Failure>)
        case stop
    }

    @usableFromInline
    let state: Locked<State>
    @usableFromInline
    let keepsLatest: Bool
    /// The downstream when it is a plain `Subscribers.Sink` of a `PassthroughSubject`: once its demand is
    /// unlimited, values go straight to it (its own lock ends delivery at cancel or completion; the
    /// subject's queue keeps sends and completion serial), skipping this conduit's lock.
    @usableFromInline
    let directSink: Subscribers.Sink<Output, Failure>?
    /// Calls the downstream directly, when it is one that `IgnoresValuesAfterItsEnd` (only without
    /// `keepsLatest`): used instead of the checked path once `bypassIsOpen`, that is, once its demand is
    /// unlimited. Keeps the downstream until this conduit is freed, as `directSink` does.
    @usableFromInline
    let bypass: ((Output) -> Void)?
    @usableFromInline
    let bypassIsOpen = Atomic<Bool>(false)
    /// The subject's upstreams, told when this subscriber first asks for values.
    @usableFromInline
    let upstreams: SubjectUpstreams?
    /// How the subscription describes itself: its subject's name, as Combine's conduits do.
    @usableFromInline
    let description: String

    /// - Parameters:
    ///   - keepsLatest: keep the latest value that found no demand (CurrentValueSubject) instead of dropping it.
    ///   - pending: a value to deliver as soon as there is demand.
    ///   - directSink: the downstream, when it is a `Subscribers.Sink` that may take values directly
    ///     (only without `keepsLatest`).
    ///   - bypass: calls the downstream, when it is one that `IgnoresValuesAfterItsEnd` (only without `keepsLatest`).
    ///   - upstreams: the subject's upstream subscriptions, asked for values once a subscriber asks.
    ///   - name: the description (default: `"CurrentValueSubject"` when `keepsLatest`, else `"PassthroughSubject"`).
    ///   - detach: called once when the subscriber cancels, to remove the conduit from its subject.
    @inlinable
    init(
        _ downstream: AnySubscriber<Output, Failure>, keepsLatest: Bool, pending: Output?,
        directSink: Subscribers.Sink<Output, Failure>? = nil,
        bypass: ((Output) -> Void)? = nil,
        upstreams: SubjectUpstreams? = nil,
        name: String? = nil,
        detach: @escaping (SubjectConduit) -> Void
    ) {
        description = name ?? (keepsLatest ? "CurrentValueSubject" : "PassthroughSubject")
        state = Locked(State(downstream: downstream, pending: pending, detach: detach))
        self.upstreams = upstreams
        self.keepsLatest = keepsLatest
        self.directSink = keepsLatest ? nil : directSink
        self.bypass = keepsLatest ? nil : bypass
        Resources.increment()
    }

    deinit { Resources.decrement() }

    /// Delivers `value` if the subscriber has demand; otherwise drops it or keeps it as the latest.
    @inlinable
    func offer(_ value: Output) {
        if directSink?.receiveFromSubject(value, conduit: ObjectIdentifier(self)) == true { return }
        if bypassIsOpen.load(ordering: .acquiring) { return bypass?(value) ?? () }
        guard keepsLatest else { return offerDirectly(value) }
        let downstream = state.withLock { state -> AnySubscriber<Output, Failure>? in
            guard let downstream = state.downstream else { return nil }
            guard state.demand > 0 else {
                if keepsLatest { state.pending = value }
                return nil
            }
            state.demand -= 1
            state.pending = nil
            guard !state.isDelivering else {
                state.queued.append(value)
                return nil
            }
            state.isDelivering = true
            return downstream
        }
        guard let downstream else { return }
        deliver(.deliver(downstream, value))
    }

    /// `offer` without a subject that keeps its latest value (`PassthroughSubject`): one lock round trip.
    ///
    /// Such a conduit never has anything to deliver outside its subject's sends (no kept value, so a
    /// request only adds demand), and the subject's queue already makes its sends and its completion
    /// serial; so nothing can overlap this delivery and it needs no `isDelivering` hand-off.
    @inlinable
    func offerDirectly(_ value: Output) {
        let downstream = state.withLock { state -> AnySubscriber<Output, Failure>? in
            guard let downstream = state.downstream, state.demand > 0 else { return nil }
            state.demand -= 1
            return downstream
        }
        guard let downstream else { return }
        let more = downstream.receive(value)
        if more > 0 {
            state.withLock { state in
                if state.downstream != nil { state.demand += more }
            }
        }
    }

    /// Delivers the completion (no demand needed) and releases the subscriber.
    @inlinable
    func finish(_ completion: Subscribers.Completion<Failure>) {
        let downstream = state.withLock { state -> AnySubscriber<Output, Failure>? in
            guard state.downstream != nil, state.completion == nil else { return nil }
            if state.isDelivering {
                state.completion = completion
                return nil
            }
            defer { release(&state) }
            return state.downstream
        }
        downstream?.receive(completion: completion)
    }

    @inlinable
    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return Violations.zeroDemand("a subject's subscription") }
        let (next, unlimited) = state.withLock { state -> (Next, Bool) in
            guard state.downstream != nil else { return (.stop, false) }
            state.demand += demand
            let unlimited = state.demand == .unlimited
            guard !state.isDelivering else { return (.stop, unlimited) }
            let next = Self.next(&state)
            if case .stop = next {} else { state.isDelivering = true }
            return (next, unlimited)
        }
        if unlimited, let directSink { directSink.subjectGrantedUnlimitedDemand(conduit: ObjectIdentifier(self)) }
        if unlimited, bypass != nil { bypassIsOpen.store(true, ordering: .releasing) }
        upstreams?.acknowledgeDemand()
        deliver(next)
    }

    /// Calls the subscriber for `first`, then for whatever other threads left meanwhile.
    @inlinable
    func deliver(_ first: Next) {
        var next = first
        while true {
            switch next {
            case .stop:
                return
            case let .complete(downstream, completion):
                downstream.receive(completion: completion)
                return
            case let .deliver(downstream, value):
                let more = downstream.receive(value)
                next = state.withLock { state -> Next in
                    guard state.downstream != nil else {
                        state.isDelivering = false
                        return .stop
                    }
                    state.demand += more
                    let next = Self.next(&state)
                    if case .stop = next { state.isDelivering = false }
                    return next
                }
            }
        }
    }

    /// What is owed next: a queued value, the kept value (if there is demand), a waiting completion, or nothing.
    @inlinable
    static func next(_ state: inout State) -> Next {
        guard let downstream = state.downstream else { return .stop }
        if !state.queued.isEmpty {
            return .deliver(downstream, state.queued.removeFirst())
        }
        if let pending = state.pending, state.demand > 0 {
            state.pending = nil
            state.demand -= 1
            return .deliver(downstream, pending)
        }
        if let completion = state.completion {
            release(&state)
            return .complete(downstream, completion)
        }
        return .stop
    }

    @inlinable
    static func release(_ state: inout State) {
        state.downstream = nil
        state.pending = nil
        state.detach = nil
        state.queued = []
    }

    @inlinable
    func release(_ state: inout State) { Self.release(&state) }

    @inlinable
    func cancel() {
        let (detach, downstream) = state.withLock { state -> (((SubjectConduit) -> Void)?, AnySubscriber<Output, Failure>?) in
            defer {
                Self.release(&state)
                state.completion = nil
            }
            return (state.detach, state.downstream)
        }
        detach?(self)
        _ = downstream
    }
}
