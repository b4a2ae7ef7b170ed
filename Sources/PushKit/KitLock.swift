// Copy kit (any style): the kits' one lock, taken only for the length of a closure. Foundation only.
import Foundation

/// An `NSLock` held for the length of `locked { }`, so no file of the kit pairs `lock()` and `unlock()` by hand.
///
/// Foundation's `NSLocking.withLock` would do, but it needs iOS 16 (and macOS 13), newer than the
/// kits' iOS 13. The same file serves every style's kit (PullKit's and PubSubKit's are links to this one), so
/// two kits copied into one app module share one copy of it.
///
/// ```swift
/// let lock = KitLock()
/// var count = 0
/// lock.locked { count += 1 }
/// print(lock.locked { count })
/// // Prints: 1
/// ```
// @unchecked: its one stored property is an `NSLock`, which is thread-safe.
final class KitLock: @unchecked Sendable {
    private let lock = NSLock()

    /// Makes an unlocked lock.
    init() {}

    /// Runs `body` while holding the lock and returns its result.
    func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
