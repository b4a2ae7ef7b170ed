/// The events an operator with several upstreams has decided to send, in the order it decided them,
/// and who sends them: kept inside the operator's own locked state.
///
/// ReactiveSwift's `combineLatest` and `zip` send each combined value while still holding the lock
/// they combined it under, so two sources sending from two threads can never see their results
/// overtake each other. Ours never calls out holding a lock (the house rule): the thread that combines a
/// value ``post(_:)``s it in the same critical section, and the first poster while nobody is sending
/// becomes the sender and ``next()``s the events out one by one, each after unlocking, until none
/// is left. Same order as ReactiveSwift's; a send from inside the observer (re-entrant) is queued
/// behind the current one instead of deadlocking.
///
/// ```swift
/// var outbox = OrderedOutbox<Int>()
/// print(outbox.post(1), outbox.post(2), outbox.next()!, outbox.next()!, outbox.next() == nil)
/// // Prints: true false 1 2 true
/// ```
@usableFromInline
struct OrderedOutbox<Event> {
    @usableFromInline var events: [Event] = []
    @usableFromInline var head = 0
    @usableFromInline var sending = false
    /// Whether the terminal event has been posted (it is posted once).
    @usableFromInline var terminalPosted = false

    @inlinable init() {}

    /// Queues `event`; `true` when the caller must send the queue out (nobody else is sending it).
    @inlinable
    mutating func post(_ event: Event) -> Bool {
        events.append(event)
        guard !sending else { return false }
        sending = true
        return true
    }

    /// What a poster does with the event it decided once it unlocks, when `turn` says who sends
    /// (`hand(_:turn:)`), not `sending`.
    @usableFromInline
    enum Handed {
        /// Send it, then end the turn (`SenderTurn.finishDirect()`), draining if that fails.
        case sendDirectly(Event)
        /// Nothing: it was queued behind another sender (or there was no event).
        case queued
        /// Drain the queue (`next(endingTurn:)`): it was queued, and the turn to send fell to this caller.
        case drain
    }

    /// Under the owner's lock: hands `event` to whoever's turn it is to send (see `SenderTurn`).
    ///
    /// Serves B6 (combineLatest) and B5 (flatMap(.latest)) on one thread, where every value finds
    /// nobody sending: no append and no clear per value, and the sender ends its turn with one
    /// compare-and-swap instead of a second critical section. Same order as `post`: while a turn
    /// lasts, every other event queues behind the one being sent.
    @inlinable
    mutating func hand(_ event: Event, turn: borrowing SenderTurn) -> Handed {
        let claim = turn.claim()
        if case .sendDirectly = claim { return .sendDirectly(event) }
        events.append(event)
        if case .queueAndDrain = claim { return .drain }
        return .queued
    }

    /// `hand(_:turn:)` of the terminal `event`, once, when `condition` holds (else `.queued`: nothing).
    @inlinable
    mutating func handTerminal(_ event: Event, if condition: Bool, turn: borrowing SenderTurn) -> Handed {
        guard condition, !terminalPosted else { return .queued }
        terminalPosted = true
        return hand(event, turn: turn)
    }

    /// Under the lock, draining a turn: the next event, or `nil` once the queue is empty, which ends
    /// the turn.
    @inlinable
    mutating func next(endingTurn turn: borrowing SenderTurn) -> Event? {
        guard let event = next() else {
            turn.finishDraining()
            return nil
        }
        return event
    }

    /// Posts the terminal `event` once, when `condition` holds; `true` when the caller must send the
    /// queue out.
    @inlinable
    mutating func postTerminal(_ event: Event, if condition: Bool) -> Bool {
        guard condition, !terminalPosted else { return false }
        terminalPosted = true
        return post(event)
    }

    /// The next event to send; `nil` (and the sender's turn over) when the queue is empty.
    @inlinable
    mutating func next() -> Event? {
        guard head < events.count else {
            if !events.isEmpty { events.removeAll(keepingCapacity: true) }
            head = 0
            sending = false
            return nil
        }
        defer { head += 1 }
        return events[head]
    }
}

extension OrderedOutbox.Handed {
    /// Outside the lock: does what `hand(_:turn:)` decided, with the owner's `send` and `drain` (which
    /// sends what `next(endingTurn:)` gives, one event at a time, each after unlocking).
    @inlinable
    func perform(turn: borrowing SenderTurn, send: (Event) -> Void, drain: () -> Void) {
        switch self {
        case let .sendDirectly(event):
            send(event)
            if !turn.finishDirect() { drain() }
        case .queued:
            break
        case .drain:
            drain()
        }
    }
}
