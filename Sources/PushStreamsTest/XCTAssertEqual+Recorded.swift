import PushStreams
import TestReporting

/// Asserts that two recorded event lists are equal, failing with the first difference.
///
/// Same as RxTest's overload; ours also fails under Swift Testing (RxTest's only under XCTest).
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Recorded<Event<T>>], _ rhs: [Recorded<Event<T>>],
    file: StaticString = #filePath, line: UInt = #line
) {
    guard lhs != rhs else { return }
    reportTestFailure(recordedDifference(lhs, rhs), filePath: file, line: line)
}

/// Asserts that two event lists are equal, failing with the first difference.
///
/// Same as RxTest's overload.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Event<T>], _ rhs: [Event<T>], file: StaticString = #filePath, line: UInt = #line
) {
    guard lhs != rhs else { return }
    reportTestFailure(recordedDifference(lhs, rhs), filePath: file, line: line)
}

/// Asserts that the `next` elements of `stream` are `elements` (terminal events are ignored).
///
/// Same as RxTest's `XCTAssertRecordedElements(_:_:)`.
public func XCTAssertRecordedElements<T: Equatable>(
    _ stream: [Recorded<Event<T>>], _ elements: [T], file: StaticString = #filePath, line: UInt = #line
) {
    let recorded = stream.compactMap { $0.value.element }
    guard recorded != elements else { return }
    reportTestFailure(
        "Expected the elements \(elements), but recorded \(recorded) (terminal events are not compared).",
        filePath: file, line: line
    )
}

/// Builds the failure message for two lists: expected, recorded, and the first difference.
package func recordedDifference<Value: Equatable>(_ actual: [Value], _ expected: [Value]) -> String {
    let index = zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(actual.count, expected.count)
    let got: Value? = index < actual.count ? actual[index] : nil
    let want: Value? = index < expected.count ? expected[index] : nil
    let detail: String
    switch (got, want) {
    case let (got?, want?): detail = "expected \(want), but got \(got)"
    case let (got?, nil): detail = "nothing more was expected, but got \(got)"
    case let (nil, want?): detail = "expected \(want), but nothing more was recorded"
    default: detail = "no difference"
    }
    return "Recorded events differ at index \(index): \(detail).\n"
        + "  expected (\(expected.count)): \(expected)\n"
        + "  recorded (\(actual.count)): \(actual)"
}
