/// A disagreement the fuzzer found that is a bug in one of our styles, not a difference of the originals.
///
/// Not in any original. Each case names the style, the behaviour of the original (with its source),
/// and a reproducer; ``CrossRun`` locates it at run time, the fuzzer counts it apart from the documented
/// ``StyleDifference``s and compares only before it, and a test marks it as a known issue until the
/// style's owner fixes it.
public enum KnownBug: String, CaseIterable, Sendable, Hashable {
    /// Pull `throttle`: a value that arrives after a quiet window and a termination in the same instant.
    ///
    /// ReactiveSwift 7 (`Observers/Throttle.swift`, `UnaryAsyncOperator.terminate`) schedules the value
    /// for the current date and then schedules the termination on the same scheduler, so the value is
    /// sent first, then `completed`. Ours replaces the scheduled value with the termination
    /// (`timer.inner = scheduler.schedule { observer.send(event) }` after clearing `pending`), so the
    /// value is lost. Reproducer: `in0 = --1-- ; in0.take(1).throttle(1,latest)` gives `--[1 |]` in push
    /// and pub-sub, `--|` in pull (`SignalProducer(value: 1).throttle(1, on: scheduler)` sends only
    /// `completed` after `scheduler.advance()`).
    case pullThrottleDropsValueBeforeSameInstantCompletion

    /// One line for reports.
    public var summary: String {
        switch self {
        case .pullThrottleDropsValueBeforeSameInstantCompletion:
            "pull throttle drops a value sent at once when completion follows in the same instant"
        }
    }

    /// The earliest instant where a known bug can show, from the events entering each step.
    static func earliest(in chain: [ChainStep], inputs: [Int: [CrossEvent]]) -> (kind: KnownBug, time: Int64)? {
        var found: (kind: KnownBug, time: Int64)?
        for (index, step) in chain.enumerated() {
            guard case .throttle = step, let events = inputs[index], let last = events.last,
                last.notification.isTerminal,
                events.contains(where: { $0.notification.value != nil && $0.time == last.time })
            else { continue }
            if found == nil || last.time < found!.time {
                found = (.pullThrottleDropsValueBeforeSameInstantCompletion, last.time)
            }
        }
        return found
    }
}
