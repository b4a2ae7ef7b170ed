import Scheduling

/// A value you can set and observe.
///
/// Mirrors ReactiveSwift's `MutableProperty`: `producer` sends the current value then every change,
/// `signal` the changes only; both complete when the property is released. Every assignment is
/// sent, equal or not. Differences: the value is stored under a lock and sent after it is released
/// (our lock rule), so two threads setting it at once may deliver in either order.
///
/// ```swift
/// let count = MutableProperty(0)
/// count.producer.startWithValues { print($0) }
/// count.value = 1
/// // Prints: 0
/// //         1
/// ```
@propertyWrapper
public final class MutableProperty<Value>: ComposableMutablePropertyProtocol {
    /// The value (as a property wrapper: `@MutableProperty var count = 0`).
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    /// The property itself (`$count`).
    public var projectedValue: MutableProperty<Value> { self }

    /// Creates the property with `wrappedValue` (property-wrapper form of `init(_:)`).
    public convenience init(wrappedValue: Value) {
        self.init(wrappedValue)
    }

    /// Runs `action` with the current value (ReactiveSwift's `withValue(_:)`; ours does not hold a lock
    /// while `action` runs, so the value may change meanwhile).
    @discardableResult
    public func withValue<Result>(_ action: (Value) throws -> Result) rethrows -> Result {
        try action(value)
    }

    private let storage: Locked<Value>
    private let input: Signal<Value, Never>.Observer
    private let token = Lifetime.Token()

    /// Every change, from now on.
    public let signal: Signal<Value, Never>
    /// Ends when the property is released.
    public let lifetime: Lifetime

    /// Creates a property holding `initialValue`.
    public init(_ initialValue: Value) {
        storage = Locked(initialValue)
        (signal, input) = Signal<Value, Never>.pipe()
        lifetime = Lifetime(token)
    }

    deinit {
        input.sendCompleted()
    }

    /// The current value; setting it sends the new value.
    public var value: Value {
        get { storage.withLock { $0 } }
        set { _ = swap(newValue) }
    }

    /// The current value, then every change; completes when the property is released. Started
    /// after the property is gone, it sends the last value, then `completed` (as ReactiveSwift's).
    ///
    /// A change made while the current value is being sent (by that observer itself, re-entrantly)
    /// follows it, in order: changes are observed before the current value is read and held back
    /// until it has been sent. (ReactiveSwift loses such a change for that observer.) When another
    /// thread sets the value at the same moment, the new value may arrive twice, never not at all.
    public var producer: SignalProducer<Value, Never> {
        Property<Value>.replaying(current: { [storage] in storage.withLock { $0 } }, then: signal)
    }

    @discardableResult
    public func swap(_ newValue: Value) -> Value {
        let old = storage.withLock { value -> Value in
            defer { value = newValue }
            return value
        }
        input.send(value: newValue)
        return old
    }

    /// Changes the value in place and sends the result.
    public func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result {
        var copy = value
        let result = try action(&copy)
        swap(copy)
        return result
    }

    /// A binding target that sets the value, for `<~`.
    public var bindingTarget: BindingTarget<Value> {
        BindingTarget(lifetime: lifetime) { [weak self] in self?.value = $0 }
    }
}
