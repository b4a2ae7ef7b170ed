import Scheduling

/// A read-only view of a value that changes over time.
///
/// Mirrors ReactiveSwift's `Property`: constant (`init(value:)`), a view of another property
/// (`init(capturing:)` retains it, `init(_:)` does not), following a producer (`init(initial:then:)`),
/// or composed (`map`, `combineLatest`, `flatMap` … in `Property+Operators.swift`). A composed or
/// following property does not retain its source: it caches the latest value and its `signal` and
/// `producer` end when the source ends (a `MutableProperty` released, an upstream completing or
/// interrupted: `interrupted` becomes `completed`). Overload pitfall, as in ReactiveSwift:
/// `property.map { "n=\($0)" }` picks `map(value:)` and yields a property of closures; spell the
/// closure's type (`map { (n: Int) -> String in … }`).
///
/// ```swift
/// let count = MutableProperty(1)
/// let text = count.map { (n: Int) -> String in "count=\(n)" }
/// count.value = 2
/// print(text.value)
/// // Prints: count=2
/// ```
@propertyWrapper
public final class Property<Value>: PropertyProtocol {
    private let currentValue: () -> Value

    /// The current value (as a property wrapper: `@Property var count: Int`).
    public var wrappedValue: Value { value }

    /// The property itself (`$count`).
    public var projectedValue: Property<Value> { self }

    /// The current value, then every change; completes when the source ends.
    public let producer: SignalProducer<Value, Never>

    /// Every change (not the current value); completes when the source ends.
    public let signal: Signal<Value, Never>

    /// A constant property: `producer` sends `value` and completes, `signal` is already terminated.
    public init(value: Value) {
        currentValue = { value }
        producer = SignalProducer(value: value)
        signal = .empty
    }

    /// A view of `property` that retains it (ReactiveSwift's `init(capturing:)`).
    public init<P: PropertyProtocol>(capturing property: P) where P.Value == Value {
        currentValue = { property.value }
        producer = property.producer
        signal = property.signal
    }

    /// A view of `property` that does not retain it: it follows `property` while that lives and
    /// keeps the last value afterwards.
    public convenience init<P: PropertyProtocol>(_ property: P) where P.Value == Value {
        self.init(unsafeProducer: property.producer)
    }

    /// A property holding `initial`, then each value `values` sends (started now, stopped when the
    /// property is released). The property's `signal` and `producer` complete when `values`
    /// completes or is interrupted, as ReactiveSwift's do.
    public convenience init(initial: Value, then values: SignalProducer<Value, Never>) {
        self.init(
            unsafeProducer: SignalProducer { observer, lifetime in
                observer.send(value: initial)
                lifetime += values.start(Signal<Value, Never>.Observer(mappingInterruptedToCompleted: observer))
            })
    }

    /// `init(initial:then:)` for anything convertible to a producer (a `Signal`, another producer).
    public convenience init<Values: SignalProducerConvertible>(initial: Value, then values: Values)
    where Values.Value == Value, Values.Error == Never {
        self.init(initial: initial, then: values.producer)
    }

    /// A property over a producer that sends its first value synchronously when started (every
    /// property's producer does). ReactiveSwift's ownership: the upstream run holds the cache only
    /// weakly; the property holds the cache and a relay signal, whose end stops the upstream run.
    init(unsafeProducer: SignalProducer<Value, Never>) {
        let cache = PropertyCache<Value>()
        let upstream = SerialDisposable()
        let (relay, input) = Signal<Value, Never>.pipe(disposable: upstream)
        upstream.inner = unsafeProducer.start { [weak cache] event in
            if let value = event.value { cache?.store(value) }
            input.send(event)
        }
        let initial = cache.load()
        if initial == nil {
            IssueReporting.report("Property: the producer sent no value when started; the property has none to hold.")
        }
        currentValue = { cache.load() ?? initial! }
        signal = relay
        producer = Self.replaying(current: { cache.load() ?? initial! }, then: relay)
    }

    /// The current value.
    public var value: Value { currentValue() }

    /// A producer that sends `current()` then what `signal` sends, with `interrupted` turned into
    /// `completed` (a started producer of a property whose source has ended sends its last value,
    /// then `completed`). Changes arriving while the current value is being sent follow it, in order.
    static func replaying(current: @escaping () -> Value, then signal: Signal<Value, Never>) -> SignalProducer<Value, Never> {
        SignalProducer { observer, lifetime in
            let held = Locked<(ready: Bool, events: [Signal<Value, Never>.Event])>((false, []))
            let forward = Signal<Value, Never>.Observer(mappingInterruptedToCompleted: observer)
            lifetime += signal.observe { event in
                let now: Bool = held.withLock { held in
                    guard held.ready else {
                        held.events.append(event)
                        return false
                    }
                    return true
                }
                if now { forward.send(event) }
            }
            observer.send(value: current())
            while let next = held.withLock({ held -> Signal<Value, Never>.Event? in
                guard !held.events.isEmpty else {
                    held.ready = true
                    return nil
                }
                return held.events.removeFirst()
            }) {
                forward.send(next)
            }
        }
    }
}

/// The latest value of a composed property, held by the property and only weakly by its upstream.
final class PropertyCache<Value>: @unchecked Sendable {
    // @unchecked: the value lives in `storage`, a `Locked`.
    private let storage = Locked<Value?>(nil)

    func store(_ value: Value) { storage.withLock { $0 = value } }
    func load() -> Value? { storage.withLock { $0 } }
}

extension Signal.Observer {
    /// An observer that forwards to `observer`, sending `completed` in place of `interrupted`
    /// (ReactiveSwift's `init(mappingInterruptedToCompleted:)`).
    convenience init(mappingInterruptedToCompleted observer: Signal<Value, Error>.Observer) {
        self.init { event in
            if case .interrupted = event {
                observer.sendCompleted()
            } else {
                observer.send(event)
            }
        }
    }
}
