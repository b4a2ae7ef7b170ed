import Foundation
import PushStreams
import PushStreamsTest
import TestReporting
import XCTest

/// The one error type the tests use.
enum TestError: Error, Equatable {
    case boom
    case other
}

/// A test case that checks `Resources.total` is back at its starting value after every test.
class PushTestCase: CookbookTestCase {
    private var resourcesAtStart: Int32 = 0

    override func setUp() {
        super.setUp()
        resourcesAtStart = Resources.total
    }

    override func tearDown() {
        assertResourcesReturn(to: resourcesAtStart)
        super.tearDown()
    }
}

/// Asserts that `Resources.total` returns to `start`, letting queued dispatch work finish for up to `within` seconds.
func assertResourcesReturn(
    to start: Int32, within: TimeInterval = 1, file: StaticString = #filePath, line: UInt = #line
) {
    settleQueuedWork(within: within) { Resources.total == start }
    XCTAssertEqual(
        Resources.total, start,
        "Expected Resources.total to return to \(start) after the test, but it is \(Resources.total): "
            + "a subscription or disposable is still alive. Dispose every subscription (or let it terminate).",
        file: file, line: line
    )
}

// MARK: Canonical transcript formatting (our own, matching the transcript's conventions)

/// The canonical name of an error in transcripts.
func errorName(_ error: Error) -> String {
    if let test = error as? TestError { return test == .boom ? "TestError" : "TestError.other" }
    if let rx = error as? RxError {
        switch rx {
        case .unknown: return "RxError.unknown"
        case .disposed: return "RxError.disposed"
        case .overflow: return "RxError.overflow"
        case .argumentOutOfRange: return "RxError.argumentOutOfRange"
        case .noElements: return "RxError.noElements"
        case .moreThanOneElement: return "RxError.moreThanOneElement"
        case .timeout: return "RxError.timeout"
        }
    }
    return "Other(\(type(of: error)))"
}

/// A value as the transcripts print it.
func transcriptValue(_ value: Any) -> String {
    if let event = value as? Event<Int> { return transcriptEvent(event) }
    if let event = value as? Event<String> { return transcriptEvent(event) }
    if let array = value as? [Int] { return "[" + array.map(String.init).joined(separator: ",") + "]" }
    return String(describing: value)
}

/// `next(3)`, `error(TestError)`, `completed`.
func transcriptEvent<T>(_ event: Event<T>) -> String {
    switch event {
    case let .next(value): return "next(\(transcriptValue(value)))"
    case let .error(error): return "error(\(errorName(error)))"
    case .completed: return "completed"
    }
}

/// `210:next(3)` lines.
func lines<T>(_ records: [Recorded<Event<T>>], prefix: String = "") -> [String] {
    records.map { "\(prefix)\($0.time):\(transcriptEvent($0.value))" }
}

/// `sub(200,1000)` / `sub(200,inf)` lines.
func lines(_ subscriptions: [Subscription], prefix: String = "") -> [String] {
    subscriptions.map {
        "\(prefix)sub(\($0.subscribe),\($0.unsubscribe == Int.max ? "inf" : String($0.unsubscribe)))"
    }
}

/// Records events of synchronous scenarios as lines.
final class EventLog {
    var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
    func observer<T>(_ name: String) -> AnyObserver<T> {
        AnyObserver { [unowned self] event in self.add("\(name):\(transcriptEvent(event))") }
    }
}

/// `value(…)` or `throws(…)` for a throwing call.
func outcome<T>(_ body: () throws -> T) -> String {
    do {
        let value = try body()
        if let optional = value as? Int? { return "value(\(optional.map(String.init) ?? "nil"))" }
        return "value(\(transcriptValue(value)))"
    } catch {
        return "throws(\(errorName(error)))"
    }
}

/// Asserts that `actual` equals the transcript of `scenario`, showing the first differing line (under
/// XCTest or Swift Testing, whichever runs the test).
func assertGolden(
    _ scenario: String, _ actual: [String],
    fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    guard let expected = Golden.scenarios[scenario] else {
        return reportTestFailure("No transcript named \(scenario)", fileID: fileID, filePath: file, line: line, column: column)
    }
    let actual = zip(actual, expected).map { withinRealTimeSlack($0, of: $1) ? $1 : $0 } + actual.dropFirst(expected.count)
    guard actual != expected else { return }
    let index =
        zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(actual.count, expected.count)
    reportTestFailure(
        "Scenario \(scenario) differs from the transcript at line \(index): expected "
            + "\(index < expected.count ? expected[index] : "<end>"), got \(index < actual.count ? actual[index] : "<end>").\n"
            + "expected:\n  " + expected.joined(separator: "\n  ") + "\nactual:\n  " + actual.joined(separator: "\n  "),
        fileID: fileID, filePath: file, line: line, column: column
    )
}

/// Runs each `scenario` and asserts it equals the transcript of that name (``assertGolden``), in order: a
/// failure names its scenario, and `Resources.total` must return to where it stood after each one, as
/// ``PushTestCase`` checks after a test.
func assertGoldenScenarios(
    _ scenarios: KeyValuePairs<String, () -> [String]>,
    fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    for (name, scenario) in scenarios {
        let start = Resources.total
        assertGolden(name, scenario(), fileID: fileID, file: file, line: line, column: column)
        assertResourcesReturn(to: start, file: file, line: line)
    }
}

/// Whether `actual` is the transcript line `expected` but for a real-time bucket (`after ~0.1s`) that
/// came out at most 0.15 s late: a wait may overrun a little, but it may never end early, and an instant
/// one (`after ~0.0s`) must stay instant. The timed scenarios run alone, one wait after another, as the
/// scenario programs did (see `BlockingConformanceTimeoutTests`).
func withinRealTimeSlack(_ actual: String, of expected: String) -> Bool {
    func split(_ line: String) -> (head: Substring, seconds: Double)? {
        guard line.hasSuffix("s"), let marker = line.range(of: " after ~", options: .backwards),
            let seconds = Double(line[marker.upperBound...].dropLast())
        else { return nil }
        return (line[..<marker.upperBound], seconds)
    }
    guard let measured = split(actual), let pinned = split(expected), measured.head == pinned.head else { return false }
    if pinned.seconds == 0 { return measured.seconds == 0 }
    return measured.seconds >= pinned.seconds - 0.05 && measured.seconds <= pinned.seconds + 0.15
}

extension TestScheduler {
    /// One subscription window of a scenario: subscribes `observer` to `source` at `start` and disposes that
    /// subscription at `end` (`nil`: left open, for the caller to dispose through the returned disposable).
    @discardableResult
    func subscribe<Element>(
        _ observer: TestableObserver<Element>, to source: Observable<Element>, from start: TestTime, until end: TestTime? = nil
    ) -> Disposable {
        let subscription = SerialDisposable()
        scheduleAt(start) { subscription.disposable = source.subscribe(observer) }
        if let end { scheduleAt(end) { subscription.dispose() } }
        return subscription
    }
}
