/// A type that encodes a value into one output (`Data` for `JSONEncoder`): what `encode(encoder:)` takes.
///
/// Mirrors Combine's `TopLevelEncoder`; Foundation's `JSONEncoder` and `PropertyListEncoder` conform.
///
/// ```swift
/// let c = Just(1).encode(encoder: JSONEncoder()).sink(receiveCompletion: { _ in }) { print(String(decoding: $0, as: UTF8.self)) }
/// // Prints: 1
/// ```
public protocol TopLevelEncoder {
    /// What one encoded value is.
    associatedtype Output

    /// Encodes `value`.
    func encode<T: Encodable>(_ value: T) throws -> Output
}

/// A type that decodes a value from one input (`Data` for `JSONDecoder`): what `decode(type:decoder:)` takes.
///
/// Mirrors Combine's `TopLevelDecoder`; Foundation's `JSONDecoder` and `PropertyListDecoder` conform.
public protocol TopLevelDecoder {
    /// What one encoded value is.
    associatedtype Input

    /// Decodes a `type` from `from`.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// The keys of an encoded completion (Combine's: `success`, `error`).
private enum CompletionCodingKeys: String, CodingKey {
    case success, error
}

extension Subscribers.Completion: Encodable where Failure: Encodable {
    /// Encodes `{"success": true}` or `{"success": false, "error": …}`, as Combine does.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CompletionCodingKeys.self)
        switch self {
        case .finished:
            try container.encode(true, forKey: .success)
        case let .failure(error):
            try container.encode(false, forKey: .success)
            try container.encode(error, forKey: .error)
        }
    }
}

extension Subscribers.Completion: Decodable where Failure: Decodable {
    /// Decodes what `encode(to:)` writes; a failure without its error throws `DecodingError.keyNotFound`.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CompletionCodingKeys.self)
        if try container.decode(Bool.self, forKey: .success) {
            self = .finished
        } else {
            self = .failure(try container.decode(Failure.self, forKey: .error))
        }
    }
}
