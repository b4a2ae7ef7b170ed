/// Composed properties, as ReactiveSwift's: each is a `Property` over a transformed producer of its
/// sources, so it does not retain them and its `signal`/`producer` complete when they end.
extension PropertyProtocol {
    func lift<U>(_ transform: (SignalProducer<Value, Never>) -> SignalProducer<U, Never>) -> Property<U> {
        Property(unsafeProducer: transform(producer))
    }

    /// A property of `transform` applied to each value.
    public func map<U>(_ transform: @escaping (Value) -> U) -> Property<U> {
        lift { $0.map(transform) }
    }

    /// A property that is always `value` (changing when this one does).
    public func map<U>(value: U) -> Property<U> {
        lift { $0.map(value: value) }
    }

    /// A property of the value at `keyPath`.
    public func map<U>(_ keyPath: KeyPath<Value, U>) -> Property<U> {
        lift { $0.map(keyPath) }
    }

    /// A property of the values passing `predicate`; `initial` until the first one does.
    public func filter(initial: Value, _ predicate: @escaping (Value) -> Bool) -> Property<Value> {
        Property(initial: initial, then: producer.filter(predicate))
    }

    /// A property of both values, as a pair.
    public func combineLatest<P: PropertyProtocol>(with other: P) -> Property<(Value, P.Value)> {
        lift { $0.combineLatest(with: other.producer) }
    }

    /// A property of the n-th values of both, as a pair.
    public func zip<P: PropertyProtocol>(with other: P) -> Property<(Value, P.Value)> {
        lift { $0.zip(with: other.producer) }
    }

    /// A property of each value paired with the previous one (`initial` first).
    public func combinePrevious(_ initial: Value) -> Property<(previous: Value, current: Value)> {
        lift { $0.combinePrevious(initial) }
    }

    /// A property that ignores a value equivalent to the current one.
    public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> Property<Value> {
        lift { $0.skipRepeats(isEquivalent) }
    }

    /// A property of the current value of the property `transform` returns for each value.
    public func flatMap<P: PropertyProtocol>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> P) -> Property<P.Value> {
        lift { $0.flatMap(strategy) { transform($0).producer } }
    }

    /// A property that ignores values whose identity it has had before.
    public func uniqueValues<Identity: Hashable>(_ transform: @escaping (Value) -> Identity) -> Property<Value> {
        lift { $0.uniqueValues(transform) }
    }

    /// A property of the latest values of `a` and `b`.
    public static func combineLatest<A: PropertyProtocol, B: PropertyProtocol>(_ a: A, _ b: B) -> Property<(A.Value, B.Value)>
    where A.Value == Value {
        a.lift { SignalProducer.combineLatest($0, b.producer) }
    }

    /// A property of the latest values of three or more properties: ReactiveSwift's arities 3 to 10, one declaration
    /// with a parameter pack here.
    public static func combineLatest<A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, each D: PropertyProtocol>(
        _ a: A, _ b: B, _ c: C, _ d: repeat each D
    ) -> Property<(Value, B.Value, C.Value, repeat (each D).Value)> where A.Value == Value {
        tupling(a, b, c, repeat each d, zips: false)
    }

    /// A property of the latest values of every property, or `nil` when there are none.
    public static func combineLatest<S: Sequence>(_ properties: S) -> Property<[S.Element.Value]>? where S.Element: PropertyProtocol {
        combining(properties) { SignalProducer.combineLatest($0) }
    }

    /// A property of the latest values of every property; `emptySentinel` when there are none.
    public static func combineLatest<S: Sequence>(_ properties: S, emptySentinel: [S.Element.Value]) -> Property<[S.Element.Value]>
    where S.Element: PropertyProtocol {
        Property(unsafeProducer: SignalProducer.combineLatest(properties.map(\.producer), emptySentinel: emptySentinel))
    }

    /// A property of the n-th values of `a` and `b`.
    public static func zip<A: PropertyProtocol, B: PropertyProtocol>(_ a: A, _ b: B) -> Property<(Value, B.Value)> where A.Value == Value {
        a.lift { SignalProducer.zip($0, b.producer) }
    }

    /// A property of the n-th values of three or more properties: ReactiveSwift's arities 3 to 10, one declaration
    /// with a parameter pack here.
    public static func zip<A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, each D: PropertyProtocol>(
        _ a: A, _ b: B, _ c: C, _ d: repeat each D
    ) -> Property<(Value, B.Value, C.Value, repeat (each D).Value)> where A.Value == Value {
        tupling(a, b, c, repeat each d, zips: true)
    }

    /// A property of the n-th values of every property, or `nil` when there are none.
    public static func zip<S: Sequence>(_ properties: S) -> Property<[S.Element.Value]>? where S.Element: PropertyProtocol {
        combining(properties) { SignalProducer.zip($0) }
    }

    /// A property of the n-th values of every property; `emptySentinel` when there are none.
    public static func zip<S: Sequence>(_ properties: S, emptySentinel: [S.Element.Value]) -> Property<[S.Element.Value]>
    where S.Element: PropertyProtocol {
        Property(unsafeProducer: SignalProducer.zip(properties.map(\.producer), emptySentinel: emptySentinel))
    }
}

