import PubSubStreamsTest
import TestReporting
import XCTest

/// Asserts that a scenario printed exactly the golden transcript's lines, naming the first difference.
func assertGolden(
    _ lines: [String], _ scenario: String, replacing replacements: [String: String] = [:],
    fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let expected = Golden.lines(scenario).map { replacements[$0] ?? $0 }
    guard lines != expected else { return }
    let index = zip(lines, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(lines.count, expected.count)
    let got = index < lines.count ? lines[index] : "<nothing>"
    let want = index < expected.count ? expected[index] : "<nothing>"
    reportTestFailure(
        "\(scenario): expected \(expected.count) lines as in golden.txt, got \(lines.count). "
            + "First difference at line \(index + 1): expected \"\(want)\", got \"\(got)\".\n"
            + "Got:\n" + lines.joined(separator: "\n"),
        fileID: fileID, filePath: file, line: line, column: column
    )
}

/// `value(x)` or `threw(error)`, with `FirstValueError` in the transcript helper's short form.
func outcome<T>(_ body: () throws -> T) -> String {
    do {
        return "value(\(try body()))"
    } catch let error as FirstValueError {
        switch error {
        case let .timedOut(seconds): return "threw(FirstValueError.timedOut(\(seconds)))"
        case .finishedWithoutValue: return "threw(FirstValueError.finishedWithoutValue)"
        }
    } catch {
        return "threw(\(error))"
    }
}

/// The dispatch time `seconds` after the test scheduler's origin (uptime 1, where `DispatchQueue.test` starts).
func at(_ scheduler: TestSchedulerOf<DispatchQueue>, _ seconds: Double, _ body: @escaping () -> Void) {
    scheduler.schedule(after: DispatchQueueSchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)).advanced(by: .seconds(seconds)), body)
}
