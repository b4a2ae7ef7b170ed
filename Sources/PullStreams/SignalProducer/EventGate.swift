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
    // changed, measured 2026-11-26.) `enqueue`, the per-event path, takes the lock with
    // `lock()`/`unlock()` (as `SignalCore.send` does, for the reason measured there).
    @usableFromInline var queue: [Signal<Value, Error>.Event] = []
    @usableFromInline var head = 0
    @usableFromInline var delivering = false
    @usableFromInline var closed = false

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
        // Fast path: nobody is delivering, so `event` goes to the handler at once, without queueing.
        lock.lock()
        guard !closed else {
            lock.unlock()
            return
        }
        if closing { closed = true }
        guard !delivering else {
            queue.append(event)
            lock.unlock()
            return
        }
        delivering = true
        lock.unlock()
        handler(event)
        while true {
            lock.lock()
            guard head < queue.count else {
                if !queue.isEmpty {
                    queue.removeAll(keepingCapacity: true)
                    head = 0
                }
                delivering = false
                lock.unlock()
                return
            }
            let next = queue[head]
            head += 1
            lock.unlock()
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
