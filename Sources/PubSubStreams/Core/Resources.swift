import Scheduling

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
    @usableFromInline static let counter = Locked(0)

    /// The number of live subscriptions and subscribers created by this module.
    public static var total: Int { counter.withLock { $0 } }

    /// Counts one more live resource.
    @usableFromInline
    package static func increment() { counter.withLock { $0 += 1 } }

    /// Counts one resource less.
    @usableFromInline
    package static func decrement() { counter.withLock { $0 -= 1 } }
}
