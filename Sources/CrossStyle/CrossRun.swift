import Marbles
import Scheduling

/// The outputs of one ``CrossCase`` in several styles, all run on one shared `VirtualClock`.
///
/// Not in any original. Each style's test scheduler is a view of the same clock (push's
/// `TestScheduler(clock:)`, pull's `TestScheduler(clock:)`, pub-sub's `DispatchQueue.test(clock:)`),
/// each style builds its chain from its own cold marble streams, all subscribe at time 0, and one
/// `run()` of the clock drives them all; equal times run first-in first-out, and the styles never
/// touch each other's streams, so running them together is the same as running them apart.
///
/// ```swift
/// let run = try CrossRun(CrossCase(inputs: ["-1-2|"], chain: [.map(multiplier: 10, offset: 0)]))
/// print(run.rendered(.pull))
/// // Prints: -(10)-(20)|
/// ```
public struct CrossRun: Sendable {
    /// The case that ran.
    public let testCase: CrossCase
    /// Each style's output, in the order received.
    public let outputs: [ReactiveStyle: [CrossEvent]]
    /// A problem the clock reported (a runaway run), `nil` when the run ended normally.
    public let clockProblem: String?
    /// The earliest point where a documented per-style difference can show, `nil` when none can.
    public let difference: (kind: StyleDifference, time: Int64)?

    /// Runs `testCase` in `styles` on one fresh clock until nothing is pending.
    /// - Parameters:
    ///   - testCase: the inputs and chain.
    ///   - styles: the styles to run (all three by default).
    /// - Throws: ``CrossCaseError`` when the case is malformed; nothing runs then.
    public init(_ testCase: CrossCase, styles: [ReactiveStyle] = ReactiveStyle.allCases) throws(CrossCaseError) {
        try testCase.validate()
        self.testCase = testCase
        let clock = VirtualClock(runawayLimit: 100_000)
        var started: [(ReactiveStyle, StartedRun)] = []
        for style in styles {
            do {
                let run: StartedRun
                switch style {
                case .push: run = try PushRunner.start(testCase, clock: clock)
                case .pull: run = try PullRunner.start(testCase, clock: clock)
                case .pubSub: run = try PubSubRunner.start(testCase, clock: clock)
                }
                started.append((style, run))
            } catch {
                throw .badInput(index: 0, problem: "\(error)")
            }
        }
        var problem: String?
        do {
            try clock.run()
        } catch {
            problem = "\(error)"
        }
        var outputs: [ReactiveStyle: [CrossEvent]] = [:]
        for (style, run) in started {
            outputs[style] = run.output.events
            run.cancel()
        }
        // Cancelling can schedule work: ReactiveSwift's `delay`, `debounce` and `throttle` deliver the
        // interruption on their scheduler, on its next turn. Letting the clock take that turn releases
        // it; left pending, it would keep the pull run alive (the logs hold the clock, the clock holds
        // the action, the action holds the run).
        try? clock.run()
        self.outputs = outputs
        clockProblem = problem
        // Each style's taps can be cut short by its own downstream (a `take` that completed disposes
        // upstream), so every style's view counts and the earliest point found wins.
        difference = started.compactMap { _, run in
            StyleDifference.earliest(
                in: testCase.chain, inputs: run.stepInputs.mapValues(\.events),
                others: run.stepOthers.mapValues(\.events))
        }.min { $0.time < $1.time }
    }

    /// The events of `style` that the comparison looks at: all of them, or those strictly before the
    /// point where a documented difference can show.
    public func compared(_ style: ReactiveStyle) -> [CrossEvent] {
        let events = outputs[style] ?? []
        guard let cut = difference?.time else { return events }
        return events.filter { $0.time < cut }
    }

    /// Whether every style that ran gives the same compared events (and the clock ended normally).
    public var agrees: Bool {
        guard clockProblem == nil else { return false }
        let all = outputs.keys.map { compared($0) }
        return all.allSatisfy { $0 == all.first }
    }

    /// `style`'s output as a marble line, values written out (multi-digit values in parentheses).
    public func rendered(_ style: ReactiveStyle) -> String {
        CrossRun.render(outputs[style] ?? [])
    }

    /// Draws events as a marble line: one column per frame, a value as its digit or `(12)`, a frame
    /// holding several events as `[a b]`; an event off the frame grid is marked with `~`.
    public static func render(_ events: [CrossEvent]) -> String {
        var text = ""
        var frame = 0
        var index = 0
        while index < events.count {
            let current = events[index].frame
            while frame < current {
                text += "-"
                frame += 1
            }
            var group: [String] = []
            while index < events.count, events[index].frame == current {
                let event = events[index]
                let offGrid = event.time % CrossCase.frameNanoseconds != 0 ? "~" : ""
                group.append(offGrid + symbol(event.notification))
                index += 1
            }
            text += group.count == 1 ? group[0] : "[" + group.joined(separator: " ") + "]"
            frame = current + 1
        }
        return text
    }

    private static func symbol(_ notification: CrossNotification) -> String {
        switch notification {
        case .value(let value): (0...9).contains(value) ? "\(value)" : "(\(value))"
        case .error(.boom): "#"
        case .error(.interrupted): "#interrupted"
        case .completed: "|"
        }
    }
}
