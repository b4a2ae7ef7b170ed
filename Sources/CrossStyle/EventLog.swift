import Marbles
import Scheduling

/// Records notifications with the shared clock's time: the harness's output recorder.
///
/// Not in any original (each style has its own recorder; this one is style-neutral so three styles'
/// outputs compare directly). Everything runs on the thread that drives the clock.
final class EventLog {
    private let clock: VirtualClock
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

    /// Applies `chain` to `input` one step at a time with `step`, first tapping (with `tap`, into a
    /// new log kept in ``stepInputs``) the input of each step a ``StyleDifference`` depends on.
    func build<Stream>(
        _ chain: [ChainStep], from input: Stream, clock: VirtualClock,
        tap: (Stream, EventLog) -> Stream, step: (Stream, Int, ChainStep) throws -> Stream
    ) rethrows -> Stream {
        var stream = input
        for (index, chainStep) in chain.enumerated() {
            if Self.taps(chainStep) {
                let log = EventLog(clock: clock)
                stepInputs[index] = log
                stream = tap(stream, log)
            }
            stream = try step(stream, index, chainStep)
        }
        return stream
    }
}
