/// One event of a marble diagram: a value, an error (`#`) or the completion (`|`).
///
/// RxJS calls these notifications (`N`, `E`, `C`); RxSwift's `Event` has `next`/`error`/`completed`,
/// ReactiveSwift's `value`/`failed`/`completed`, Combine's value and `finished`/`failure`. Ours is the
/// style-agnostic core each style maps to its own event type; it is generic over the failure so typed
/// failures (pull, pub-sub) keep their type. Interruption (ReactiveSwift) has no marble of its own.
///
/// ```swift
/// let n: MarbleNotification<Int, Never> = .value(1)
/// print(n)
/// // Prints: value(1)
/// ```
public enum MarbleNotification<Value, Failure> {
    /// A value, drawn as its key (`a`); RxSwift's `next`, ReactiveSwift's and Combine's value.
    case value(Value)
    /// The stream failed, drawn as `#`; RxSwift's `error`, ReactiveSwift's `failed`, Combine's `failure`.
    case error(Failure)
    /// The stream completed, drawn as `|`; RxSwift's and ReactiveSwift's `completed`, Combine's `finished`.
    case completed

    /// Whether this is `error` or `completed`: nothing may follow it in a diagram.
    public var isTerminal: Bool {
        if case .value = self { return false }
        return true
    }

    /// The value carried by `value`, `nil` for the terminal events.
    public var value: Value? {
        if case .value(let value) = self { return value }
        return nil
    }

    /// Transforms the value, keeping time-free structure; a style uses it to wrap values in its own types.
    ///
    /// ```swift
    /// print(MarbleNotification<Int, Never>.value(2).map { $0 * 10 })
    /// // Prints: value(20)
    /// ```
    /// - Parameter transform: applied to the value of a `value` notification.
    public func map<T>(_ transform: (Value) throws -> T) rethrows -> MarbleNotification<T, Failure> {
        switch self {
        case .value(let value): return .value(try transform(value))
        case .error(let failure): return .error(failure)
        case .completed: return .completed
        }
    }

    /// Transforms the failure; a style uses it to turn the diagram's error into its own error type.
    /// - Parameter transform: applied to the failure of an `error` notification.
    public func mapError<E>(_ transform: (Failure) throws -> E) rethrows -> MarbleNotification<Value, E> {
        switch self {
        case .value(let value): return .value(value)
        case .error(let failure): return .error(try transform(failure))
        case .completed: return .completed
        }
    }
}

extension MarbleNotification: Equatable where Value: Equatable, Failure: Equatable {}
extension MarbleNotification: Hashable where Value: Hashable, Failure: Hashable {}
extension MarbleNotification: Sendable where Value: Sendable, Failure: Sendable {}
