import Scheduling
import Synchronization

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
    /// An atomic, not a `Locked<Int32>`: one read-modify-write per change (a debug build, which inlines
    /// nothing, spends several hundred instructions on a lock round trip, once per subscription).
    private static let counter = Atomic<Int32>(0)

    /// The number of live resources.
    public static var total: Int32 { counter.load(ordering: .sequentiallyConsistent) }

    /// Adds one live resource.
    public static func incrementTotal() -> Int32 {
        counter.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue
    }

    /// Removes one live resource.
    public static func decrementTotal() -> Int32 {
        counter.wrappingSubtract(1, ordering: .sequentiallyConsistent).newValue
    }
}

/// A resource counted from its creation until its deallocation.
@usableFromInline
class CountedResource {
    @usableFromInline init() { _ = Resources.incrementTotal() }
    deinit { _ = Resources.decrementTotal() }
}
