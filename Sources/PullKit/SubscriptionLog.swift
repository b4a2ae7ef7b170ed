// Copy kit (any style): when each subscription to a cold marble stream started and ended. Foundation
// and KitLock.swift only; the same file serves the pull and pub-sub kits (PubSubKit's is a link to
// this one). RxTest's cold observables keep their own `subscriptions`, so PushKit has no use for it.
import Foundation

/// The subscriptions of one cold stream: each one's start and end, in seconds of virtual time.
///
/// ```swift
/// let log = SubscriptionLog()
/// let first = log.started(at: 0.1)
/// log.ended(first, at: 0.4)
/// print(log.entries.map { "\($0.start)-\($0.end.map { "\($0)" } ?? "open")" })
/// // Prints: ["0.1-0.4"]
/// ```
// @unchecked: `log` is only touched while `lock` is held.
final class SubscriptionLog: @unchecked Sendable {
    private let lock = KitLock()
    private var log: [(start: Double, end: Double?)] = []

    /// Makes an empty log.
    init() {}

    /// Each subscription's start and end (`nil` while it lasts), in order of their starts.
    var entries: [(start: Double, end: Double?)] {
        return lock.locked { log }
    }

    /// Logs a subscription starting at `time`; returns its index, for `ended(_:at:)`.
    func started(at time: Double) -> Int {
        return lock.locked {
            log.append((time, nil))
            return log.count - 1
        }
    }

    /// Logs subscription `index` ending at `time`; only its first end counts.
    func ended(_ index: Int, at time: Double) {
        lock.locked { if log[index].end == nil { log[index].end = time } }
    }
}
