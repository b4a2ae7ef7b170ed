import Scheduling

/// The live-resource counter, for leak checks in tests.
///
/// RxSwift's `Resources.total` exists only when the library is built with `TRACE_RESOURCES`;
/// ours is always on. It counts live subscriptions (one per sink of a subscribed chain: `map` and
/// `filter` stages fused into the sink before them have none, nor do `just` and `empty`), subject subscriptions,
/// anonymous disposables and pending scheduled items. After everything a test created is disposed and
/// released, it is back where it started.
///
/// ```swift
/// let before = Resources.total
/// Observable.just(1).subscribe().dispose()
/// print(Resources.total == before)
/// // Prints: true
/// ```
public enum Resources {
    private static let counter = Locked<Int32>(0)

    /// The number of live resources.
    public static var total: Int32 { counter.withLock { $0 } }

    /// Adds one live resource.
    public static func incrementTotal() -> Int32 { counter.withLock { $0 += 1; return $0 } }

    /// Removes one live resource.
    public static func decrementTotal() -> Int32 { counter.withLock { $0 -= 1; return $0 } }
}

/// A resource counted from its creation until its deallocation.
@usableFromInline
class CountedResource {
    @usableFromInline init() { _ = Resources.incrementTotal() }
    deinit { _ = Resources.decrementTotal() }
}
