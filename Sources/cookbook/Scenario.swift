import Marbles
import Scheduling

/// One recorded event of a scenario, in frames of ``Scenario/frameDuration``.
typealias TimelineEvent = MarbleEvent<String, String>

/// A scenario: inputs as marbles, run through the same view model in each style on one clock.
struct Scenario {
    /// Every scenario's frame: 100 ms of virtual time.
    static let frameDuration: Int64 = 100_000_000

    let pattern: Pattern
    let name: String
    let summary: String
    /// Input lines (label, marble diagram with one-letter keys), hot, in frames of 100 ms.
    let inputs: [(label: String, diagram: String)]
    /// What each input key stands for.
    let inputValues: [String: String]
    /// The expected output as a marble line, with keys from ``legend``.
    let expected: String
    /// What each output key stands for, per style (the tap button fetches the style's own library).
    let legend: (Style) -> [String: String]
    /// Wires one style on the shared clock: builds its view model with test schedulers viewing
    /// `clock`, subscribes `recorder` to the output and schedules the inputs. Returns what must
    /// stay alive until the clock has run (view model, subscriptions).
    let wire: (_ style: Style, _ clock: VirtualClock, _ recorder: TimelineRecorder) throws -> [Any]
    /// The pattern's extracted value per style (blocking-first's `first()`), if it extracts one.
    var extract: ((Style) throws -> String)? = nil
    /// The expected extracted value.
    var expectedExtracted: String? = nil
    /// Whether the clock is driven through a `TestClock` (`await advance`), which waits for the tasks
    /// each action starts or wakes: the async patterns' scenarios.
    var drivesAsync = false

    /// An input diagram's events, to schedule on the clock.
    static func events(of diagram: String, values: [String: String]) throws -> [TimelineEvent] {
        try MarbleDiagram<String, String>(
            parsing: diagram, kind: .cold, values: values, error: "error", frameDuration: frameDuration
        ).events
    }
}

/// Records one style's output with the shared clock's time, as frames of 100 ms.
///
/// Frames are taken by flooring, so RxTest's one-tick processing delay (a tick is 1 ms here)
/// stays inside the frame it belongs to; a time less than a microsecond short of a frame boundary (the
/// pull style's `Date` arithmetic) counts as that frame (`MarbleTime.frame(ofTime:frameDuration:)`).
final class TimelineRecorder {
    private let clock: VirtualClock
    private(set) var events: [TimelineEvent] = []
    /// Set once the clock has run: what the teardown of the scenario sends is not recorded.
    var closed = false

    init(clock: VirtualClock) { self.clock = clock }

    private var frame: Int { MarbleTime.frame(ofTime: clock.now, frameDuration: Scenario.frameDuration) }

    func value(_ value: String) {
        if !closed { events.append(TimelineEvent(frame: frame, notification: .value(value), frameDuration: Scenario.frameDuration)) }
    }
    func error(_ error: Error) {
        if !closed { events.append(TimelineEvent(frame: frame, notification: .error("\(error)"), frameDuration: Scenario.frameDuration)) }
    }
    func completed() {
        if !closed { events.append(TimelineEvent(frame: frame, notification: .completed, frameDuration: Scenario.frameDuration)) }
    }
}

/// What one style produced for a scenario.
struct StyleLine {
    let style: Style
    let line: String
    let extracted: String?
    let failure: String?
    /// What the style's recorder recorded, for pictures.
    var events: [TimelineEvent] = []
    var matches: Bool { failure == nil }
}

/// The result of running one scenario on every requested style.
struct ScenarioReport {
    let scenario: Scenario
    let lines: [StyleLine]

    /// Whether every style produced the expected output.
    var allAgree: Bool { lines.allSatisfy(\.matches) }
}
