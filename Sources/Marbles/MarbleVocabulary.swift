/// The words a style uses for its three events in failure messages: `next`/`error`/`completed` and so on.
///
/// RxSwift prints `next(1)`, `error(e)`, `completed`; ReactiveSwift `value(1)`, `failed(e)`,
/// `completed`; Combine `value(1)`, `failure(e)`, `finished` (as the conformance transcripts do).
///
/// ```swift
/// print(MarbleVocabulary.pubSub.describe(MarbleNotification<Int, Never>.completed, key: { "\($0)" }))
/// // Prints: finished
/// ```
public struct MarbleVocabulary: Sendable, Hashable {
    /// The word for a value, printed as `word(key)`.
    public var value: String
    /// The word for an error, printed as `word(description)`.
    public var error: String
    /// The word for completion.
    public var completed: String

    /// A vocabulary.
    /// - Parameters:
    ///   - value: the word for a value.
    ///   - error: the word for an error.
    ///   - completed: the word for completion.
    public init(value: String, error: String, completed: String) {
        self.value = value
        self.error = error
        self.completed = completed
    }

    /// RxSwift's words: `next`, `error`, `completed`.
    public static let push = MarbleVocabulary(value: "next", error: "error", completed: "completed")
    /// ReactiveSwift's words: `value`, `failed`, `completed`.
    public static let pull = MarbleVocabulary(value: "value", error: "failed", completed: "completed")
    /// Combine's words: `value`, `failure`, `finished`.
    public static let pubSub = MarbleVocabulary(value: "value", error: "failure", completed: "finished")

    /// One notification in words, for example `next(a)`.
    /// - Parameters:
    ///   - notification: the event.
    ///   - key: names a value (the marble key, or a description).
    public func describe<Value, Failure>(_ notification: MarbleNotification<Value, Failure>, key: (Value) -> String) -> String {
        switch notification {
        case .value(let value): return "\(self.value)(\(key(value)))"
        case .error(let failure): return "\(error)(\(failure))"
        case .completed: return completed
        }
    }
}
