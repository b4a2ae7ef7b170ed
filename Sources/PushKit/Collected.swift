// Copy kit (any style): values appended on any thread and read by the test. Foundation only; the same
// file serves every style's kit (PullKit's and PubSubKit's are links to this one).
import Foundation

/// Values appended from a background queue and read by the test, guarded by a lock.
public final class Collected<Value>: @unchecked Sendable {
    // @unchecked: `storage` is only touched while `lock` is held.
    private let lock = KitLock()
    private var storage: [Value] = []

    /// Makes an empty collection.
    public init() {}

    /// The values appended so far, in order.
    public var values: [Value] {
        return lock.locked { storage }
    }

    /// Appends `value`; safe from any thread.
    public func append(_ value: Value) {
        lock.locked { storage.append(value) }
    }
}
