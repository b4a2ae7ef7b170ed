precedencegroup BindingPrecedence {
    associativity: right
    higherThan: AssignmentPrecedence
}

infix operator <~ : BindingPrecedence

/// A source of values for `<~`: a `Signal` or `SignalProducer` that cannot fail.
///
/// Same as ReactiveSwift's `BindingSource`.
public protocol BindingSource: SignalProducerConvertible where Error == Never {}

extension Signal: BindingSource where Error == Never {}
extension SignalProducer: BindingSource where Error == Never {}

/// Something that can receive values through `<~` for as long as its lifetime lasts.
///
/// Same as ReactiveSwift's `BindingTargetProvider`.
public protocol BindingTargetProvider {
    /// The type of value bound.
    associatedtype Value
    /// Where bound values go.
    var bindingTarget: BindingTarget<Value> { get }
}

/// A lifetime and an action: the receiving end of a binding.
///
/// Same as ReactiveSwift's `BindingTarget`.
public struct BindingTarget<Value>: BindingTargetProvider {
    /// The binding ends when this lifetime ends.
    public let lifetime: Lifetime
    /// Called with each bound value.
    public let action: (Value) -> Void

    /// A target that runs `action` for each bound value, on `scheduler` (at once by default), while
    /// `lifetime` lasts.
    public init(on scheduler: Scheduler = ImmediateScheduler(), lifetime: Lifetime, action: @escaping (Value) -> Void) {
        self.lifetime = lifetime
        if scheduler is ImmediateScheduler {
            self.action = action
        } else {
            self.action = { value in scheduler.schedule { action(value) } }
        }
    }

    /// A target that writes each bound value to `object[keyPath:]` (held weakly), on `scheduler`.
    public init<Object: AnyObject>(
        on scheduler: Scheduler = ImmediateScheduler(), lifetime: Lifetime, object: Object,
        keyPath: ReferenceWritableKeyPath<Object, Value>
    ) {
        self.init(on: scheduler, lifetime: lifetime) { [weak object] in object?[keyPath: keyPath] = $0 }
    }

    /// Itself.
    public var bindingTarget: BindingTarget<Value> { self }
}

extension BindingTargetProvider {
    /// Binds `source` to `provider`: each value is sent to the target until the source terminates
    /// or the target's lifetime ends.
    ///
    /// Same as ReactiveSwift's `<~`.
    ///
    /// ```swift
    /// let count = MutableProperty(0)
    /// count <~ SignalProducer<Int, Never>(value: 3)
    /// print(count.value)
    /// // Prints: 3
    /// ```
    /// - Returns: a disposable that ends the binding, or `nil` if the target's lifetime has already ended.
    @discardableResult
    public static func <~ <Source: BindingSource>(provider: Self, source: Source) -> Disposable?
    where Source.Value == Value {
        let target = provider.bindingTarget
        guard !target.lifetime.hasEnded else { return nil }
        let disposable = source.producer.take(during: target.lifetime).startWithValues(target.action)
        return disposable
    }
}

extension BindingTargetProvider {
    /// Binds a source of non-optional values to a target of optionals (ReactiveSwift's overload).
    @discardableResult
    public static func <~ <Source: BindingSource>(provider: Self, source: Source) -> Disposable?
    where Value == Source.Value? {
        provider <~ source.producer.map { Optional($0) }
    }
}

extension Signal.Observer {
    /// Sends every value of `source` to this observer (held weakly), as ReactiveSwift's `<~` into an observer.
    @discardableResult
    public static func <~ <Source: BindingSource>(observer: Signal<Value, Error>.Observer, source: Source) -> Disposable
    where Source.Value == Value {
        source.producer.startWithValues { [weak observer] in observer?.send(value: $0) }
    }
}

extension Optional: BindingTargetProvider where Wrapped: BindingTargetProvider {
    /// The wrapped provider's target, or one that does nothing (already ended) for `nil`.
    public var bindingTarget: BindingTarget<Wrapped.Value> {
        switch self {
        case let .some(provider): provider.bindingTarget
        case .none: BindingTarget(lifetime: .empty) { _ in }
        }
    }
}
