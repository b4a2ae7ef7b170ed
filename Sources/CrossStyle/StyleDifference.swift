/// A documented way in which the originals genuinely differ on the operator set of ``ChainStep``.
///
/// Not in any original. Each case names where the difference comes from; the equivalence table records
/// per-style expectations for them and the fuzzer compares outputs only up to the point where one of
/// them can show (``earliest(in:inputs:others:)``). Patterns/CrossStyle.md explains each one.
public enum StyleDifference: String, CaseIterable, Sendable, Hashable {
    /// Upstream completes while `debounce` holds a value: RxSwift emits it at once, then completes;
    /// ReactiveSwift (default `discardWhenCompleted: true`) and Combine (OpenCombine transcript) drop it.
    case debounceCompletion
    /// Upstream completes while `throttle(latest: true)` holds a value: RxSwift and Combine emit it at the
    /// end of the window, then complete; ReactiveSwift drops it and completes at once.
    case throttleCompletion
    /// An error reaches `delay`: RxSwift and ReactiveSwift deliver it at once (dropping values still in
    /// flight); Combine delays it like any other event.
    case delayedError
    /// A `zip` input completes before the other: ReactiveSwift and Combine complete as soon as the
    /// completed input has no buffered value left (at once if it has none); RxSwift completes only when
    /// every input has completed (push transcript `zip`: completed at 280, when b completes).
    case zipCompletion
    /// A `combineLatest` input completes without a value: RxSwift then completes as soon as another input
    /// sends (nothing can ever be combined; its `CombineLatestSink.next`); ReactiveSwift and Combine wait
    /// until every input has completed.
    case combineLatestCompletion
    /// Events of different sources at the same virtual instant can arrive in a different order: RxSwift's
    /// `throttle` forwards a value after a quiet window synchronously while ReactiveSwift and Combine hop
    /// through the scheduler, and Combine's `prepend` subscribes its upstream only when demand arrives
    /// (after its sibling in `combineLatest` has subscribed). Likewise several values entering `throttle` at
    /// one instant (a `startWith` burst): RxSwift forwards the first at once and the last at the window's
    /// end; ReactiveSwift and Combine forward only the last, through the scheduler. Several events entering
    /// `delay` at one instant: RxSwift's one-at-a-time drain sends the later ones a test-scheduler tick after
    /// the first (its processing delay); ReactiveSwift and Combine send them all at the same instant. The
    /// generator leaves throttle and startWith out of the cases where sources tie; a burst into `throttle`
    /// or `delay` is found at run time and compared only before it.
    case sameInstantOrder

    /// One line for reports.
    public var summary: String {
        switch self {
        case .debounceCompletion: "debounce + completion with a pending value (push emits it; pull, pubsub drop it)"
        case .throttleCompletion: "throttle + completion with a pending value (push, pubsub emit it at window end; pull drops it)"
        case .delayedError: "delay + error (push, pull deliver at once; pubsub delays it)"
        case .sameInstantOrder: "simultaneous events of different sources, or a burst into throttle or delay (order or tick differs)"
        case .zipCompletion: "zip input completes first (pull, pubsub complete once it is drained; push when all complete)"
        case .combineLatestCompletion:
            "combineLatest input completes empty (push completes at the next value; pull, pubsub when all complete)"
        }
    }

    /// The earliest time at which a documented difference can show for this chain, given the events
    /// entering each tapped step (`inputs`) and the second input of each `zip` (`others`), by step index.
    static func earliest(
        in chain: [ChainStep], inputs: [Int: [CrossEvent]], others: [Int: [CrossEvent]]
    ) -> (kind: StyleDifference, time: Int64)? {
        var found: (kind: StyleDifference, time: Int64)?
        func note(_ kind: StyleDifference, _ time: Int64) {
            if found == nil || time < found!.time { found = (kind, time) }
        }
        for (index, step) in chain.enumerated() {
            let events = inputs[index] ?? []
            switch step {
            case .debounce(let frames):
                if let time = terminalWithRecentValue(
                    events, window: ChainStep.nanoseconds(frames),
                    completionOnly: true)
                {
                    note(.debounceCompletion, time)
                }
            case .throttle(let frames):
                let valueTimes = events.filter { $0.notification.value != nil }.map(\.time)
                if let burst = zip(valueTimes, valueTimes.dropFirst()).first(where: { $0 == $1 }) {
                    note(.sameInstantOrder, burst.0)
                }
                if let time = throttleTerminatesWhilePending(events, window: ChainStep.nanoseconds(frames)) {
                    note(.throttleCompletion, time)
                }
            case .delay:
                let times = events.map(\.time)
                if let burst = zip(times, times.dropFirst()).first(where: { $0 == $1 }) {
                    note(.sameInstantOrder, burst.0)
                }
                if let failure = events.first(where: { if case .error = $0.notification { true } else { false } }) {
                    note(.delayedError, failure.time)
                }
            case .zip:
                if let time = zipCompletesBuffered(events, others[index] ?? []) { note(.zipCompletion, time) }
            case .combineLatest:
                let times = [events, others[index] ?? []].compactMap(completionWithoutValue)
                if let time = times.min() { note(.combineLatestCompletion, time) }
            default:
                break
            }
        }
        return found
    }

    /// The time of a terminal event that came within `window` of a value (a value may still be pending).
    private static func terminalWithRecentValue(_ events: [CrossEvent], window: Int64, completionOnly: Bool) -> Int64? {
        guard let last = events.last, last.notification.isTerminal else { return nil }
        if completionOnly, case .error = last.notification { return nil }
        let recent = events.contains { $0.notification.value != nil && last.time - $0.time <= window }
        return recent ? last.time : nil
    }

    /// The time a terminal event reaches `throttle` while a value waits for the end of a window.
    ///
    /// The model is the one all three originals share before termination: a value after a quiet
    /// window goes out at once, a value inside a window waits for its end, a window starts at each
    /// emission. A value that goes out at once is not pending, even if the termination comes in the
    /// same instant (ReactiveSwift schedules that value before the termination).
    static func throttleTerminatesWhilePending(_ events: [CrossEvent], window: Int64) -> Int64? {
        var lastEmission: Int64?
        var pendingDue: Int64?
        for event in events {
            if let due = pendingDue, due <= event.time {
                lastEmission = due
                pendingDue = nil
            }
            if event.notification.isTerminal { return pendingDue == nil ? nil : event.time }
            guard pendingDue == nil else { continue }
            let due = lastEmission.map { Swift.max($0 + window, event.time) } ?? event.time
            if due == event.time { lastEmission = event.time } else { pendingDue = due }
        }
        return nil
    }

    /// The time an input completes without having sent a value, if it does.
    private static func completionWithoutValue(_ events: [CrossEvent]) -> Int64? {
        guard let first = events.first, case .completed = first.notification else { return nil }
        return first.time
    }

    /// The time the first `zip` input completes (from then on RxSwift waits for the others).
    private static func zipCompletesBuffered(_ left: [CrossEvent], _ right: [CrossEvent]) -> Int64? {
        let completions = (left + right).filter { if case .completed = $0.notification { true } else { false } }
        return completions.map(\.time).min()
    }
}
