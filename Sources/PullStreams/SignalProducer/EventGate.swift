import Scheduling

/// Feeds an operator's event handler one event at a time, from the upstream run and from disposal.
///
/// Unlike a `Signal`, it lets an interruption through after the upstream's own terminal event:
/// that is how disposing a run reaches an operator still holding events (a `delay`). After the
/// injected interruption nothing more is let through.
// @unchecked: all mutable state is inside `state`; `handler` is only called by the one delivering thread.
final class EventGate<Value, Error: Swift.Error>: @unchecked Sendable {
    private let handler: (Signal<Value, Error>.Event) -> Void
    private let state = Locked<(queue: [Signal<Value, Error>.Event], delivering: Bool, closed: Bool)>(([], false, false))

    init(_ handler: @escaping (Signal<Value, Error>.Event) -> Void) {
        self.handler = handler
    }

    func send(_ event: Signal<Value, Error>.Event) {
        enqueue(event, closing: false)
    }

    func interrupt() {
        enqueue(.interrupted, closing: true)
    }

    private func enqueue(_ event: Signal<Value, Error>.Event, closing: Bool) {
        let deliver: Bool = state.withLock { state in
            guard !state.closed else { return false }
            if closing { state.closed = true }
            state.queue.append(event)
            guard !state.delivering else { return false }
            state.delivering = true
            return true
        }
        guard deliver else { return }
        while let next = state.withLock({ state -> Signal<Value, Error>.Event? in
            guard !state.queue.isEmpty else {
                state.delivering = false
                return nil
            }
            return state.queue.removeFirst()
        }) {
            handler(next)
        }
    }
}
