/// The errors the library itself raises.
///
/// Same cases as RxSwift's `RxError`; each description starts with RxSwift's sentence and adds what to do. `timeout` is what `toBlocking(timeout:)` throws,
/// `noElements`/`moreThanOneElement` what `asSingle()` and `single()` report, `disposed` what a
/// disposed subject sends to a new subscriber.
///
/// ```swift
/// print(RxError.argumentOutOfRange)
/// // Prints: Argument out of range. A count (take, skip, range) must be zero or positive.
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
        case .argumentOutOfRange:
            return "Argument out of range. A count (take, skip, range) must be zero or positive."
        case .noElements:
            return "Sequence doesn't contain any elements. single() and asSingle() need exactly one element; "
                + "use first() (nil when empty) or toArray() when the sequence may be empty."
        case .moreThanOneElement:
            return "Sequence contains more than one element. single() needs exactly one; "
                + "use first() or take(1) to keep the first one."
        case .timeout:
            return "Sequence timeout. The sequence did not terminate before the timeout: blocking needs a sequence "
                + "that completes (a subject or a repeating timer never does). Add take(n), complete it, or raise the timeout."
        }
    }
}
