import Foundation
import PullStreams
import PullStreamsTest
import Scheduling
import Testing

/// Blocking on a producer driven by a `TestScheduler` from the thread that drives it fails fast.
extension PullSwiftTestingSuites {
    @Suite struct PullBlockingDeadlockTests {
        @Test func timeoutVariantsFailAtOnceWithTheExplanation() {
            do {
                let scheduler = TestScheduler()
                let delayed = SignalProducer<Int, TestError>(values: 1, 2).delay(1, on: scheduler)
                let started = Date()
                let results = [
                    delayed.first(timeout: 5).map(String.init(describing:)),
                    delayed.single(timeout: 5).map(String.init(describing:)),
                    delayed.last(timeout: 5).map(String.init(describing:)),
                    String(describing: delayed.wait(timeout: 5)),
                ]
                #expect(Date().timeIntervalSince(started) < 1)
                for result in results {
                    #expect(result?.contains("failure(A blocking call (first(), single(), last() or wait()) would wait forever") == true)
                }
                #expect(BlockingError<TestError>.wouldDeadlock("x").isTimeout == false)
                scheduler.run()
            }
        }

        @Test func plainVariantsReportAndReturnNil() {
            do {
                let scheduler = TestScheduler()
                _ = TestRecorder<Int, Never>(scheduler: scheduler)  // installs the test-failure reporter
                scheduler.advance(by: 1)
                let delayed = SignalProducer<Int, TestError>(value: 1).delay(1, on: scheduler)
                withKnownIssue {
                    #expect(delayed.first() == nil)
                } matching: { issue in
                    issue.comments.contains { $0.rawValue.contains("only this thread advances") }
                }
                withKnownIssue {
                    #expect((try? delayed.wait().get()) != nil)
                } matching: { issue in
                    issue.comments.contains { $0.rawValue.contains("The run was interrupted instead") }
                }
                scheduler.run()  // drops the delay's pending deliveries of the interrupted runs
            }
        }

        @Test func blockingInsideTheSchedulersOwnActionIsDetected() {
            do {
                let scheduler = TestScheduler(clock: VirtualClock())
                let other = TestScheduler()
                let result = Locked<String?>(nil)
                _ = other
                scheduler.schedule(after: .seconds(1)) {
                    let value = SignalProducer<Int, TestError>(value: 1).delay(1, on: scheduler).first(timeout: 5)
                    result.withLock { $0 = value.map(String.init(describing:)) }
                }
                scheduler.advance(by: .seconds(1))
                #expect(result.withLock { $0 }?.contains("would wait forever") == true)
                scheduler.run()
            }
        }

        @Test func anotherThreadBlocking_WhileThisOneAdvances_StillWorks() {
            do {
                let scheduler = TestScheduler()
                scheduler.advance(by: 1)  // this thread drives it
                let delayed = SignalProducer<Int, TestError>(values: 1, 2).delay(1, on: scheduler)
                let done = DispatchSemaphore(value: 0)
                let result = Locked<Int?>(nil)
                let box = UncheckedSendableBox(delayed)
                Thread {
                    let value = try? box.value.first(timeout: 5)?.get()
                    result.withLock { $0 = value }
                    done.signal()
                }.start()
                // Advance until the background run has scheduled its delayed values and received one.
                while done.wait(timeout: .now() + .milliseconds(1)) == .timedOut {
                    scheduler.advance(by: 1)
                }
                #expect(result.withLock { $0 } == 1)
                scheduler.run()
            }
        }

        @Test func decidedResultsAreNotAffected() throws {
            do {
                let scheduler = TestScheduler()
                let producer = SignalProducer<Int, TestError> { observer, lifetime in
                    lifetime += scheduler.schedule(after: .seconds(1)) {}
                    observer.send(value: 7)
                    observer.sendCompleted()
                }
                let first = try producer.first()?.get()
                let single = try producer.single(timeout: 1)?.get()
                #expect(first == 7)
                #expect(single == 7)
                scheduler.run()
            }
        }
    }
}
