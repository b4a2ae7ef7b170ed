/// How `flatMap` combines the inner producers it starts.
///
/// Same spelling and behaviour as ReactiveSwift's `FlattenStrategy`:
/// - `.merge` starts every inner producer at once; `.concat` one after the other, queueing;
///   `.concurrent(limit:)` at most `limit` at a time, queueing the rest (`.merge` is
///   `.concurrent(limit: .max)`, `.concat` is `.concurrent(limit: 1)`, and they compare equal);
/// - `.latest` only the newest: the previous one is disposed when a new one arrives;
/// - `.race` the first inner producer to send any event wins, the others are disposed, and later
///   outer values are ignored;
/// - `.throttle` one inner producer at a time; those that arrive while it runs are dropped.
///
/// With `.merge`, `.concat`, `.concurrent` and `.latest` an inner interruption counts as that inner
/// producer's completion; with `.race` the winner's interruption, and with `.throttle` the running
/// inner's, interrupts the result. An inner failure fails the result with every strategy. A `limit`
/// of 0 is treated as 1 (ReactiveSwift stops with a precondition).
///
/// ```swift
/// let (taps, tap) = Signal<String, Never>.pipe()
/// taps.flatMap(.latest) { SignalProducer<String, Never>(value: $0 + "!") }.observeValues { print($0) }
/// tap.send(value: "a")
/// // Prints: a!
/// ```
public struct FlattenStrategy: Sendable, Equatable {
    @usableFromInline
    enum Kind: Sendable, Equatable {
        case concurrent(limit: UInt)
        case latest
        case race
        case throttle
    }

    @usableFromInline let kind: Kind

    /// Starts every inner producer at once and forwards all their values.
    public static let merge = FlattenStrategy(kind: .concurrent(limit: .max))
    /// Starts each inner producer when the previous one completed.
    public static let concat = FlattenStrategy(kind: .concurrent(limit: 1))
    /// Starts each inner producer at once, disposing the previous one; forwards only the newest.
    public static let latest = FlattenStrategy(kind: .latest)
    /// Forwards only the first inner producer to send an event; the others are disposed.
    public static let race = FlattenStrategy(kind: .race)

    /// Runs one inner producer at a time and drops the inner producers that arrive while it runs
    /// (ReactiveSwift's `.throttle`); completes when the outer stream and the running inner have.
    /// An inner interruption is forwarded.
    public static let throttle = FlattenStrategy(kind: .throttle)

    /// Runs at most `limit` inner producers at a time; the others wait in order.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(values: 1, 2, 3)
    ///     .flatMap(.concurrent(limit: 2)) { SignalProducer<Int, Never>(value: $0 * 10) }
    ///     .startWithValues { print($0) }
    /// // Prints: 10
    /// //         20
    /// //         30
    /// ```
    /// - Parameter limit: how many may run at once (0 counts as 1).
    public static func concurrent(limit: UInt) -> FlattenStrategy {
        FlattenStrategy(kind: .concurrent(limit: max(limit, 1)))
    }
}
