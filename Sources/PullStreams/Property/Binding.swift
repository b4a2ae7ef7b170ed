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

    /// Creates a target.
    public init(lifetime: Lifetime, action: @escaping (Value) -> Void) {
        self.lifetime = lifetime
        self.action = action
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
