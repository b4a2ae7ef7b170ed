/// One event of an observable sequence: a value, an error, or completion.
///
/// RxSwift's `Event` is the same enum; the grammar is `next* (error | completed)?`.
/// Ours also conforms to `Equatable` when `Element` does (RxSwift puts that in RxTest); errors
/// are compared by their `"\(error)"` text on every platform (RxTest compares `NSError`
/// domain and code on Darwin).
///
/// ```swift
/// print(Event.next(1) == .next(1), Event<Int>.completed.isStopEvent)
/// // Prints: true true
/// ```
public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence failed with `error`; nothing follows.
    case error(Swift.Error)
    /// The sequence ended successfully; nothing follows.
    case completed
}

extension Event: Sendable where Element: Sendable {}

extension Event {
    /// Whether the event is `error` or `completed`.
    @inlinable public var isStopEvent: Bool {
        if case .next = self { return false }
        return true
    }

    /// The element of a `next` event, else `nil`.
    @inlinable public var element: Element? {
        if case let .next(element) = self { return element }
        return nil
    }

    /// The error of an `error` event, else `nil`.
    @inlinable public var error: Swift.Error? {
        if case let .error(error) = self { return error }
        return nil
    }

    /// Whether the event is `completed`.
    @inlinable public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Transforms the element of a `next` event; a thrown error becomes an `error` event.
    @inlinable public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        switch self {
        case let .next(element):
            do { return .next(try transform(element)) } catch { return .error(error) }
        case let .error(error): return .error(error)
        case .completed: return .completed
        }
    }
}

extension Event: CustomDebugStringConvertible {
    /// `next(1)`, `error(boom)` or `completed`.
    public var debugDescription: String {
        switch self {
        case let .next(element): return "next(\(element))"
        case let .error(error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Event: Equatable where Element: Equatable {
    /// Equal kinds with equal elements; errors are equal when their `"\(error)"` texts are.
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case let (.next(left), .next(right)): return left == right
        case let (.error(left), .error(right)): return "\(left)" == "\(right)"
        case (.completed, .completed): return true
        default: return false
        }
    }
}

/// A type that can be turned into an ``Event`` (what `dematerialize()` accepts).
///
/// RxSwift has the same protocol.
public protocol EventConvertible {
    /// The element type of the event.
    associatedtype Element
    /// The event this value represents.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// The event itself.
    public var event: Event<Element> { self }
}
