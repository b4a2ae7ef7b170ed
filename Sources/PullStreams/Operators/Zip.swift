/// The inputs of a `zip(with:)` (see `Aggregator`): the values of each side not paired yet, and
/// which side completed.
///
/// Sends a pair as soon as both sides have a value; completes once a side has completed and has no
/// value left (nothing more can be paired), as in ReactiveSwift.
struct ZipPairs<A, B> {
    var a: [A] = []
    var b: [B] = []
    var aCompleted = false
    var bCompleted = false

    var isDone: Bool { (aCompleted && a.isEmpty) || (bCompleted && b.isEmpty) }

    /// Stores a value of the first side; the pair it completes, if any.
    mutating func add(a value: A) -> (A, B)? {
        a.append(value)
        return nextPair()
    }

    /// Stores a value of the second side; the pair it completes, if any.
    mutating func add(b value: B) -> (A, B)? {
        b.append(value)
        return nextPair()
    }

    /// The oldest value of each side, once both have one.
    private mutating func nextPair() -> (A, B)? {
        guard !a.isEmpty, !b.isEmpty else { return nil }
        return (a.removeFirst(), b.removeFirst())
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
                let zip = Aggregator(ZipPairs<Value, U>(), isDone: \.isDone, observer: observer)
                lifetime += self.observe { event in
                    zip.receive(event, add: { $0.add(a: $1) }, complete: { $0.aCompleted = true })
                }
                lifetime += other.observe { event in
                    zip.receive(event, add: { $0.add(b: $1) }, complete: { $0.bCompleted = true })
                }
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
        startAll(self, other) { $0.zip(with: $1) }
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
