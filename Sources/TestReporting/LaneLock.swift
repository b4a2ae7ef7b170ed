import Scheduling

/// Readers–writer locks over a set of lanes, taken all at once, for tasks: a lane is held shared by
/// any number of tasks or exclusively by one; a waiting task suspends (it never blocks its thread).
///
/// ``StyleLaneTrait`` keeps one, whose lanes are the three styles. A request names every lane it
/// needs and is granted whole, so a task never sits on one lane while it waits for another (and
/// two requests can never wait for each other). Requests to own a lane go first: one waits only
/// for the lane's holders and for earlier requests to own it, while a request to share a lane also
/// waits as long as anyone waits to own it. So the owners of different lanes run side by side as
/// early as they can, and the sharers fill in around them (a test run is finite, so a sharer is
/// never starved for good). A request marked `first` (a test that mostly waits in real time) goes
/// ahead of the other waiting owners, so its waiting overlaps the work of the other lanes instead of
/// ending the run. Cancellation is not observed: a test waits for its lanes like it waits for the
/// test before it in a serialized suite.
///
/// ```swift
/// let lanes = LaneLock<String>()
/// await lanes.acquire(["pull": .exclusive])
/// defer { lanes.release(["pull": .exclusive]) }
/// ```
public final class LaneLock<Lane: Hashable & Sendable>: Sendable {
    /// How a task holds a lane.
    public enum Mode: Sendable {
        /// Held together with any number of other shared holders.
        case shared
        /// Held by this task alone.
        case exclusive
    }

    private struct Holders {
        var shared = 0
        var exclusive = false
    }

    private struct Waiter {
        let request: [Lane: Mode]
        let first: Bool
        let continuation: CheckedContinuation<Void, Never>
    }

    private struct State {
        var holders: [Lane: Holders] = [:]
        var waiters: [Waiter] = []

        func canGrant(_ request: [Lane: Mode]) -> Bool {
            request.allSatisfy { lane, mode in
                let holders = self.holders[lane, default: Holders()]
                return mode == .shared ? !holders.exclusive : !holders.exclusive && holders.shared == 0
            }
        }

        mutating func grant(_ request: [Lane: Mode]) {
            for (lane, mode) in request {
                if mode == .shared {
                    holders[lane, default: Holders()].shared += 1
                } else {
                    holders[lane, default: Holders()].exclusive = true
                }
            }
        }

        /// Grants every waiter that can run now, owners first (those marked `first` before the others):
        /// a request to own a lane waits only for the lane's holders and for requests to own it that
        /// come before it; a request to share a lane also waits while anyone waits to own it.
        mutating func grantWaiters() -> [CheckedContinuation<Void, Never>] {
            var granted: [CheckedContinuation<Void, Never>] = []
            var stillWaiting: [Waiter] = []
            let owners = waiters.filter { $0.request.values.contains(.exclusive) }
            let sharers = waiters.filter { !$0.request.values.contains(.exclusive) }
            for waiter in owners.filter(\.first) + owners.filter({ !$0.first }) + sharers {
                if canGrant(waiter.request), !stillWaiting.contains(where: { Self.conflict($0.request, waiter.request) }) {
                    grant(waiter.request)
                    granted.append(waiter.continuation)
                } else {
                    stillWaiting.append(waiter)
                }
            }
            waiters = stillWaiting
            return granted
        }

        /// Whether two requests could not hold their lanes at the same time.
        static func conflict(_ first: [Lane: Mode], _ second: [Lane: Mode]) -> Bool {
            first.contains { lane, mode in
                guard let other = second[lane] else { return false }
                return mode == .exclusive || other == .exclusive
            }
        }
    }

    private let state = Locked(State())

    /// Creates a lock nobody holds.
    public init() {}

    /// Suspends until every lane of `request` can be held in its mode, and no waiting request that
    /// goes before it needs one of them in a conflicting mode; with `first`, it goes before the
    /// waiting owners not marked `first`.
    public func acquire(_ request: [Lane: Mode], first: Bool = false) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let granted = state.withLock { state -> [CheckedContinuation<Void, Never>] in
                state.waiters.append(Waiter(request: request, first: first, continuation: continuation))
                return state.grantWaiters()
            }
            for continuation in granted { continuation.resume() }
        }
    }

    /// How many requests are waiting (for tests of the lock).
    var waitingCount: Int { state.withLock { $0.waiters.count } }

    /// Gives up a hold taken with ``acquire(_:)`` with the same `request`, and wakes the waiters that
    /// can now be granted.
    public func release(_ request: [Lane: Mode]) {
        let granted = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            for (lane, mode) in request {
                if mode == .shared {
                    state.holders[lane, default: Holders()].shared -= 1
                } else {
                    state.holders[lane, default: Holders()].exclusive = false
                }
            }
            return state.grantWaiters()
        }
        for continuation in granted { continuation.resume() }
    }
}
