import Synchronization

/// The live-resource counter of the pub-sub style: subscriptions, sinks and subject conduits alive now.
///
/// Combine has no such counter; RxSwift's `Resources.total` is the model. Ours is always on (no
/// compile flag) and counts every subscription object and subscriber the module creates, so a test
/// can check that the count returns to where it started once everything is cancelled or finished.
///
/// ```swift
/// let before = Resources.total
/// Just(1).sink { _ in }.cancel()
/// print(Resources.total == before)
/// // Prints: true
/// ```
public enum Resources {
    /// An atomic counter: one instruction per change, where a lock round trip cost about sixty.
    @usableFromInline static let counter = Atomic<Int>(0)

    /// The number of live subscriptions and subscribers created by this module.
    public static var total: Int { counter.load(ordering: .sequentiallyConsistent) }

    /// Counts one more live resource.
    @usableFromInline
    package static func increment() { counter.wrappingAdd(1, ordering: .sequentiallyConsistent) }

    /// Counts one resource less.
    @usableFromInline
    package static func decrement() { counter.wrappingSubtract(1, ordering: .sequentiallyConsistent) }
}
