extension Signal where Value == Bool {
    /// Sends the opposite of each value (ReactiveSwift's `negate()`).
    public func negate() -> Signal<Bool, Error> {
        map(!)
    }

    /// `true` while the latest values of both signals are (ReactiveSwift's `and(_:)`).
    ///
    /// ```swift
    /// let (a, ai) = Signal<Bool, Never>.pipe(); let (b, bi) = Signal<Bool, Never>.pipe()
    /// a.and(b).observeValues { print($0) }
    /// ai.send(value: true); bi.send(value: false); bi.send(value: true)
    /// // Prints: false
    /// //         true
    /// ```
    public func and(_ signal: Signal<Bool, Error>) -> Signal<Bool, Error> {
        Signal.all([self, signal])
    }

    /// `true` while the latest value of either signal is.
    public func or(_ signal: Signal<Bool, Error>) -> Signal<Bool, Error> {
        Signal.any([self, signal])
    }

    /// `true` while the latest values of all signals are (sent once all have sent).
    public static func all<Booleans: Collection>(_ booleans: Booleans) -> Signal<Bool, Error>
    where Booleans.Element == Signal<Bool, Error> {
        combineLatest(booleans).map { $0.allSatisfy { $0 } }
    }

    /// `true` while the latest values of all signals are.
    public static func all(_ booleans: Signal<Bool, Error>...) -> Signal<Bool, Error> {
        all(booleans)
    }

    /// `true` while the latest value of any signal is (sent once all have sent).
    public static func any<Booleans: Collection>(_ booleans: Booleans) -> Signal<Bool, Error>
    where Booleans.Element == Signal<Bool, Error> {
        combineLatest(booleans).map { $0.contains(true) }
    }

    /// `true` while the latest value of any signal is.
    public static func any(_ booleans: Signal<Bool, Error>...) -> Signal<Bool, Error> {
        any(booleans)
    }
}

extension SignalProducer where Value == Bool {
    /// Sends the opposite of each value.
    public func negate() -> SignalProducer<Bool, Error> {
        map(!)
    }

    /// `true` while the latest values of both are (`all([self, booleans])`, as ReactiveSwift).
    public func and(_ booleans: SignalProducer<Bool, Error>) -> SignalProducer<Bool, Error> {
        SignalProducer.all([self, booleans])
    }

    /// `and(_:)` for anything convertible to a producer (a `Property`, a `Signal`).
    public func and<Booleans: SignalProducerConvertible>(_ booleans: Booleans) -> SignalProducer<Bool, Error>
    where Booleans.Value == Bool, Booleans.Error == Error {
        and(booleans.producer)
    }

    /// `true` while the latest value of either is.
    public func or(_ booleans: SignalProducer<Bool, Error>) -> SignalProducer<Bool, Error> {
        SignalProducer.any([self, booleans])
    }

    /// `or(_:)` for anything convertible to a producer.
    public func or<Booleans: SignalProducerConvertible>(_ booleans: Booleans) -> SignalProducer<Bool, Error>
    where Booleans.Value == Bool, Booleans.Error == Error {
        or(booleans.producer)
    }

    /// `true` while the latest values of all are; `true` at once for none.
    public static func all<Booleans: Collection>(_ booleans: Booleans) -> SignalProducer<Bool, Error>
    where Booleans.Element == SignalProducer<Bool, Error> {
        combineLatest(booleans, emptySentinel: []).map { $0.allSatisfy { $0 } }
    }

    /// `true` while the latest values of all are.
    public static func all(_ booleans: SignalProducer<Bool, Error>...) -> SignalProducer<Bool, Error> {
        all(booleans)
    }

    /// `all(_:)` for anything convertible to a producer.
    public static func all<Booleans: SignalProducerConvertible, BooleansCollection: Collection>(_ booleans: BooleansCollection)
        -> SignalProducer<Bool, Error>
    where Booleans.Value == Bool, Booleans.Error == Error, BooleansCollection.Element == Booleans {
        all(booleans.map(\.producer))
    }

    /// `true` while the latest value of any is; `false` at once for none.
    public static func any<Booleans: Collection>(_ booleans: Booleans) -> SignalProducer<Bool, Error>
    where Booleans.Element == SignalProducer<Bool, Error> {
        combineLatest(booleans, emptySentinel: []).map { $0.contains(true) }
    }

    /// `true` while the latest value of any is.
    public static func any(_ booleans: SignalProducer<Bool, Error>...) -> SignalProducer<Bool, Error> {
        any(booleans)
    }

    /// `any(_:)` for anything convertible to a producer.
    public static func any<Booleans: SignalProducerConvertible, BooleansCollection: Collection>(_ booleans: BooleansCollection)
        -> SignalProducer<Bool, Error>
    where Booleans.Value == Bool, Booleans.Error == Error, BooleansCollection.Element == Booleans {
        any(booleans.map(\.producer))
    }
}
