import PubSubStreamsTest
import TestReporting
import XCTest

/// Base class of the pub-sub library tests: every test must leave `Resources.total` where it found it.
class PubSubTestCase: CookbookTestCase {
    private var leakCheck: LeakCheck?

    override func setUp() {
        super.setUp()
        // Contract misuse is a test failure here, never a trap (it traps only without a reporter, as Combine).
        installTestFailureReporting()
        leakCheck = LeakCheck()
    }

    override func tearDown() {
        leakCheck?.verify()
        leakCheck = nil
        super.tearDown()
    }
}

extension PubSubTestCase {
    /// Sends 1 into a subject through the scheduler-hopping operator `make` builds, cancels the subscriber
    /// while that value waits on the scheduler, runs the scheduler, and asserts that nothing arrived.
    func assertCancelDropsPendingValue<Failure: Error, P: Publisher>(
        _ failure: Failure.Type, file: StaticString = #filePath, line: UInt = #line,
        _ make: (PassthroughSubject<Int, Failure>, TestSchedulerOf<DispatchQueue>) -> P
    ) where P.Output == Int, P.Failure == Failure {
        let scheduler = DispatchQueue.test
        let subject = PassthroughSubject<Int, Failure>()
        let recorder = TestSubscriber<Int, Failure>()
        make(subject, scheduler).subscribe(recorder)
        subject.send(1)
        recorder.cancel()
        scheduler.run()
        XCTAssertEqual(recorder.values, [], "a cancelled subscriber got the pending value", file: file, line: line)
    }

    /// Cancels an `AnyCancellable` twice and asserts that its closure ran once.
    func assertAnyCancellableCancelRunsOnce(file: StaticString = #filePath, line: UInt = #line) {
        var runs = 0
        let cancellable = AnyCancellable { runs += 1 }
        cancellable.cancel()
        cancellable.cancel()
        XCTAssertEqual(runs, 1, "cancel ran the closure again", file: file, line: line)
    }

    /// Runs `cancel` (the downstream's) and asserts that `inner` was cancelled first, while `outer` had seen
    /// only `outerBefore`, and that then `outer` holds `outerBefore` and `inner` `innerBefore`, each plus one cancel.
    func assertCancelReachesInnerBeforeOuter(
        outer: RecordingSubscription, _ outerBefore: [String], inner: RecordingSubscription, _ innerBefore: [String],
        file: StaticString = #filePath, line: UInt = #line, cancel: () -> Void
    ) {
        var outerSeenAtInnerCancel: [String] = []
        inner.onCancel = { outerSeenAtInnerCancel = outer.history }
        cancel()
        XCTAssertEqual(outerSeenAtInnerCancel, outerBefore, "the inner is cancelled first", file: file, line: line)
        XCTAssertEqual(outer.history, outerBefore + ["cancel"], file: file, line: line)
        XCTAssertEqual(inner.history, innerBefore + ["cancel"], file: file, line: line)
    }
}

/// The error the tests and transcripts use.
enum TestError: Error, Equatable, CustomStringConvertible {
    case boom, other, timedOut

    var description: String {
        switch self {
        case .boom: return "TestError.boom"
        case .other: return "TestError.other"
        case .timedOut: return "TestError.timedOut"
        }
    }
}

/// `finished` / `failure(TestError.boom)`, as the transcripts print completions.
func fmt<E>(_ completion: Subscribers.Completion<E>) -> String {
    switch completion {
    case .finished: return "finished"
    case let .failure(error): return "failure(\(error))"
    }
}

/// `unlimited` / `max(3)`, as the transcripts print demand.
func fmt(_ demand: Subscribers.Demand) -> String {
    demand == .unlimited ? "unlimited" : "max(\(demand.max ?? 0))"
}

extension TestSubscriber {
    /// The completion as transcript text, or nil.
    var completionText: String? { completion.map(fmt) }
}
