import Foundation
import Marbles

/// Draws a scenario's recorded inputs and outputs as an SVG marble diagram: a time axis per
/// line, a circle with the key per value, a bar for completion, a cross for an error.
///
/// The output is deterministic (no dates, fixed number formatting), so committed pictures can be
/// compared with freshly drawn ones. Each picture carries its marble lines as text in `<desc>`,
/// which the pattern tests read to check that the pictures show what the tests assert.
enum MarblePictures {
    static let frameWidth = 16
    static let rowHeight = 44
    static let labelWidth = 72

    /// One drawn line: a label, its events and the keys to print in the circles.
    struct Row {
        let label: String
        let line: String
        let events: [TimelineEvent]
        let keys: [String: String]
    }

    /// The rows of a scenario's picture: each input, the expected line, then each style's recording.
    static func rows(_ report: ScenarioReport) -> [Row] {
        let scenario = report.scenario
        var rows: [Row] = []
        for input in scenario.inputs {
            let events = (try? Scenario.events(of: input.diagram, values: scenario.inputValues)) ?? []
            rows.append(Row(label: input.label, line: input.diagram, events: events, keys: reverse(scenario.inputValues)))
        }
        for entry in report.lines {
            rows.append(
                Row(label: entry.style.rawValue, line: entry.line, events: entry.events, keys: reverse(scenario.legend(entry.style))))
        }
        return rows
    }

    /// The SVG document for a scenario's report.
    static func svg(_ report: ScenarioReport) -> String {
        let rows = rows(report)
        let frames = max(rows.map { $0.line.count }.max() ?? 8, 8) + 1
        let width = labelWidth + frames * frameWidth + 16
        let height = rows.count * rowHeight + 36
        var out: [String] = []
        out.append(
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(width)" height="\##(height)" viewBox="0 0 \##(width) \##(height)" font-family="Menlo, monospace" font-size="12">"##
        )
        out.append("<title>\(escape(report.scenario.pattern.rawValue)): \(escape(report.scenario.name))</title>")
        out.append("<desc>")
        for row in rows { out.append("\(escape(row.label)) \(escape(row.line))") }
        out.append("</desc>")
        out.append(##"<rect width="100%" height="100%" fill="white"/>"##)
        out.append(##"<text x="8" y="18" font-weight="bold">\##(escape(report.scenario.name)) (one frame = 100 ms)</text>"##)
        for (index, row) in rows.enumerated() {
            let y = 36 + index * rowHeight + rowHeight / 2
            let end = labelWidth + frames * frameWidth
            out.append(##"<text x="8" y="\##(y + 4)">\##(escape(row.label))</text>"##)
            out.append(##"<line x1="\##(labelWidth)" y1="\##(y)" x2="\##(end)" y2="\##(y)" stroke="#555"/>"##)
            out.append(##"<path d="M\##(end) \##(y) l-8 -4 v8 z" fill="#555"/>"##)
            var stacked: [Int: Int] = [:]
            for event in row.events {
                let shift = stacked[event.frame, default: 0]
                stacked[event.frame] = shift + 1
                let x = labelWidth + event.frame * frameWidth + frameWidth / 2 + shift * 6
                switch event.notification {
                case let .value(value):
                    let key = row.keys[value] ?? "?"
                    out.append(##"<circle cx="\##(x)" cy="\##(y)" r="7" fill="#cde" stroke="#234"/>"##)
                    out.append(##"<text x="\##(x)" y="\##(y + 4)" text-anchor="middle">\##(escape(key))</text>"##)
                case .completed:
                    out.append(##"<line x1="\##(x)" y1="\##(y - 9)" x2="\##(x)" y2="\##(y + 9)" stroke="#234" stroke-width="2"/>"##)
                case .error:
                    out.append(
                        ##"<path d="M\##(x - 6) \##(y - 6) l12 12 M\##(x + 6) \##(y - 6) l-12 12" stroke="#a22" stroke-width="2"/>"##)
                }
            }
        }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    private static func reverse(_ values: [String: String]) -> [String: String] {
        var keys: [String: String] = [:]
        for (key, value) in values.sorted(by: { $0.key < $1.key }) where keys[value] == nil { keys[value] = key }
        return keys
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