extension PropertyProtocol {
    /// The tuple forms of `combineLatest` and `zip` from three properties up: the producers of the properties run
    /// as ReactiveSwift's `a.lift { SignalProducer.combineLatest($0, b, c) }` runs them (started `a` first,
    /// interrupted last first when the composed property is released).
    fileprivate static func tupling<each P: PropertyProtocol>(_ property: repeat each P, zips: Bool) -> Property<(repeat (each P).Value)> {
        Property(unsafeProducer: startNested(zips: zips, repeat (each property).producer))
    }

    /// The sequence forms of `combineLatest` and `zip`: `combine` applied to the producers of
    /// `properties`, or `nil` when there are none (a property needs a current value; ReactiveSwift's rule).
    fileprivate static func combining<S: Sequence>(
        _ properties: S, _ combine: ([SignalProducer<S.Element.Value, Never>]) -> SignalProducer<[S.Element.Value], Never>
    ) -> Property<[S.Element.Value]>? where S.Element: PropertyProtocol {
        let producers = properties.map(\.producer)
        guard !producers.isEmpty else { return nil }
        return Property(unsafeProducer: combine(producers))
    }
}

extension PropertyProtocol where Value: Equatable {
    /// A property that ignores a value equal to the current one.
    public func skipRepeats() -> Property<Value> {
        skipRepeats(==)
    }
}

extension PropertyProtocol where Value: Hashable {
    /// A property that ignores values it has had before.
    public func uniqueValues() -> Property<Value> {
        uniqueValues { $0 }
    }
}

extension PropertyProtocol where Value: PropertyProtocol {
    /// A property of the current value of the inner property.
    public func flatten(_ strategy: FlattenStrategy) -> Property<Value.Value> {
        lift { $0.flatMap(strategy) { $0.producer } }
    }
}

extension PropertyProtocol where Value == Bool {
    /// A property of the opposite value.
    public func negate() -> Property<Bool> {
        lift { $0.map(!) }
    }

    /// A property that is `true` while both are.
    public func and<P: PropertyProtocol>(_ property: P) -> Property<Bool> where P.Value == Bool {
        lift { $0.combineLatest(with: property.producer).map { $0 && $1 } }
    }

    /// A property that is `true` while either is.
    public func or<P: PropertyProtocol>(_ property: P) -> Property<Bool> where P.Value == Bool {
        lift { $0.combineLatest(with: property.producer).map { $0 || $1 } }
    }

    /// A property that is `true` while every property is (`true` for none).
    public static func all<P: PropertyProtocol, Properties: Collection>(_ properties: Properties) -> Property<Bool>
    where P.Value == Bool, Properties.Element == P {
        Property(unsafeProducer: SignalProducer.combineLatest(properties.map(\.producer), emptySentinel: []).map { $0.allSatisfy { $0 } })
    }

    /// A property that is `true` while every property is.
    public static func all<P: PropertyProtocol>(_ properties: P...) -> Property<Bool> where P.Value == Bool {
        all(properties)
    }

    /// A property that is `true` while any property is (`false` for none).
    public static func any<P: PropertyProtocol, Properties: Collection>(_ properties: Properties) -> Property<Bool>
    where P.Value == Bool, Properties.Element == P {
        Property(unsafeProducer: SignalProducer.combineLatest(properties.map(\.producer), emptySentinel: []).map { $0.contains(true) })
    }

    /// A property that is `true` while any property is.
    public static func any<P: PropertyProtocol>(_ properties: P...) -> Property<Bool> where P.Value == Bool {
        any(properties)
    }
}
