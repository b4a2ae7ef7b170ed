import Marbles
import PushStreams
import TestReporting

/// Asserts that two recorded event lists are equal, failing with an aligned marble diff.
///
/// Same as RxTest's overload; ours also fails under Swift Testing (RxTest's only under XCTest), and its
/// message is ``RecordedDiff/events(expected:actual:values:)`` (`lhs` is read as recorded, `rhs` as expected)
/// followed by both arrays. Every overload here also takes the caller's `fileID` and `column` (for Swift
/// Testing's issue location); RxTest's take only `file` and `line`, which stay first so copied calls compile.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Recorded<Event<T>>], _ rhs: [Recorded<Event<T>>],
    file: StaticString = #filePath, line: UInt = #line,
    fileID: StaticString = #fileID, column: UInt = #column
) {
    guard let diff = RecordedDiff.events(expected: rhs, actual: lhs) else { return }
    reportTestFailure(diff + "\n" + arrays(lhs, rhs), fileID: fileID, filePath: file, line: line, column: column)
}

/// Asserts that two event lists are equal, failing with an aligned marble diff (one frame per event).
///
/// Same as RxTest's overload.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Event<T>], _ rhs: [Event<T>], file: StaticString = #filePath, line: UInt = #line,
    fileID: StaticString = #fileID, column: UInt = #column
) {
    assertEqualEvents(lhs, rhs, as: { $0 }, file, line, fileID, column)
}

/// Asserts that two lists of `Single` results are equal (failures compare by description).
///
/// Same as RxTest's `[SingleEvent<T>]` overload; the message is the marble diff with `success`/`failure` words.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [SingleEvent<T>], _ rhs: [SingleEvent<T>], file: StaticString = #filePath, line: UInt = #line,
    fileID: StaticString = #fileID, column: UInt = #column
) {
    assertEqualEvents(lhs, rhs, as: singleAsEvent, vocabulary: singleVocabulary, file, line, fileID, column)
}

/// Asserts that two lists of recorded `Single` results are equal (failures compare by description).
///
/// Same as RxTest's `[Recorded<SingleEvent<T>>]` overload; the message is the recorded-events marble diff.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Recorded<SingleEvent<T>>], _ rhs: [Recorded<SingleEvent<T>>],
    file: StaticString = #filePath, line: UInt = #line,
    fileID: StaticString = #fileID, column: UInt = #column
) {
    func events(_ list: [Recorded<SingleEvent<T>>]) -> [Recorded<Event<T>>] {
        list.map { Recorded(time: $0.time, value: singleAsEvent($0.value)) }
    }
    guard let diff = RecordedDiff.events(expected: events(rhs), actual: events(lhs)) else { return }
    reportTestFailure(diff + "\n" + arrays(lhs, rhs), fileID: fileID, filePath: file, line: line, column: column)
}

/// Asserts that two lists of `Maybe` events are equal (errors compare by description).
///
/// Same as RxTest's `[MaybeEvent<T>]` overload; the message is the marble diff (`success` as a value).
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [MaybeEvent<T>], _ rhs: [MaybeEvent<T>], file: StaticString = #filePath, line: UInt = #line,
    fileID: StaticString = #fileID, column: UInt = #column
) {
    assertEqualEvents(lhs, rhs, as: maybeAsEvent, vocabulary: maybeVocabulary, file, line, fileID, column)
}

/// Asserts that two lists of `Completable` events are equal (errors compare by description).
///
/// Same as RxTest's `[CompletableEvent]` overload; the message is the marble diff.
public func XCTAssertEqual(
    _ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #filePath, line: UInt = #line,
    fileID: StaticString = #fileID, column: UInt = #column
) {
    assertEqualEvents(lhs, rhs, as: completableAsEvent, file, line, fileID, column)
}

/// Asserts that the `next` elements of `stream` are `elements` (terminal events are ignored).
///
/// Same as RxTest's `XCTAssertRecordedElements(_:_:)`.
public func XCTAssertRecordedElements<T: Equatable>(
    _ stream: [Recorded<Event<T>>], _ elements: [T], file: StaticString = #filePath, line: UInt = #line,
    fileID: StaticString = #fileID, column: UInt = #column
) {
    let recorded = stream.compactMap { $0.value.element }
    guard recorded != elements else { return }
    reportTestFailure(
        "Expected the elements \(elements), but recorded \(recorded) (terminal events are not compared).",
        fileID: fileID, filePath: file, line: line, column: column
    )
}

/// `success` as `next`, `failure` as `error`, so `Single` results share the event diff.
private func singleAsEvent<T>(_ result: SingleEvent<T>) -> Event<T> {
    switch result {
    case let .success(value): return .next(value)
    case let .failure(error): return .error(error)
    }
}

/// The words for `Single` results in messages.
private let singleVocabulary = MarbleVocabulary(value: "success", error: "failure", completed: "completed")

/// The event-list overloads' one body: compares `lhs` and `rhs` as events (`asEvent`) and reports the marble diff
/// in `vocabulary`'s words, then both arrays in full.
private func assertEqualEvents<Value, T: Equatable>(
    _ lhs: [Value], _ rhs: [Value], as asEvent: (Value) -> Event<T>, vocabulary: MarbleVocabulary = .push,
    _ file: StaticString, _ line: UInt, _ fileID: StaticString, _ column: UInt
) {
    guard let diff = RecordedDiff.events(expected: rhs.map(asEvent), actual: lhs.map(asEvent), vocabulary: vocabulary) else {
        return
    }
    reportTestFailure(diff + "\n" + arrays(lhs, rhs), fileID: fileID, filePath: file, line: line, column: column)
}

/// Both arrays in full, after the diff (what RxTest prints).
private func arrays<Value>(_ lhs: [Value], _ rhs: [Value]) -> String {
    "  expected (\(rhs.count)): \(rhs)\n  recorded (\(lhs.count)): \(lhs)"
}

/// `success` as `next`, so `Maybe` events share the event diff.
private func maybeAsEvent<T>(_ event: MaybeEvent<T>) -> Event<T> {
    switch event {
    case let .success(value): return .next(value)
    case let .error(error): return .error(error)
    case .completed: return .completed
    }
}

/// The words for `Maybe` events in messages.
private let maybeVocabulary = MarbleVocabulary(value: "success", error: "error", completed: "completed")

/// A completable's event as an event of an equatable element type (it has no elements), for the diff.
private func completableAsEvent(_ event: CompletableEvent) -> Event<Int> {
    switch event {
    case let .error(error): return .error(error)
    case .completed: return .completed
    }
}
