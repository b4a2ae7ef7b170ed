import Scheduling

/// The inputs of a sequence `combineLatest` or `zip` (see `Aggregator`): the latest value of each
/// input, the values each sent that are not zipped yet, and which completed.
struct ManyInputs<Value> {
    let zips: Bool
    var latest: [Value?]
    var queues: [[Value]]
    var completed: [Bool]
    /// How many inputs have not sent a value yet.
    var missing: Int

    init(count: Int, zips: Bool) {
        self.zips = zips
        latest = Array(repeating: nil, count: count)
        queues = Array(repeating: [], count: count)
        completed = Array(repeating: false, count: count)
        missing = count
    }

    /// Stores `value` of input `index`; the row it completes (zip: the oldest value of every input;
    /// combineLatest: the latest of every input, once each has sent one).
    mutating func add(_ value: Value, at index: Int) -> [Value]? {
        if zips {
            queues[index].append(value)
            guard queues.allSatisfy({ !$0.isEmpty }) else { return nil }
            return queues.indices.map { queues[$0].removeFirst() }
        }
        if latest[index] == nil { missing -= 1 }
        latest[index] = value
        return missing == 0 ? latest.map { $0! } : nil
    }

    /// Zip: an input completed with no value left to pair; combineLatest: every input completed.
    var isDone: Bool {
        zips ? queues.indices.contains { completed[$0] && queues[$0].isEmpty } : completed.allSatisfy { $0 }
    }
}

extension Signal {
    /// The latest value of every signal, as an array, each time one sends (once all have sent).
    /// Same as ReactiveSwift's sequence form of `combineLatest`; no signals: completes at once.
    public static func combineLatest<S: Sequence>(_ signals: S) -> Signal<[Value], Error> where S.Element == Signal<Value, Error> {
        aggregate(signals.map { signal in { signal.observe($0) } }, zips: false) { $0 }
    }

    /// The n-th value of every signal, as an array (ReactiveSwift's sequence form of `zip`).
    public static func zip<S: Sequence>(_ signals: S) -> Signal<[Value], Error> where S.Element == Signal<Value, Error> {
        aggregate(signals.map { signal in { signal.observe($0) } }, zips: true) { $0 }
    }

    /// One input of `aggregate`: attaches an observer to the input's events and returns what detaches it.
    typealias Input = (@escaping (Event) -> Void) -> Disposable?

    /// Combines `inputs` (zip: their n-th values; else: their latest values) and sends each row of values
    /// through `row`. No inputs: completes at once.
    static func aggregate<Row>(_ inputs: [Input], zips: Bool, _ row: @escaping ([Value]) -> Row) -> Signal<Row, Error> {
        Signal<Row, Error>(
            { observer, lifetime in
                guard !inputs.isEmpty else { return observer.sendCompleted() }
                let aggregator = Aggregator(ManyInputs<Value>(count: inputs.count, zips: zips), isDone: \.isDone, observer: observer)
                for (index, attach) in inputs.enumerated() {
                    lifetime += attach { event in
                        aggregator.receive(event, add: { $0.add($1, at: index).map(row) }, complete: { $0.completed[index] = true })
                    }
                }
            }, interruptsOnDeinit: false)
    }

    /// The latest values of three or more signals as a tuple: ReactiveSwift's `combineLatest(_:_:_:)` and its
    /// arities up to 10, one declaration with a parameter pack here. As in ReactiveSwift, the signals are combined
    /// as the sequence form combines them (their values erased to `Any`), each row cast back into a tuple.
    public static func combineLatest<B, C, each D>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: repeat Signal<each D, Error>
    ) -> Signal<(Value, B, C, repeat each D), Error> {
        Signal<Any, Error>.aggregate(erasing(a, b, c, repeat each d), zips: false) { tupleOfErased($0) }
    }

    /// The n-th values of three or more signals as a tuple: ReactiveSwift's `zip(_:_:_:)` and its arities up to
    /// 10 (see `combineLatest(_:_:_:_:)`).
    public static func zip<B, C, each D>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: repeat Signal<each D, Error>
    ) -> Signal<(Value, B, C, repeat each D), Error> {
        Signal<Any, Error>.aggregate(erasing(a, b, c, repeat each d), zips: true) { tupleOfErased($0) }
    }

    /// The signals of a tuple form as inputs of `aggregate`, their values erased to `Any` (the sequence machinery
    /// takes one value type).
    private static func erasing<each V>(_ signal: repeat Signal<each V, Error>) -> [Signal<Any, Error>.Input] {
        var inputs: [Signal<Any, Error>.Input] = []
        for signal in repeat each signal { inputs.append(erasedInput(signal)) }
        return inputs
    }

    /// One signal of `erasing`, as an input of `aggregate` (a closure formed outside the pack iteration).
    static func erasedInput<V>(_ signal: Signal<V, Error>) -> Signal<Any, Error>.Input {
        { send in signal.observe { send($0.map { $0 as Any }) } }
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
}
