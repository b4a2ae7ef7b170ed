import Marbles
import Scheduling

/// Runs a scenario on several styles at once, on one virtual clock, and compares each style's
/// output with the expected marble line.
enum ScenarioRunner {
    static func report(_ scenario: Scenario, styles: [Style]) -> ScenarioReport {
        let clock = VirtualClock()
        var recorders: [Style: TimelineRecorder] = [:]
        var keepAlive: [Any] = []
        var setupFailures: [Style: String] = [:]
        for style in styles {
            let recorder = TimelineRecorder(clock: clock)
            recorders[style] = recorder
            do {
                keepAlive += try scenario.wire(style, clock, recorder)
            } catch {
                setupFailures[style] = "\(error)"
            }
        }
        var runFailure: String?
        do {
            if scenario.drivesAsync {
                try AsyncWiring.advance(clock, to: Scenario.frameDuration * 40)
            } else {
                try clock.advance(to: Scenario.frameDuration * 40)
            }
        } catch {
            runFailure = "\(error)"
        }
        for recorder in recorders.values { recorder.closed = true }
        keepAlive.removeAll()

        let lines = styles.map { style -> StyleLine in
            let legend = scenario.legend(style)
            let events = recorders[style]?.events ?? []
            let endFrame =
                (try? MarbleDiagram<String, String>(
                    parsing: scenario.expected, values: legend, error: "error", frameDuration: Scenario.frameDuration
                ))?.endFrame
            let line = render(events, legend: legend, endFrame: endFrame)
            if let failure = setupFailures[style] ?? runFailure {
                return StyleLine(style: style, line: line, extracted: nil, failure: failure, events: events)
            }
            var failure: String?
            do {
                let expected = try MarbleDiagram<String, String>(
                    parsing: scenario.expected, values: legend, error: "error", frameDuration: Scenario.frameDuration
                )
                failure = MarbleDiff.events(
                    expected: expected.events.map(stripErrorDetail), actual: events.map(stripErrorDetail), values: legend
                )
            } catch {
                failure = "the scenario's expected line does not parse: \(error)"
            }
            var extracted: String?
            if let extract = scenario.extract {
                do { extracted = try extract(style) } catch { extracted = "threw \(error)" }
                if failure == nil, extracted != scenario.expectedExtracted {
                    failure = "expected the first value \(scenario.expectedExtracted ?? "-"), got \(extracted ?? "nothing")"
                }
            }
            return StyleLine(style: style, line: line, extracted: extracted, failure: failure, events: events)
        }
        return ScenarioReport(scenario: scenario, lines: lines)
    }

    /// Draws recorded events with the scenario's legend, one column per frame.
    static func render(_ events: [TimelineEvent], legend: [String: String], endFrame: Int? = nil) -> String {
        MarbleRenderer.render(events, values: legend, describe: { "?\($0)" }, endFrame: endFrame)
    }

    /// Marble lines show an error as `#`; the error's text is compared through the blocking value.
    private static func stripErrorDetail(_ event: TimelineEvent) -> TimelineEvent {
        guard case .error = event.notification else { return event }
        return TimelineEvent(frame: event.frame, notification: .error("error"), frameDuration: Scenario.frameDuration)
    }
}
