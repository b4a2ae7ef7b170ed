import Foundation
import PubSubStreamsTest
import Scheduling
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `RunLoop` and `OperationQueue` as schedulers, `values`, `Future.value` and `UIScheduler`, checked
/// against OpenCombine 0.14.0's FoundationTests and ConcurrencyTests and combine-schedulers 1.2.2's
/// `UISchedulerTests` (which pass on Combine). Real waits are a few milliseconds.
final class FoundationSchedulerAndAsyncTests: PubSubTestCase {
    func testRunLoopAndOperationQueueTime_AreDatesWithStridesInSeconds_EncodedAsTheirOneProperty() throws {
        let t1 = RunLoop.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 10_000))
        let t2 = RunLoop.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 10_431))
        XCTAssertEqual(t1.distance(to: t2).timeInterval, 431)
        XCTAssertEqual(t2.distance(to: t1).timeInterval, -431)
        XCTAssertEqual(t1.advanced(by: .seconds(-220)), RunLoop.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 9_780)))
        XCTAssertEqual(RunLoop.SchedulerTimeType.Stride.milliseconds(300).timeInterval, 0.3, accuracy: 1e-12)
        XCTAssertEqual(RunLoop.SchedulerTimeType.Stride.nanoseconds(1_000).timeInterval, 0.000001, accuracy: 1e-15)
        XCTAssertEqual((RunLoop.SchedulerTimeType.Stride(2) * 3.5).magnitude, 7)
        let encoder = JSONEncoder()
        let time = String(
            decoding: try encoder.encode(RunLoop.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 1024.75))),
            as: UTF8.self)
        XCTAssertEqual(time, #"{"date":1024.75}"#)
        let stride = String(decoding: try encoder.encode(OperationQueue.SchedulerTimeType.Stride.seconds(1024.5)), as: UTF8.self)
        XCTAssertEqual(stride, #"{"magnitude":1024.5}"#)
        let queueTime = OperationQueue.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 1))
        XCTAssertEqual(queueTime.advanced(by: .seconds(-1000)).date, Date(timeIntervalSinceReferenceDate: -999))
        XCTAssertEqual(RunLoop.main.minimumTolerance, .init(0))
        XCTAssertEqual(OperationQueue.main.now.date.timeIntervalSinceNow, 0, accuracy: 0.5)
    }

    func testRunLoopScheduler_RunsActionsOnlyWhileTheRunLoopRuns_RepeatingUntilCancelled() {
        let runLoop = RunLoop.current
        var events: [String] = []
        runLoop.schedule { events.append("now") }
        runLoop.schedule(after: runLoop.now.advanced(by: .milliseconds(4))) { events.append("later") }
        var ticks = 0
        let repeating = runLoop.schedule(after: runLoop.now.advanced(by: .milliseconds(1)), interval: .milliseconds(1)) {
            ticks += 1
        }
        XCTAssertEqual(events, [], "nothing runs before the run loop does")
        runLoop.run(until: Date() + 0.02)
        XCTAssertEqual(events, ["now", "later"])
        XCTAssertGreaterThanOrEqual(ticks, 2)
        repeating.cancel()
        let ticksAtCancel = ticks
        runLoop.run(until: Date() + 0.005)
        XCTAssertEqual(ticks, ticksAtCancel, "cancelled: the timer is invalidated")
    }

    func testOperationQueueScheduler_BlockOperationNow_TimedOperationsLater_OnePerTick() {
        let queue = OperationQueue()
        let counter = Locked(0)
        queue.schedule { counter.withLock { $0 += 1 } }
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(counter.withLock { $0 }, 1)
        let start = Date()
        queue.schedule(after: queue.now.advanced(by: .milliseconds(5))) { counter.withLock { $0 += 10 } }
        XCTAssertEqual(queue.operationCount, 1, "waiting in the queue, not ready yet")
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(counter.withLock { $0 }, 11)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.004)
        let ticks = Locked(0)
        let repeating = queue.schedule(after: queue.now, interval: .milliseconds(1)) { ticks.withLock { $0 += 1 } }
        while ticks.withLock({ $0 }) < 3 { Thread.sleep(forTimeInterval: 0.001) }
        repeating.cancel()
        queue.waitUntilAllOperationsAreFinished()
        let ticksAtCancel = ticks.withLock { $0 }
        Thread.sleep(forTimeInterval: 0.004)
        XCTAssertEqual(ticks.withLock { $0 }, ticksAtCancel, "cancelled: no further operation is added")
    }

    func testValues_OneRequestPerStep_TheFailureThrownOnce_ThenNil() async throws {
        let requests = Locked<[String]>([])
        let numbers = [1, 2, 3].publisher.handleEvents(receiveRequest: { demand in requests.withLock { $0.append(fmt(demand)) } })
        var iterator = numbers.values.makeAsyncIterator()
        XCTAssertEqual(requests.withLock { $0 }, [], "nothing is requested before the first step")
        var seen: [Int] = []
        while let value = await iterator.next() { seen.append(value) }
        XCTAssertEqual(seen, [1, 2, 3])
        XCTAssertEqual(requests.withLock { $0 }, ["max(1)", "max(1)", "max(1)"], "the sequence finishes with its last value")
        let failing = Fail<Int, TestError>(error: .boom).values.makeAsyncIterator()
        var failingIterator = failing
        do {
            _ = try await failingIterator.next()
            XCTFail("expected the failure")
        } catch {
            XCTAssertEqual(error as? TestError, .boom)
        }
        let afterFailure = try await failingIterator.next()
        XCTAssertNil(afterFailure, "the failure is thrown once")
    }

    func testFutureValue_AwaitsTheResult_ThrowsTheFailure() async {
        let ready = Future<Int, Never> { $0(.success(42)) }
        let value = await ready.value
        XCTAssertEqual(value, 42)
        let failing = Future<Int, TestError> { $0(.failure(.boom)) }
        do {
            _ = try await failing.value
            XCTFail("expected the failure")
        } catch {
            XCTAssertEqual(error as? TestError, .boom)
        }
    }

    func testTimerPublish_TicksOnlyOnceConnected_WithinDemand_ToleranceDropped() {
        let publisher = Timer.publish(every: 0.002, tolerance: 0.5, on: .current, in: .default)
        XCTAssertNil(publisher.tolerance, "Combine drops the tolerance given to publish")
        XCTAssertEqual(publisher.interval, 0.002)
        let ticks = Locked<[Date]>([])
        let subscriber = AnySubscriber<Date, Never>(
            receiveSubscription: { $0.request(.max(2)) },
            receiveValue: { date in
                ticks.withLock { $0.append(date) }
                return .none
            })
        publisher.subscribe(subscriber)
        RunLoop.current.run(until: Date() + 0.006)
        XCTAssertEqual(ticks.withLock { $0.count }, 0, "not connected: no ticks")
        let connection = publisher.connect()
        let deadline = Date() + 1
        while ticks.withLock({ $0.count }) < 2, Date() < deadline { RunLoop.current.run(until: Date() + 0.002) }
        RunLoop.current.run(until: Date() + 0.006)
        XCTAssertEqual(ticks.withLock { $0.count }, 2, "two ticks for a demand of two")
        connection.cancel()
    }

    func testFoundationTestSchedulers_StartAtTheEpoch_AdvanceInVirtualSeconds() {
        let runLoop = RunLoop.test
        XCTAssertEqual(runLoop.now.date, Date(timeIntervalSince1970: 0))
        var values: [Int] = []
        let c = Just(1).delay(for: .milliseconds(1500), scheduler: runLoop).sink { values.append($0) }
        runLoop.advance(by: 1)
        XCTAssertEqual(values, [])
        runLoop.advance(by: .milliseconds(500))
        XCTAssertEqual(values, [1])
        XCTAssertEqual(runLoop.now.date, Date(timeIntervalSince1970: 1.5))
        let queue = OperationQueue.test
        queue.advance(by: .microseconds(250))
        XCTAssertEqual(queue.now.date.timeIntervalSince1970, 0.00025, accuracy: 1e-6, "a Date near 1970 is precise to about 1e-7 s")
        var ran = false
        OperationQueue.immediate.schedule(after: OperationQueue.immediate.now.advanced(by: 60)) { ran = true }
        XCTAssertTrue(ran, "immediate ignores the date")
        XCTAssertEqual(UIScheduler.test.now, DispatchQueue.test.now, "UIScheduler.test starts where DispatchQueue.test does")
        c.cancel()
    }

    func testDataTaskPublisher_KeepsTheRequest_StartsNothingBeforeARequest() {
        let url = URL(string: "https://example.com/a")!
        let publisher = URLSession.shared.dataTaskPublisher(for: url)
        XCTAssertEqual(publisher.request, URLRequest(url: url))
        XCTAssertTrue(publisher.session === URLSession.shared)
        var subscription: Subscription?
        var events = 0
        publisher.subscribe(
            AnySubscriber(
                receiveSubscription: { subscription = $0 },
                receiveValue: { _ in
                    events += 1
                    return .none
                },
                receiveCompletion: { _ in events += 1 }))
        XCTAssertEqual((subscription as? CustomStringConvertible)?.description, "DataTaskPublisher")
        subscription?.cancel()
        subscription?.cancel()
        XCTAssertEqual(events, 0, "no task was created: nothing to deliver")
        subscription = nil
    }

    @MainActor
    func testUIScheduler_RunsAtOnceOnTheMainThread() {
        var ran = false
        UIScheduler.shared.schedule { ran = true }
        XCTAssertTrue(ran, "no hop when already on the main thread")
        XCTAssertEqual(UIScheduler.shared.minimumTolerance, DispatchQueue.main.minimumTolerance)
    }
}
