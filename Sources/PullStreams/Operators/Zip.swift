import Scheduling

/// The storage of one zip: a queue of unpaired values per side.
///
/// Sends a pair as soon as both queues have a value; completes once a side has completed and its
/// queue is empty (nothing more can be paired), as in ReactiveSwift; a failure or an
/// interruption of either side ends it at once.
// @unchecked: all mutable state is inside `state`; `observer` is sent to by one thread at a time, in the
// order the pairs were made (`OrderedOutbox`).
final class ZipState<A, B, E: Swift.Error>: @unchecked Sendable {
    private struct State {
        var a: [A] = []
        var b: [B] = []
        var aCompleted = false
        var bCompleted = false
        var isDone: Bool { (aCompleted && a.isEmpty) || (bCompleted && b.isEmpty) }
        /// Pairs and the completion, in the order they were decided (see `OrderedOutbox`).
        var outbox = OrderedOutbox<Signal<(A, B), E>.Event>()
    }

    private let state = Locked(State())
    private let observer: Signal<(A, B), E>.Observer

    init(observer: Signal<(A, B), E>.Observer) {
        self.observer = observer
    }

    func receiveA(_ event: Signal<A, E>.Event) {
        receive(event.map { Either<A, B>.a($0) }, completed: { $0.aCompleted = true })
    }

    func receiveB(_ event: Signal<B, E>.Event) {
        receive(event.map { Either<A, B>.b($0) }, completed: { $0.bCompleted = true })
    }

    private enum Either<L, R> {
        case a(L)
        case b(R)
    }

    private func receive(_ event: Signal<Either<A, B>, E>.Event, completed: (inout State) -> Void) {
        switch event {
        case let .value(value):
            let mustSend: Bool = state.withLock { state in
                switch value {
                case let .a(a): state.a.append(a)
                case let .b(b): state.b.append(b)
                }
                guard !state.a.isEmpty, !state.b.isEmpty else { return false }
                let posted = state.outbox.post(.value((state.a.removeFirst(), state.b.removeFirst())))
                return state.outbox.postTerminal(.completed, if: state.isDone) || posted
            }
            if mustSend { sendOutbox() }
        case let .failed(error):
            observer.send(error: error)
        case .interrupted:
            observer.sendInterrupted()
        case .completed:
            let mustSend: Bool = state.withLock { state in
                completed(&state)
                return state.outbox.postTerminal(.completed, if: state.isDone)
            }
            if mustSend { sendOutbox() }
        }
    }

    /// Sends what the outbox holds, in order, until it is empty.
    private func sendOutbox() {
        while let event = state.withLock({ $0.outbox.next() }) { observer.send(event) }
    }
}

extension Signal {
    /// Pairs the n-th value of each signal.
    ///
    /// Same as ReactiveSwift's `zip(with:)`.
    ///
    /// ```swift
    /// let (a, ai) = Signal<Int, Never>.pipe(); let (b, bi) = Signal<String, Never>.pipe()
    /// a.zip(with: b).observeValues { print($0) }
    /// ai.send(value: 1); ai.send(value: 2); bi.send(value: "x")
    /// // Prints: (1, "x")
    /// ```
    public func zip<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> {
        Signal<(Value, U), Error>(
            { observer, lifetime in
                let state = ZipState<Value, U, Error>(observer: observer)
                lifetime += self.observe(state.receiveA)
                lifetime += other.observe(state.receiveB)
            }, interruptsOnDeinit: false)
    }

    /// Pairs the n-th value of two signals (see `zip(with:)`).
    public static func zip<B>(_ a: Signal<Value, Error>, _ b: Signal<B, Error>) -> Signal<(Value, B), Error> {
        a.zip(with: b)
    }
}

extension SignalProducer {
    /// Starts both producers (this one first) and pairs their n-th values. As in ReactiveSwift,
    /// disposing interrupts `other` first, then this one.
    public func zip<U>(with other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
        SignalProducer<(Value, U), Error> { observer, lifetime in
            startBoth(lifetime, self, other) { a, b in lifetime += a.zip(with: b).observe(observer) }
        }
    }

    /// `zip(with:)` for anything convertible to a producer.
    public func zip<Other: SignalProducerConvertible>(with other: Other) -> SignalProducer<(Value, Other.Value), Error>
    where Other.Error == Error {
        zip(with: other.producer)
    }

    /// Starts both producers (the first first) and pairs their n-th values.
    public static func zip<A: SignalProducerConvertible, B: SignalProducerConvertible>(
        _ a: A, _ b: B
    ) -> SignalProducer<(Value, B.Value), Error> where A.Value == Value, A.Error == Error, B.Error == Error {
        a.producer.zip(with: b.producer)
    }
}
