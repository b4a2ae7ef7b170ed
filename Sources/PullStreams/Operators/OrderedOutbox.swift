/// The events an operator with several upstreams has decided to send, in the order it decided them,
/// and who sends them: kept inside the operator's own locked state.
///
/// ReactiveSwift's `combineLatest` and `zip` send each combined value while still holding the lock
/// they combined it under, so two sources sending from two threads can never see their results
/// overtake each other. Ours never calls out holding a lock (STYLE.md): the thread that combines a
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

    /// ``post(_:)``, except that a caller who becomes the sender of the empty queue gets `event` back
    /// to send itself, then calls ``next()`` until `nil` as after a `post`; `nil` when it was queued.
    ///
    /// Serves B6 (combineLatest) and B5 (flatMap(.latest)) on one thread, where every value finds
    /// the queue empty: no append and no clear per value, one lock round trip fewer. Same order as
    /// `post`: while `sending` is set, every other value queues behind this one.
    @inlinable
    mutating func sendDirectlyOrPost(_ event: Event) -> Event? {
        guard !sending else {
            events.append(event)
            return nil
        }
        sending = true
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
