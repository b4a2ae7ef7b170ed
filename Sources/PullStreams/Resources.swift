import Synchronization

/// The live-resource counter used by leak checks.
///
/// ReactiveSwift has no such counter; RxSwift's `Resources.total` (behind a compile flag) is the
/// model. Ours is always on and counts live observations: one per observer attached to a `Signal`
/// that has not yet terminated, been disposed, or been released. A started producer counts the
/// observations of its run's signals: a chain of stateless operators (`map`, `filter`, `promoteError`)
/// is fused into one observer of the run below it, and `SignalProducer(value:)` started directly has no
/// signal, so it counts none. A test records it before and
/// checks it returns to that value afterwards (`PullStreamsTest`'s `withLeakCheck`).
///
/// ```swift
/// let before = Resources.total
/// let d = Signal<Int, Never>.never.observe { _ in }
/// d?.dispose()
/// print(Resources.total == before)
/// // Prints: true
/// ```
public enum Resources {
    /// An atomic counter: one instruction per change, where a lock round trip cost about 100.
    private static let counter = Atomic<Int>(0)

    /// The number of live observations right now.
    public static var total: Int { counter.load(ordering: .sequentiallyConsistent) }

    @usableFromInline
    static func increment() { counter.wrappingAdd(1, ordering: .sequentiallyConsistent) }
    @usableFromInline
    static func decrement(by count: Int = 1) {
        guard count > 0 else { return }
        counter.wrappingSubtract(count, ordering: .sequentiallyConsistent)
    }
}
