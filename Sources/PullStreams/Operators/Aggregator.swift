import Scheduling

/// The state of an operator that combines several signals into rows: `zip(with:)` and the sequence
/// forms of `combineLatest` and `zip`.
///
/// `Inputs` holds what the inputs sent (and which completed) and decides the rows; the aggregator
/// keeps it under one lock with the rows and the completion decided so far, and sends them in the
/// order they were decided (`OrderedOutbox`). As in ReactiveSwift, a failure or an interruption of
/// any input ends the output at once; it completes when `isDone` says nothing more can be sent.
/// (The two-signal `combineLatest(with:)`, a hot path, has its own `CombineLatestState`.)
// @unchecked: all mutable state is in `state`; `observer` is sent to by one thread at a time, in the order
// the rows were made (`OrderedOutbox`).
final class Aggregator<Inputs, Row, Error: Swift.Error>: @unchecked Sendable {
    private struct State {
        var inputs: Inputs
        /// Rows and the completion, in the order they were decided.
        var outbox = OrderedOutbox<Signal<Row, Error>.Event>()
    }

    private let state: Locked<State>
    private let isDone: (Inputs) -> Bool
    private let observer: Signal<Row, Error>.Observer

    init(_ inputs: Inputs, isDone: @escaping (Inputs) -> Bool, observer: Signal<Row, Error>.Observer) {
        state = Locked(State(inputs: inputs))
        self.isDone = isDone
        self.observer = observer
    }

    /// Handles an event of one input: `add` stores a value and returns the row it completes, if any;
    /// `complete` records that the input completed.
    func receive<V>(_ event: Signal<V, Error>.Event, add: (inout Inputs, V) -> Row?, complete: (inout Inputs) -> Void) {
        switch event {
        case let .value(value):
            let mustSend: Bool = state.withLock { state in
                guard let row = add(&state.inputs, value) else { return false }
                let posted = state.outbox.post(.value(row))
                return state.outbox.postTerminal(.completed, if: isDone(state.inputs)) || posted
            }
            if mustSend { sendOutbox() }
        case let .failed(error):
            observer.send(error: error)
        case .interrupted:
            observer.sendInterrupted()
        case .completed:
            let mustSend: Bool = state.withLock { state in
                complete(&state.inputs)
                return state.outbox.postTerminal(.completed, if: isDone(state.inputs))
            }
            if mustSend { sendOutbox() }
        }
    }

    /// Sends what the outbox holds, in order, until it is empty.
    private func sendOutbox() {
        while let event = state.withLock({ $0.outbox.next() }) { observer.send(event) }
    }
}
