/// A read-only view of a value that changes over time.
///
/// Mirrors ReactiveSwift's `Property`: constant (`init(value:)`), following a producer
/// (`init(initial:then:)`), or derived with `map`. Overload pitfall, as in ReactiveSwift:
/// `property.map { "n=\($0)" }` picks `map(value:)` and yields a property of closures; spell
/// the closure's type (`map { (n: Int) -> String in … }`).
///
/// ```swift
/// let count = MutableProperty(1)
/// let text = count.map { (n: Int) -> String in "count=\(n)" }
/// count.value = 2
/// print(text.value)
/// // Prints: count=2
/// ```
public final class Property<Value>: PropertyProtocol {
    private let currentValue: () -> Value
    private let makeProducer: () -> SignalProducer<Value, Never>
    private let makeSignal: () -> Signal<Value, Never>
    private let retained: [AnyObject]
    private let disposable: Disposable?

    /// A constant property: `producer` sends `value` and completes, `signal` is already terminated.
    public init(value: Value) {
        currentValue = { value }
        makeProducer = { SignalProducer(value: value) }
        makeSignal = { .empty }
        retained = []
        disposable = nil
    }

    /// A property holding `initial`, then each value `values` sends (started now, stopped when the
    /// property is released).
    public init(initial: Value, then values: SignalProducer<Value, Never>) {
        let storage = MutableProperty(initial)
        currentValue = { storage.value }
        makeProducer = { storage.producer }
        makeSignal = { storage.signal }
        disposable = values.startWithValues { [weak storage] in storage?.value = $0 }
        retained = [storage]
    }

    private init(initial: Value, then values: SignalProducer<Value, Never>, retaining source: AnyObject) {
        let storage = MutableProperty(initial)
        currentValue = { storage.value }
        makeProducer = { storage.producer }
        makeSignal = { storage.signal }
        disposable = values.startWithValues { [weak storage] in storage?.value = $0 }
        retained = [storage, source]
    }

    /// A read-only view of `property`.
    public convenience init<P: PropertyProtocol>(_ property: P) where P.Value == Value {
        self.init(initial: property.value, then: property.signal.producer, retaining: property)
    }

    deinit { disposable?.dispose() }

    /// The current value.
    public var value: Value { currentValue() }
    /// The current value, then every change.
    public var producer: SignalProducer<Value, Never> { makeProducer() }
    /// Every change, from now on.
    public var signal: Signal<Value, Never> { makeSignal() }

    /// A property whose value is `transform` of `source`'s, keeping `source` alive.
    convenience init<P: PropertyProtocol>(mapping source: P, _ transform: @escaping (P.Value) -> Value) {
        self.init(initial: transform(source.value), then: source.signal.producer.map(transform), retaining: source)
    }
}

extension PropertyProtocol {
    /// A property whose value is `transform` of this one's (see `Property` for the overload pitfall).
    public func map<U>(_ transform: @escaping (Value) -> U) -> Property<U> {
        Property(mapping: self, transform)
    }

    /// A property whose value is always `value`, changing whenever this one changes.
    public func map<U>(value: U) -> Property<U> {
        Property(mapping: self) { _ in value }
    }

    /// A property whose value is the value at `keyPath` of this one's.
    public func map<U>(_ keyPath: KeyPath<Value, U>) -> Property<U> {
        Property(mapping: self) { $0[keyPath: keyPath] }
    }
}
