import Scheduling

/// Feeds an operator's event handler one event at a time, from the upstream run and from disposal.
///
/// Unlike a `Signal`, it lets an interruption through after the upstream's own terminal event:
/// that is how disposing a run reaches an operator still holding events (a `delay`). After the
/// injected interruption nothing more is let through. `@inlinable` (specialized in the caller), and an
/// event that arrives while nobody delivers goes straight to the handler.
// @unchecked: all mutable state (the stored `var`s) is touched only while holding `lock`; `handler` is only called by the one delivering thread.
@usableFromInline
final class EventGate<Value, Error: Swift.Error>: @unchecked Sendable {
    // Plain stored properties under `lock`: in a debug build a generic `State` struct would cost a
    // run-time metadata lookup per event. (No `@exclusivity(unchecked)`: without it no benchmark case
    // changed, measured 2026-11-26.)
    @usableFromInline var queue: [Signal<Value, Error>.Event] = []
    @usableFromInline var head = 0
    @usableFromInline var closed = false
    /// Who feeds the handler (see `SenderTurn`): an event let through directly whose sender finds
    /// nothing queued behind it ends the turn with one compare-and-swap, not a second critical section.
    @usableFromInline let turn = SenderTurn()

    @usableFromInline let handler: (Signal<Value, Error>.Event) -> Void
    @usableFromInline let lock = CriticalSection()

    @inlinable
    init(_ handler: @escaping (Signal<Value, Error>.Event) -> Void) {
        self.handler = handler
    }

    @inlinable
    func send(_ event: Signal<Value, Error>.Event) {
        enqueue(event, closing: false)
    }

    @inlinable
    func interrupt() {
        enqueue(.interrupted, closing: true)
    }

    @inlinable
    func enqueue(_ event: Signal<Value, Error>.Event, closing: Bool) {
        guard takeTurn(for: event, closing: closing) else { return }
        // Fast path: nobody is delivering, so `event` goes to the handler at once, without queueing.
        // (`.queueAndDrain`: the last sender left as we claimed, so the queue is empty; `finishDirect`
        // then fails on the `draining` turn and what queued meanwhile follows, as from a direct turn.)
        handler(event)
        if !turn.finishDirect() { drain() }
    }

    /// Under the lock: `true` when this thread takes the turn and hands `event` to the handler itself;
    /// `false` when `event` was queued behind the delivery under way, or dropped (the gate is closed).
    /// Always inlined, with `lock()` and `defer { unlock() }`, as `SignalCore.takeTurn` (the per-event path).
    @inlinable @inline(__always)
    func takeTurn(for event: Signal<Value, Error>.Event, closing: Bool) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !closed else { return false }
        if closing { closed = true }
        guard case .queue = turn.claim() else { return true }
        queue.append(event)
        return false
    }

    /// Feeds the handler the queued events, one at a time, each after unlocking; ends the turn once
    /// the queue is empty.
    @inlinable
    func drain() {
        while let next = lock.run({ () -> Signal<Value, Error>.Event? in
            guard head < queue.count else {
                if !queue.isEmpty {
                    queue.removeAll(keepingCapacity: true)
                    head = 0
                }
                turn.finishDraining()
                return nil
            }
            head += 1
            return queue[head - 1]
        }) {
            handler(next)
        }
    }
}

extension EventGate {
    /// Lets nothing more through, without delivering anything (an asynchronous operator's run was
    /// disposed: it schedules its own `interrupted`).
    @usableFromInline
    func close() {
        lock.run { closed = true }
    }
}
