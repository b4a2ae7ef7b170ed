/// How `flatMap` combines the inner producers it starts.
///
/// Same spelling as ReactiveSwift's `FlattenStrategy`: `.merge` (all at once), `.concat` (one after
/// the other, queueing) and `.latest` (only the newest; the previous one is disposed).
/// ReactiveSwift's `.race` and `.concurrent(limit:)` are not built yet.
///
/// ```swift
/// let (taps, tap) = Signal<String, Never>.pipe()
/// taps.flatMap(.latest) { SignalProducer<String, Never>(value: $0 + "!") }.observeValues { print($0) }
/// tap.send(value: "a")
/// // Prints: a!
/// ```
public struct FlattenStrategy: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case merge, concat, latest
    }

    let kind: Kind

    /// Starts every inner producer at once and forwards all their values.
    public static let merge = FlattenStrategy(kind: .merge)
    /// Starts each inner producer when the previous one completed.
    public static let concat = FlattenStrategy(kind: .concat)
    /// Starts each inner producer at once, disposing the previous one; forwards only the newest.
    public static let latest = FlattenStrategy(kind: .latest)
}
