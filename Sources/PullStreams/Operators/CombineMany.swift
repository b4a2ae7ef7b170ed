import Scheduling

/// The state of a `combineLatest` or `zip` over any number of signals of one value type.
// @unchecked: all mutable state is in `state`; `observer` is sent to by one thread at a time, in the order
// the rows were made (`OrderedOutbox`).
final class ManyAggregator<Value, Error: Swift.Error>: @unchecked Sendable {
    private struct State {
        var latest: [Value?]
        var queues: [[Value]]
        var completed: [Bool]
        var missing: Int
        /// Rows and the completion, in the order they were decided (see `OrderedOutbox`).
        var outbox = OrderedOutbox<Signal<[Value], Error>.Event>()
    }

    private let zips: Bool
    private let state: Locked<State>
    private let observer: Signal<[Value], Error>.Observer

    init(count: Int, zips: Bool, observer: Signal<[Value], Error>.Observer) {
        self.zips = zips
        self.observer = observer
        state = Locked(
            State(
                latest: Array(repeating: nil, count: count), queues: Array(repeating: [], count: count),
                completed: Array(repeating: false, count: count), missing: count))
    }

    func receive(_ event: Signal<Value, Error>.Event, at index: Int) {
        switch event {
        case let .value(value):
            let mustSend: Bool = state.withLock { state in
                if zips {
                    state.queues[index].append(value)
                    guard state.queues.allSatisfy({ !$0.isEmpty }) else { return false }
                    let row = state.queues.indices.map { state.queues[$0].removeFirst() }
                    let posted = state.outbox.post(.value(row))
                    return state.outbox.postTerminal(.completed, if: Self.zipIsDone(state)) || posted
                }
                if state.latest[index] == nil { state.missing -= 1 }
                state.latest[index] = value
                return state.missing == 0 && state.outbox.post(.value(state.latest.map { $0! }))
            }
            if mustSend { sendOutbox() }
        case let .failed(error):
            observer.send(error: error)
        case .interrupted:
            observer.sendInterrupted()
        case .completed:
            let mustSend: Bool = state.withLock { state in
                state.completed[index] = true
                return state.outbox.postTerminal(.completed, if: zips ? Self.zipIsDone(state) : state.completed.allSatisfy { $0 })
            }
            if mustSend { sendOutbox() }
        }
    }

    /// Sends what the outbox holds, in order, until it is empty.
    private func sendOutbox() {
        while let event = state.withLock({ $0.outbox.next() }) { observer.send(event) }
    }

    private static func zipIsDone(_ state: State) -> Bool {
        state.queues.indices.contains { state.completed[$0] && state.queues[$0].isEmpty }
    }
}

extension Signal {
    /// The latest value of every signal, as an array, each time one sends (once all have sent).
    /// Same as ReactiveSwift's sequence form of `combineLatest`; no signals: completes at once.
    public static func combineLatest<S: Sequence>(_ signals: S) -> Signal<[Value], Error> where S.Element == Signal<Value, Error> {
        aggregate(Array(signals), zips: false)
    }

    /// The n-th value of every signal, as an array (ReactiveSwift's sequence form of `zip`).
    public static func zip<S: Sequence>(_ signals: S) -> Signal<[Value], Error> where S.Element == Signal<Value, Error> {
        aggregate(Array(signals), zips: true)
    }

    private static func aggregate(_ signals: [Signal<Value, Error>], zips: Bool) -> Signal<[Value], Error> {
        Signal<[Value], Error>(
            { observer, lifetime in
                guard !signals.isEmpty else { return observer.sendCompleted() }
                let aggregator = ManyAggregator(count: signals.count, zips: zips, observer: observer)
                for (index, signal) in signals.enumerated() {
                    lifetime += signal.observe { aggregator.receive($0, at: index) }
                }
            }, interruptsOnDeinit: false)
    }

