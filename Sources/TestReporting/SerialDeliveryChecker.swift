import Foundation
import Scheduling

/// Watches what one observer (sink, subscriber) receives from an operator fed by several threads, and
/// lists every broken promise: a call that overlapped another, an event after the terminal one, a value
/// from a source out of that source's order, and a stale "latest" value after a newer one.
///
/// Not in any original: RxSwift, ReactiveSwift and Combine promise these things (serial events, nothing
/// after a terminal event); the stress suites hold each style's operators to them. Values carry their
/// source and their place in it (``tag(source:index:)``), so order can be checked per source.
///
/// ```swift
/// let checker = SerialDeliveryChecker()
/// checker.value(SerialDeliveryChecker.tag(source: 0, index: 0))
/// checker.value(SerialDeliveryChecker.tag(source: 0, index: 2))
/// checker.value(SerialDeliveryChecker.tag(source: 0, index: 1))
/// print(checker.problems)
/// // Prints: ["source 0: index 1 after index 2"]
/// ```
public final class SerialDeliveryChecker: Sendable {
    /// A value that says which source sent it (0-999) and where in that source (0-999,999).
    public static func tag(source: Int, index: Int) -> Int { source * 1_000_000 + index }

    private struct State {
        var inFlight = 0
        var overlaps = 0
        var terminated = false
        var lastIndex: [Int: Int] = [:]
        var latestSource = -1
        var values = 0
        var calls = 0
        var problems: [String] = []
    }

    private let state = Locked(State())
    private let latestOnly: Bool
    private let strictlyIncreasing: Bool

    /// - Parameters:
    ///   - latestOnly: the operator forwards only the latest source (flatMapLatest, switchToLatest):
    ///     once a value of source `n` arrived, none of a source below `n` may follow.
    ///   - strictlyIncreasing: each source's indices must grow strictly (a plain forward); `false`
    ///     allows repeats (combineLatest repeats a source's latest value).
    public init(latestOnly: Bool = false, strictlyIncreasing: Bool = true) {
        self.latestOnly = latestOnly
        self.strictlyIncreasing = strictlyIncreasing
    }

    /// Checks one delivered value (or several tags combined into one value) as a single call.
    public func value(_ tags: Int...) {
        enter()
        state.withLock { state in
            state.values += 1
            if state.terminated { state.problems.append("a value after the terminal event") }
            for tag in tags {
                let (source, index) = tag.quotientAndRemainder(dividingBy: 1_000_000)
                if let last = state.lastIndex[source], strictlyIncreasing ? index <= last : index < last {
                    state.problems.append("source \(source): index \(index) after index \(last)")
                }
                state.lastIndex[source] = index
                if latestOnly {
                    if source < state.latestSource {
                        state.problems.append("stale source \(source) after source \(state.latestSource)")
                    }
                    state.latestSource = max(state.latestSource, source)
                }
            }
        }
        exit()
    }

    /// Checks a terminal event: it comes once, and only once.
    public func terminal() {
        enter()
        state.withLock { state in
            if state.terminated { state.problems.append("a second terminal event") }
            state.terminated = true
        }
        exit()
    }

    /// Whether the terminal event arrived.
    public var isTerminated: Bool { state.withLock { $0.terminated } }
    /// How many values arrived.
    public var valueCount: Int { state.withLock { $0.values } }
    /// Every broken promise seen, overlapping calls summed up in one line.
    public var problems: [String] {
        state.withLock { state in
            state.problems + (state.overlaps > 0 ? ["\(state.overlaps) call(s) overlapped another call"] : [])
        }
    }

    /// Waits (up to `timeout` seconds) for the terminal event; `false` if it did not come.
    public func waitForTerminal(timeout: TimeInterval = 5) -> Bool {
        settleQueuedWork(within: timeout) { isTerminated }
        return isTerminated
    }

    private func enter() {
        let yields = state.withLock { state -> Bool in
            state.inFlight += 1
            if state.inFlight > 1 { state.overlaps += 1 }
            state.calls += 1
            return state.calls % 8 == 0
        }
        // Give the processor away inside every eighth call: an unserialized caller on another thread then
        // gets its turn in the window and shows as an overlap, even with one free core. (Every call would
        // make a run on a busy machine slow: each yield may hand a whole time slice to another process.)
        if yields { sched_yield() }
    }

    private func exit() {
        state.withLock { $0.inFlight -= 1 }
    }
}
