import PullStreams
import PullStreamsTest
import XCTest

extension XCTestCase {
    /// Runs `scenario` with a fresh transcript, checking that it leaks no observation, and compares the
    /// transcript with the golden scenario `name` (recorded from ReactiveSwift).
    func assertGolden(
        _ name: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        _ scenario: (Transcript) -> Void
    ) {
        withLeakCheck(fileID: fileID, filePath: filePath, line: line) {
            let tr = Transcript()
            scenario(tr)
            XCTAssertEqual(tr.lines, Golden.lines(name), file: filePath, line: line)
        }
    }

    /// `assertGolden` in virtual time: the transcript stamps each line with the test scheduler's time.
    func assertGoldenInVirtualTime(
        _ name: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        _ scenario: (Transcript, TestScheduler) -> Void
    ) {
        withLeakCheck(fileID: fileID, filePath: filePath, line: line) {
            let s = TestScheduler()
            let tr = Transcript(s)
            scenario(tr, s)
            XCTAssertEqual(tr.lines, Golden.lines(name), file: filePath, line: line)
        }
    }
}

extension Signal.Observer {
    /// A timed script as one table: sends each value, then advances `scheduler` by the seconds after it.
    func send(_ steps: [(value: Value, then: TimeInterval)], advancing scheduler: TestScheduler) {
        for step in steps {
            send(value: step.value)
            scheduler.advance(by: step.then)
        }
    }
}
