import Foundation

/// Prints reports in an 80-column terminal; colour only when standard output is a terminal.
enum Output {
    static func print(_ report: ScenarioReport) {
        let scenario = report.scenario
        Swift.print("\(scenario.pattern.rawValue) / \(scenario.name)")
        Swift.print("  \(scenario.summary)")
        for input in scenario.inputs {
            Swift.print("  \(input.label.padding(toLength: 9, withPad: " ", startingAt: 0)) \(input.diagram)")
        }
        Swift.print("  \("expected".padding(toLength: 9, withPad: " ", startingAt: 0)) \(scenario.expected)")
        for entry in report.lines {
            let mark = entry.matches ? Terminal.green("ok") : Terminal.red("DIFFERS")
            let extracted = entry.extracted.map { "  first() = \($0)" } ?? ""
            Swift.print("  \(entry.style.label)   \(entry.line)\(extracted)   \(mark)")
            if let failure = entry.failure {
                for line in failure.split(separator: "\n", omittingEmptySubsequences: false) {
                    Swift.print("      \(line)")
                }
            }
        }
        let keys = Set(Style.allCases.flatMap { scenario.legend($0).keys }).sorted()
        for key in keys {
            let values = Style.allCases.map { (style: $0, value: scenario.legend($0)[key] ?? "") }
            if Set(values.map(\.value)).count == 1 {
                Swift.print("  \(key) = \"\(values[0].value)\"")
            } else {
                for (index, entry) in values.enumerated() {
                    let lead = index == 0 ? "\(key) =" : "   "
                    Swift.print("  \(lead) \"\(entry.value)\" (\(entry.style.rawValue))")
                }
            }
        }
        let verdict =
            report.lines.count == 1
            ? (report.allAgree ? "matches the expected line" : "DIFFERS from the expected line")
            : (report.allAgree ? "all styles agree" : "STYLES DISAGREE")
        Swift.print("  → \(verdict)\n")
    }
}
