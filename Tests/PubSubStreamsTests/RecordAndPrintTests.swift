import Foundation
import PubSubStreams
import PubSubStreamsTest
import XCTest

/// `Record`, `print(_:to:)` and `breakpoint`, checked against OpenCombine 0.14.0's `RecordTests`,
/// `PrintTests` and `BreakpointTests` (which match Combine).
final class RecordAndPrintTests: PubSubTestCase {
    func testRecord_ReplaysItsValuesOnDemandThenTheCompletionWithoutDemand() {
        let record = Record<Int, TestError> { recording in
            recording.receive(1)
            recording.receive(2)
            recording.receive(completion: .failure(.boom))
        }
        let recorder = EventRecorder<Int, TestError>(initial: .max(1), demand: .none)
        record.subscribe(recorder)
        XCTAssertEqual(recorder.events, ["subscription([1, 2])", "value(1)"])
        recorder.subscription?.request(.max(1))
        XCTAssertEqual(recorder.events, ["subscription([1, 2])", "value(1)", "value(2)", "failure(\(TestError.boom))"])
        XCTAssertEqual(recorder.subscription.map { "\($0)" }, "Cancelled Events")
        recorder.release()

        let empty = EventRecorder<Int, TestError>(initial: .none)
        Record<Int, TestError>(output: [], completion: .finished).subscribe(empty)
        XCTAssertEqual(empty.events, ["subscription(Empty)", "finished"])
        empty.release()
    }

    func testRecord_RecordingAfterTheCompletionIsReportedAndIgnored() {
        var recording = Record<Int, Never>.Recording()
        recording.receive(1)
        recording.receive(completion: .finished)
        let messages = captureReportedIssues {
            recording.receive(2)
            recording.receive(completion: .finished)
        }
        XCTAssertEqual(messages.count, 2)
        XCTAssertEqual(recording.output, [1])
    }

    func testRecord_EncodesAsCombineDoes() throws {
        let record = Record<Int, Never>(output: [1, 2], completion: .finished)
        let json = String(decoding: try JSONEncoder.sorted.encode(record), as: UTF8.self)
        XCTAssertEqual(json, #"{"recording":{"completion":{"success":true},"output":[1,2]}}"#)
        let decoded = try JSONDecoder().decode(Record<Int, Never>.self, from: Data(json.utf8))
        XCTAssertEqual(decoded.recording.output, [1, 2])
    }

    func testPrint_LogsEveryEventWithItsPrefix() {
        final class Lines: TextOutputStream {
            var text = ""
            func write(_ string: String) { text += string }
        }
        let lines = Lines()
        let upstream = PassthroughSubject<Int, TestError>()
        let recorder = EventRecorder<Int, TestError>(initial: .max(2), demand: .max(1))
        upstream.print("p", to: lines).subscribe(recorder)
        upstream.send(7)
        upstream.send(completion: .failure(.boom))
        XCTAssertEqual(
            lines.text,
            """
            p: receive subscription: (PassthroughSubject)
            p: request max: (2)
            p: receive value: (7)
            p: request max: (1) (synchronous)
            p: receive error: (\(TestError.boom))

            """)
        XCTAssertEqual(recorder.events, ["subscription(Print)", "value(7)", "failure(\(TestError.boom))"])
        recorder.release()
    }

    func testBreakpoint_PassesEverythingThroughWhenNoClosureSaysStop() {
        let upstream = ManualUpstream<Int, TestError>()
        let recorder = EventRecorder<Int, TestError>(demand: .max(1))
        upstream.breakpoint(receiveOutput: { $0 > 100 }).subscribe(recorder)
        upstream.sendSubscription()
        XCTAssertEqual(upstream.send(1), .max(1))
        upstream.send(completion: .finished)
        XCTAssertEqual(recorder.events, ["subscription(RecordingSubscription)", "value(1)", "finished"])
        release(upstream, recorder)
    }
}

extension JSONEncoder {
    fileprivate static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }
}
