import Foundation
import PullStreams
import PullStreamsTest
import Scheduling
import TestReporting
import Testing

/// The runaway guard (reported as a test issue, never a hang) and a Swift Testing view of the recorder.
extension PullSwiftTestingSuites {
    @Suite struct PullSwiftTestingTests {
        @Test func runawayRunIsReportedNotSpun() {
            let scheduler = TestScheduler(clock: VirtualClock(runawayLimit: 100))
            var ticks = 0
            let disposable = scheduler.schedule(after: .seconds(0), interval: .seconds(1)) { ticks += 1 }
            _ = TestRecorder<Int, Never>(scheduler: scheduler)  // installs the test-failure reporter
            withKnownIssue {
                scheduler.run()
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("A repeating action") }
            }
            #expect(ticks == 100)
            disposable?.dispose()
        }

        @Test func immediateSchedulerReportsRepeatingWork() {
            var ticks = 0
            _ = TestRecorder<Int, Never>(scheduler: TestScheduler())  // installs the test-failure reporter
            withKnownIssue {
                ImmediateDateScheduler().schedule(after: Date(), interval: .seconds(1), leeway: .seconds(0)) { ticks += 1 }
            }
            #expect(ticks == 1)
        }

        @Test func recorderWithExpect() {
            do {
                let scheduler = TestScheduler()
                let recorder = TestRecorder<String, Never>(scheduler: scheduler)
                let (text, input) = Signal<String, Never>.pipe()
                text.debounce(0.3, on: scheduler).observe(recorder.observer)
                input.send(value: "s")
                scheduler.advance(by: 0.1)
                input.send(value: "sw")
                scheduler.advance(by: 0.3)
                input.sendCompleted()
                scheduler.run()
                #expect(recorder.events == [.value(0.4, "sw"), .completed(0.4)])
            }
        }
    }
}

/// The Swift Testing suites of the pull style's test support, run one test at a time.
///
/// They share the pull lane and do not read the process-wide `Resources.total`: the suites that
/// do (`PullDeepChainTests`, `ConformanceBlockingTimeoutTests`) own the lane, and the XCTest
/// suites (which run one test at a time) check the counter after every test.
@Suite(.serialized, .sharesLanes(.pull)) struct PullSwiftTestingSuites {}
