/// Something with a current value that can be observed: `Property`, `MutableProperty`.
///
/// Same requirements as ReactiveSwift's `PropertyProtocol`: `producer` sends the current value,
/// then every change; `signal` sends changes only. Both complete when the property is released.
public protocol PropertyProtocol: AnyObject, BindingSource {
    /// The type of the value.
    associatedtype Value

    /// The current value.
    var value: Value { get }
    /// The current value, then every change.
    var producer: SignalProducer<Value, Never> { get }
    /// Every change, from now on.
    var signal: Signal<Value, Never> { get }
}

/// A property whose value can be set.
public protocol MutablePropertyProtocol: PropertyProtocol, BindingTargetProvider {
    /// The current value; setting it sends the new value.
    var value: Value { get set }
    /// Ends when the property is released.
    var lifetime: Lifetime { get }
}

/// A mutable property that can be changed atomically.
public protocol ComposableMutablePropertyProtocol: MutablePropertyProtocol {
    /// Replaces the value, returning the old one.
    func swap(_ newValue: Value) -> Value
    /// Changes the value in place.
    func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result
}
