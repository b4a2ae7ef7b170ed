import Scheduling

/// Feeds an operator's event handler one event at a time, from the upstream run and from disposal.
///
/// Unlike a `Signal`, it lets an interruption through after the upstream's own terminal event:
/// that is how disposing a run reaches an operator still holding events (a `delay`). After the
/// injected interruption nothing more is let through. `@inlinable` (specialized in the caller), and an
/// event that arrives while nobody delivers goes straight to the handler.
// @unchecked: all mutable state is in `state`, touched only inside `lock.run`; `handler` is only called
// by the one delivering thread.
@usableFromInline
final class EventGate<Value, Error: Swift.Error>: @unchecked Sendable {
    @usableFromInline
    struct State {
        @usableFromInline var queue: [Signal<Value, Error>.Event] = []
        @usableFromInline var head = 0
        @usableFromInline var delivering = false
        @usableFromInline var closed = false

        @usableFromInline init() {}
    }

    @usableFromInline let handler: (Signal<Value, Error>.Event) -> Void
    @usableFromInline let lock = CriticalSection()
    /// Only touched inside `lock.run`, which already excludes every other access: the dynamic
    /// exclusivity check (about a third of the per-event cost) is switched off.
    @exclusivity(unchecked) @usableFromInline var state = State()

    @inlinable
    init(_ handler: @escaping (Signal<Value, Error>.Event) -> Void) {
        self.handler = handler
    }

    @inlinable
    func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.run { body(&state) }
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
        let deliver: Bool = withState { state in
            guard !state.closed else { return false }
            if closing { state.closed = true }
            guard !state.delivering else {
                state.queue.append(event)
                return false
            }
            state.delivering = true
            return true
        }
        guard deliver else { return }
        handler(event)
        while let next = withState({ state -> Signal<Value, Error>.Event? in
            guard state.head < state.queue.count else {
                if !state.queue.isEmpty {
                    state.queue.removeAll(keepingCapacity: true)
                    state.head = 0
                }
                state.delivering = false
                return nil
            }
            defer { state.head += 1 }
            return state.queue[state.head]
        }) {
            handler(next)
        }
    }
}
