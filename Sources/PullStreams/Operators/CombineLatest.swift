import Scheduling

/// The storage of one combine-latest: the latest value and completion of each side.
///
/// Sends a pair whenever a side sends a value and both have one; completes when both sides
/// completed (even when one never sent a value, as the ReactiveSwift transcript shows); a failure
/// or an interruption of either side ends it at once.
// @unchecked: all mutable state is in `state`, touched only inside `lock.run`; `observer` is sent to by one
// thread at a time, in the order the pairs were made (`OrderedOutbox`, `SenderTurn`).
@usableFromInline
final class CombineLatestState<A, B, E: Swift.Error>: @unchecked Sendable {
    @usableFromInline
    struct State {
        @usableFromInline var a: A?
        @usableFromInline var b: B?
        @usableFromInline var aCompleted = false
        @usableFromInline var bCompleted = false
        /// Pairs and the completion, in the order they were decided (see `OrderedOutbox`).
        @usableFromInline var outbox = OrderedOutbox<Signal<(A, B), E>.Event>()

        @usableFromInline init() {}
    }

    @usableFromInline let lock = CriticalSection()
    /// Only touched inside `lock.run` (see `SignalCore.state`).
    // B6 pull: +25% instructions without it (measured 2026-11-26).
    @exclusivity(unchecked) @usableFromInline var state = State()
    @usableFromInline let observer: Signal<(A, B), E>.Observer
    /// Whose turn it is to send the outbox's events.
    @usableFromInline let turn = SenderTurn()

    @inlinable
    init(observer: Signal<(A, B), E>.Observer) {
        self.observer = observer
    }

    @inlinable
    func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.run { body(&state) }
    }

    @inlinable
    func receiveA(_ event: Signal<A, E>.Event) {
        receive(event, value: { $0.a = $1 }, completed: { $0.aCompleted = true })
    }

    @inlinable
    func receiveB(_ event: Signal<B, E>.Event) {
        receive(event, value: { $0.b = $1 }, completed: { $0.bCompleted = true })
    }

    @inlinable
    func receive<V>(
        _ event: Signal<V, E>.Event,
        value store: (inout State, V) -> Void,
        completed markCompleted: (inout State) -> Void
    ) {
        switch event {
        case let .value(value):
            let handed: Handed = withState { state in
                store(&state, value)
                guard let a = state.a, let b = state.b else { return .queued }
                return state.outbox.hand(.value((a, b)), turn: turn)
            }
            send(handed)
        case let .failed(error):
            observer.send(error: error)
        case .interrupted:
            observer.sendInterrupted()
        case .completed:
            let handed: Handed = withState { state in
                markCompleted(&state)
                return state.outbox.handTerminal(.completed, if: state.aCompleted && state.bCompleted, turn: turn)
            }
            send(handed)
        }
    }

    @usableFromInline typealias Handed = OrderedOutbox<Signal<(A, B), E>.Event>.Handed

    @inlinable
    func send(_ handed: Handed) {
        handed.perform(turn: turn, send: { observer.send($0) }, drain: { sendOutbox() })
    }

    /// Sends what the outbox holds, in order, until it is empty (the turn ends under the lock).
    @inlinable
    func sendOutbox() {
        while let event = withState({ $0.outbox.next(endingTurn: turn) }) {
            observer.send(event)
        }
    }
}

extension Signal {
    /// Sends the latest value of each signal as a pair, once both have sent one.
    ///
    /// Same as ReactiveSwift's `combineLatest(with:)`.
    ///
    /// ```swift
    /// let (a, ai) = Signal<Int, Never>.pipe(); let (b, bi) = Signal<String, Never>.pipe()
    /// a.combineLatest(with: b).observeValues { print($0) }
    /// ai.send(value: 1); bi.send(value: "x")
    /// // Prints: (1, "x")
    /// ```
    @inlinable
    public func combineLatest<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> {
        Signal<(Value, U), Error>(
            { observer, lifetime in
                let state = CombineLatestState<Value, U, Error>(observer: observer)
                lifetime += self.observe(state.receiveA)
                lifetime += other.observe(state.receiveB)
            }, interruptsOnDeinit: false)
    }

    /// Combines the latest values of two signals as pairs (see `combineLatest(with:)`).
    @inlinable
    public static func combineLatest<B>(_ a: Signal<Value, Error>, _ b: Signal<B, Error>) -> Signal<(Value, B), Error> {
        a.combineLatest(with: b)
    }
}

extension SignalProducer {
    /// Starts both producers (this one first) and sends their latest values as pairs. As in
    /// ReactiveSwift, disposing interrupts `other` first, then this one.
    public func combineLatest<U>(with other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
        startAll(self, other) { $0.combineLatest(with: $1) }
    }

    /// `combineLatest(with:)` for anything convertible to a producer.
    public func combineLatest<Other: SignalProducerConvertible>(with other: Other) -> SignalProducer<(Value, Other.Value), Error>
    where Other.Error == Error {
        combineLatest(with: other.producer)
    }

    /// Starts both producers (the first first) and sends their latest values as pairs.
    public static func combineLatest<A: SignalProducerConvertible, B: SignalProducerConvertible>(
        _ a: A, _ b: B
    ) -> SignalProducer<(Value, B.Value), Error> where A.Value == Value, A.Error == Error, B.Error == Error {
        a.producer.combineLatest(with: b.producer)
    }
}
