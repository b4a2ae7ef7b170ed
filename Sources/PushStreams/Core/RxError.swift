/// The errors the library itself raises.
///
/// Same cases as RxSwift's `RxError`. `timeout` is what `toBlocking(timeout:)` throws,
/// `noElements`/`moreThanOneElement` what `asSingle()` and `single()` report, `disposed` what a
/// disposed subject sends to a new subscriber.
///
/// ```swift
/// print(RxError.noElements)
/// // Prints: Sequence doesn't contain any elements.
/// ```
// @unchecked: the only non-Sendable payload is the identity of the disposed object, never mutated through the error.
public enum RxError: Swift.Error, CustomStringConvertible, @unchecked Sendable {
    /// An unknown error.
    case unknown
    /// An operation was attempted on a disposed object (a subject).
    case disposed(object: AnyObject)
    /// An arithmetic overflow.
    case overflow
    /// An argument was out of range.
    case argumentOutOfRange
    /// A sequence that had to contain an element completed empty.
    case noElements
    /// A sequence that had to contain one element contained more.
    case moreThanOneElement
    /// A blocking or timed operation ran out of time.
    case timeout

    /// A sentence describing the error.
    public var description: String {
        switch self {
        case .unknown: return "Unknown error occurred."
        case let .disposed(object): return "Object `\(object)` was already disposed."
        case .overflow: return "Arithmetic overflow occurred."
        case .argumentOutOfRange: return "Argument out of range."
        case .noElements: return "Sequence doesn't contain any elements."
        case .moreThanOneElement: return "Sequence contains more than one element."
        case .timeout: return "Sequence timeout."
        }
    }
}
