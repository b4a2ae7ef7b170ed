import Marbles
import Scheduling

/// Records notifications with the shared clock's time: the harness's output recorder.
///
/// Not in any original (each style has its own recorder; this one is style-neutral so three styles'
/// outputs compare directly). Everything runs on the thread that drives the clock.
final class EventLog {
    let clock: VirtualClock
    private(set) var events: [CrossEvent] = []

    init(clock: VirtualClock) {
        self.clock = clock
    }

    func record(_ notification: MarbleNotification<Int, CrossFailure>) {
        events.append(CrossEvent(time: clock.now, notification: notification, frameDuration: CrossCase.frameNanoseconds))
    }
}

/// What one style's pipeline for a case left behind: its output, the taps before sensitive steps,
/// and how to cancel it.
final class StartedRun {
    let output: EventLog
    /// Events entering each step that a ``StyleDifference`` depends on, by step index.
    var stepInputs: [Int: EventLog] = [:]
    /// Events of the second input of a `zip` step (and, in the push run, of a `combineLatest` step), by step index.
    var stepOthers: [Int: EventLog] = [:]
    var cancel: () -> Void = {}

    init(output: EventLog) {
        self.output = output
    }
}

/// The `Int`-valued marble notifications every style maps its events to.
typealias CrossNotification = MarbleNotification<Int, CrossFailure>

extension StartedRun {
    /// Whether a tap goes before step `index` (the steps whose per-style differences depend on their input).
    static func taps(_ step: ChainStep) -> Bool {
        switch step {
        case .debounce, .throttle, .delay, .zip, .combineLatest: true
        default: false
        }
    }

    /// Starts `testCase` in one style: applies its chain to input 0 one step at a time with `step`,
    /// first tapping (with `tap`, into a new log kept in ``stepInputs``) the input of each step a
    /// ``StyleDifference`` depends on, then subscribes the result with `subscribe`, which records
    /// into the run's output and returns how to cancel.
    static func start<Stream>(
        _ testCase: CrossCase, clock: VirtualClock, input: (Int) throws -> Stream,
        tap: (Stream, EventLog) -> Stream, step: (StartedRun, Stream, Int, ChainStep) throws -> Stream,
        subscribe: (Stream, EventLog) -> () -> Void
    ) throws -> StartedRun {
        let run = StartedRun(output: EventLog(clock: clock))
        var stream = try input(0)
        for (index, chainStep) in testCase.chain.enumerated() {
            if taps(chainStep) {
                let log = EventLog(clock: clock)
                run.stepInputs[index] = log
                stream = tap(stream, log)
            }
            stream = try step(run, stream, index, chainStep)
        }
        run.cancel = subscribe(stream, run.output)
        return run
    }

    /// A new log for the second input of step `index` (a `zip`, or the push run's `combineLatest`),
    /// kept in ``stepOthers``.
    func otherInputLog(forStep index: Int) -> EventLog {
        let log = EventLog(clock: output.clock)
        stepOthers[index] = log
        return log
    }
}
