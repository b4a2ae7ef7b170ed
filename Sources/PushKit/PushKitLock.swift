// Copy kit (RxSwift): the kit's one lock, taken only for the length of a closure. Foundation only.
import Foundation

/// An `NSLock` held for the length of `locked { }`, so no file of the kit pairs `lock()` and `unlock()` by hand.
///
/// Foundation's `NSLocking.withLock` would do, but it needs iOS 16 (and macOS 13), newer than the
/// kit's iOS 13. Named after its kit, so two kits copied into one app module do not clash.
///
/// ```swift
/// let lock = PushKitLock()
/// var count = 0
/// lock.locked { count += 1 }
/// print(lock.locked { count })
/// // Prints: 1
/// ```
// @unchecked: its one stored property is an `NSLock`, which is thread-safe.
final class PushKitLock: @unchecked Sendable {
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
