import Scheduling

/// The link `AnyPublisher` puts between the erased publisher and each of its subscribers: a trampoline
/// point for chains nested thousands of levels deep.
///
/// A chain can only be nested that deeply through type erasure (each level's type would otherwise
/// contain the previous one), so every level of such a chain crosses one relay. Each event crossing it
/// (subscription, value, completion downstream; request, cancel upstream) is a guarded call of
/// ``StackDepth``: shallow, it passes straight through (one lock round trip); deeper than the limit, it is
/// queued here and delivered, in order, by the thread's outermost guarded call once the stack has
/// unwound. A value delivered later returns no demand at once; the demand its subscriber returns is
/// requested from upstream when it is delivered (demand adds up, so the total is the same). Once an event
/// is queued, later ones queue behind it until the queue is empty, so order and seriality hold.
///
/// Downstream sees the relay as its subscription: its `description` is the upstream subscription's, and
/// its `combineIdentifier` (as a subscriber, seen upstream) is the downstream subscriber's.
///
/// The downstream subscriber is held as an existential so that the relay's type does not nest: a
/// generic relay would give each level of a 10,000-deep chain a new, ever longer type whose run-time
/// metadata the runtime builds on first use (tens of microseconds a level).
final class ErasedRelay<Input, Failure: Error>: Subscriber, Subscription, CustomStringConvertible {
    private typealias Downstream = any Subscriber<Input, Failure>

    private enum Event {
        case subscription
        case value(Input)
        case completion(Subscribers.Completion<Failure>)
    }

    private struct State {
        var downstream: Downstream?
        var upstream: Subscription?
        var completed = false
        /// Events waiting for the trampoline, oldest at `head`.
        var mailbox: [Event] = []
        var head = 0
        /// A flush is scheduled or running: new events queue behind it.
        var busy = false
    }

    private enum Route {
        case direct(Downstream)
        case queued(scheduleFlush: Bool)
        case dropped
    }

    private let state: Locked<State>
    let combineIdentifier: CombineIdentifier

    init<S: Subscriber>(downstream: S) where S.Input == Input, S.Failure == Failure {
        combineIdentifier = downstream.combineIdentifier
        state = Locked(State(downstream: downstream))
    }

    var description: String {
        state.withLock { $0.upstream }.map { String(describing: $0) } ?? "AnyPublisher"
    }

    // MARK: downstream events

    func receive(subscription: Subscription) {
        let thread = StackDepth.current
        let entered = thread.enter()
        let route = state.withLock { state -> Route? in
            guard state.upstream == nil, let downstream = state.downstream, !state.completed else { return nil }
            state.upstream = subscription
            if entered, !state.busy { return .direct(downstream) }
            return Self.enqueue(.subscription, in: &state)
        }
        switch route {
        case let .direct(downstream)?: downstream.receive(subscription: self)
        case let .queued(scheduleFlush)?: if scheduleFlush { thread.deferWork { self.flush() } }
        case .dropped?: break
        case nil: subscription.cancel()
        }
        if entered { thread.exit() }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let thread = StackDepth.current
        let entered = thread.enter()
        let route = state.withLock { state -> Route in
            guard let downstream = state.downstream, !state.completed else { return .dropped }
            // The direct path builds no `Event` (a generic enum: a run-time metadata lookup in a debug build).
            if entered, !state.busy { return .direct(downstream) }
            return Self.enqueue(.value(input), in: &state)
        }
        var more = Subscribers.Demand.none
        switch route {
        case let .direct(downstream): more = downstream.receive(input)
        case let .queued(scheduleFlush): if scheduleFlush { thread.deferWork { self.flush() } }
        case .dropped: break
        }
        if entered { thread.exit() }
        return more
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let thread = StackDepth.current
        let entered = thread.enter()
        let route = state.withLock { state -> Route in
            guard let downstream = state.downstream, !state.completed else { return .dropped }
            state.completed = true
            if entered, !state.busy {
                state.downstream = nil
                state.upstream = nil
                return .direct(downstream)
            }
            return Self.enqueue(.completion(completion), in: &state)
        }
        switch route {
        case let .direct(downstream): downstream.receive(completion: completion)
        case let .queued(scheduleFlush): if scheduleFlush { thread.deferWork { self.flush() } }
        case .dropped: break
        }
        if entered { thread.exit() }
    }

    /// Queues `event` for the trampoline (the thread is too deep, or earlier events still wait): each
    /// event goes straight down only when the thread has room and nothing waits.
    private static func enqueue(_ event: Event, in state: inout State) -> Route {
        state.mailbox.append(event)
        guard !state.busy else { return .queued(scheduleFlush: false) }
        state.busy = true
        return .queued(scheduleFlush: true)
    }

    /// Delivers the mailbox in order; runs on the trampoline, one flush at a time.
    private func flush() {
        while true {
            let next = state.withLock { state -> (Downstream, Event, Subscription?)? in
                guard let downstream = state.downstream, state.head < state.mailbox.count else {
                    state.mailbox = []
                    state.head = 0
                    state.busy = false
                    return nil
                }
                let event = state.mailbox[state.head]
                state.mailbox[state.head] = .subscription
                state.head += 1
                let upstream = state.upstream
                if case .completion = event {
                    state.downstream = nil
                    state.upstream = nil
                }
                return (downstream, event, upstream)
            }
            guard let (downstream, event, upstream) = next else { return }
            switch event {
            case .subscription:
                downstream.receive(subscription: self)
            case let .value(input):
                let more = downstream.receive(input)
                if more > 0 { upstream?.request(more) }
            case let .completion(completion):
                downstream.receive(completion: completion)
            }
        }
    }

    // MARK: upstream calls

    func request(_ demand: Subscribers.Demand) {
        guard let upstream = state.withLock({ $0.upstream }) else { return }
        let thread = StackDepth.current
        guard thread.enter() else {
            thread.deferWork { upstream.request(demand) }
            return
        }
        upstream.request(demand)
        thread.exit()
    }

    func cancel() {
        let (upstream, downstream) = state.withLock { state -> (Subscription?, Downstream?) in
            defer {
                state.upstream = nil
                state.downstream = nil
                state.mailbox = []
                state.head = 0
            }
            return (state.upstream, state.downstream)
        }
        _ = downstream  // released here, outside the lock
        guard let upstream else { return }
        let thread = StackDepth.current
        guard thread.enter() else {
            thread.deferWork { upstream.cancel() }
            return
        }
        upstream.cancel()
        thread.exit()
    }
}