    /// The latest values of three signals as a tuple (ReactiveSwift's `combineLatest(_:_:_:)`).
    public static func combineLatest<B, C>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>
    ) -> Signal<(Value, B, C), Error> {
        a.combineLatest(with: b).combineLatest(with: c).map { ($0.0, $0.1, $1) }
    }

    /// The latest values of four signals as a tuple.
    public static func combineLatest<B, C, D>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>
    ) -> Signal<(Value, B, C, D), Error> {
        combineLatest(a, b, c).combineLatest(with: d).map { ($0.0, $0.1, $0.2, $1) }
    }

    /// The n-th values of three signals as a tuple (ReactiveSwift's `zip(_:_:_:)`).
    public static func zip<B, C>(_ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>) -> Signal<(Value, B, C), Error> {
        a.zip(with: b).zip(with: c).map { ($0.0, $0.1, $1) }
    }

    /// The n-th values of four signals as a tuple.
    public static func zip<B, C, D>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>
    ) -> Signal<(Value, B, C, D), Error> {
        zip(a, b, c).zip(with: d).map { ($0.0, $0.1, $0.2, $1) }
    }
}

extension SignalProducer {
    /// Starts every producer in order and sends the latest value of each as an array (once all
    /// have sent). Same as ReactiveSwift's; no producers: completes at once.
    public static func combineLatest<S: Sequence>(_ producers: S) -> SignalProducer<[Value], Error>
    where S.Element: SignalProducerConvertible, S.Element.Value == Value, S.Element.Error == Error {
        startEach(producers) { Signal.combineLatest($0) }
    }

    /// `combineLatest(_:)`, but no producers send `emptySentinel` and complete.
    public static func combineLatest<S: Sequence>(_ producers: S, emptySentinel: [S.Element.Value]) -> SignalProducer<[Value], Error>
    where S.Element: SignalProducerConvertible, S.Element.Value == Value, S.Element.Error == Error {
        startEach(producers, emptySentinel: emptySentinel) { Signal.combineLatest($0) }
    }

    /// Starts every producer in order and sends their n-th values as an array.
    public static func zip<S: Sequence>(_ producers: S) -> SignalProducer<[Value], Error>
    where S.Element: SignalProducerConvertible, S.Element.Value == Value, S.Element.Error == Error {
        startEach(producers) { Signal.zip($0) }
    }

    /// `zip(_:)`, but no producers send `emptySentinel` and complete.
    public static func zip<S: Sequence>(_ producers: S, emptySentinel: [S.Element.Value]) -> SignalProducer<[Value], Error>
    where S.Element: SignalProducerConvertible, S.Element.Value == Value, S.Element.Error == Error {
        startEach(producers, emptySentinel: emptySentinel) { Signal.zip($0) }
    }

    /// The latest values of three producers as a tuple; started `a`, `b`, `c`, interrupted `c`, `b`, `a`.
    public static func combineLatest<A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible>(
        _ a: A, _ b: B, _ c: C
    ) -> SignalProducer<(Value, B.Value, C.Value), Error> where A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error {
        SignalProducer<(Value, B.Value, C.Value), Error> { observer, lifetime in
            startAll(lifetime, a.producer, b.producer, c.producer) { lifetime += Signal.combineLatest($0, $1, $2).observe(observer) }
        }
    }

    /// The latest values of four producers as a tuple.
    public static func combineLatest<
        A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible, D: SignalProducerConvertible
    >(
        _ a: A, _ b: B, _ c: C, _ d: D
    ) -> SignalProducer<(Value, B.Value, C.Value, D.Value), Error>
    where A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error {
        SignalProducer<(Value, B.Value, C.Value, D.Value), Error> { observer, lifetime in
            startAll(lifetime, a.producer, b.producer, c.producer, d.producer) {
                lifetime += Signal.combineLatest($0, $1, $2, $3).observe(observer)
            }
        }
    }

    /// The n-th values of three producers as a tuple.
    public static func zip<A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible>(
        _ a: A, _ b: B, _ c: C
    ) -> SignalProducer<(Value, B.Value, C.Value), Error> where A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error {
        SignalProducer<(Value, B.Value, C.Value), Error> { observer, lifetime in
            startAll(lifetime, a.producer, b.producer, c.producer) { lifetime += Signal.zip($0, $1, $2).observe(observer) }
        }
    }

    /// The n-th values of four producers as a tuple.
    public static func zip<
        A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible, D: SignalProducerConvertible
    >(
        _ a: A, _ b: B, _ c: C, _ d: D
    ) -> SignalProducer<(Value, B.Value, C.Value, D.Value), Error>
    where A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error {
        SignalProducer<(Value, B.Value, C.Value, D.Value), Error> { observer, lifetime in
            startAll(lifetime, a.producer, b.producer, c.producer, d.producer) { lifetime += Signal.zip($0, $1, $2, $3).observe(observer) }
        }
    }
}
