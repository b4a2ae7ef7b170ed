import PubSubStreamsTest
import XCTest

/// Never / empty / values / failure / cancel / demand for the time operators, on `DispatchQueue.test`.
private func timed<P: Publisher>(
    _ make: (PassthroughSubject<Int, TestError>, TestSchedulerOf<DispatchQueue>) -> P,
    demand: Subscribers.Demand = .unlimited,
    _ script: (PassthroughSubject<Int, TestError>, TestSchedulerOf<DispatchQueue>) -> Void
) -> [String] where P.Failure == TestError {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, TestError>()
    let recorder = TestSubscriber<P.Output, TestError>(scheduler: scheduler, initialDemand: demand)
    make(subject, scheduler).subscribe(recorder)
    script(subject, scheduler)
    recorder.cancel()
    scheduler.run()  // pending scheduler actions hold the operator: let them run (they deliver nothing now)
    return recorder.records.compactMap { record in
        switch record.event {
        case let .input(value): return "t=\(record.time) \(value)"
        case let .completion(completion): return "t=\(record.time) \(fmt(completion))"
        default: return nil
        }
    }
}

/// A timed script as one table: for each step, advances `scheduler` by `after` seconds, then sends `value`.
private func send(
    _ steps: [(after: Double, value: Int)], to subject: PassthroughSubject<Int, TestError>,
    advancing scheduler: TestSchedulerOf<DispatchQueue>
) {
    for step in steps {
        scheduler.advance(by: .seconds(step.after))
        subject.send(step.value)
    }
}

final class DelayTests: PubSubTestCase {
    private func delayed(
        _ demand: Subscribers.Demand = .unlimited,
        _ script: (PassthroughSubject<Int, TestError>, TestSchedulerOf<DispatchQueue>) -> Void
    ) -> [String] {
        timed({ $0.delay(for: .seconds(1), scheduler: $1) }, demand: demand, script)
    }

    func testDelay_Never() { XCTAssertEqual(delayed { _, s in s.advance(by: 5) }, []) }
    func testDelay_Empty() {
        XCTAssertEqual(
            delayed { p, s in
                p.send(completion: .finished)
                s.run()
            }, ["t=1.0 finished"])
    }
    func testDelay_Values() {
        XCTAssertEqual(
            delayed { p, s in
                p.send(1)
                s.advance(by: 0.5)
                p.send(2)
                s.run()
            }, ["t=1.0 1", "t=1.5 2"])
    }
    func testDelay_Failure() {
        XCTAssertEqual(
            delayed { p, s in
                p.send(1)
                p.send(completion: .failure(.boom))
                s.run()
            },
            ["t=1.0 1", "t=1.0 failure(TestError.boom)"])
    }
    func testDelay_Cancel() { assertCancelDropsPendingValue(TestError.self) { $0.delay(for: 1, scheduler: $1) } }
    func testDelay_DemandPassesUpstream() {
        let recorder = TestSubscriber<Int, Never>(initialDemand: .max(1))
        let scheduler = DispatchQueue.test
        [1, 2].publisher.delay(for: 1, scheduler: scheduler).subscribe(recorder)
        scheduler.run()
        XCTAssertEqual(recorder.values, [1])
        recorder.request(.max(1))
        scheduler.run()
        XCTAssertEqual(recorder.values, [1, 2])
        XCTAssertEqual(recorder.completion, .finished)
    }
}

final class ThrottleTests: PubSubTestCase {
    private func throttled(
        latest: Bool, _ demand: Subscribers.Demand = .unlimited,
        _ script: (PassthroughSubject<Int, TestError>, TestSchedulerOf<DispatchQueue>) -> Void
    ) -> [String] {
        timed({ $0.throttle(for: .seconds(1), scheduler: $1, latest: latest) }, demand: demand, script)
    }

    func testThrottle_Never() { XCTAssertEqual(throttled(latest: true) { _, s in s.advance(by: 5) }, []) }
    func testThrottle_Empty() {
        XCTAssertEqual(
            throttled(latest: true) { p, s in
                p.send(completion: .finished)
                s.advance()
            }, ["t=0.0 finished"])
    }
    func testThrottle_FirstOrLatestPerWindow() {
        let script: (PassthroughSubject<Int, TestError>, TestSchedulerOf<DispatchQueue>) -> Void = { p, s in
            p.send(1)
            s.advance(by: 0.2)
            p.send(2)
            s.advance(by: 0.2)
            p.send(3)
            s.advance(by: 2)
        }
        XCTAssertEqual(throttled(latest: false, .unlimited, script), ["t=0.0 1", "t=1.0 2"])
        XCTAssertEqual(throttled(latest: true, .unlimited, script), ["t=0.0 1", "t=1.0 3"])
    }
    func testThrottle_Failure() {
        XCTAssertEqual(
            throttled(latest: true) { p, s in
                p.send(1)
                s.advance()
                p.send(completion: .failure(.boom))
                s.advance()
            },
            ["t=0.0 1", "t=0.0 failure(TestError.boom)"])
    }
    func testThrottle_Cancel() { XCTAssertEqual(throttled(latest: true) { p, _ in p.send(1) }, []) }
    func testThrottle_NoDemandDropsEmission() {
        XCTAssertEqual(
            throttled(latest: true, .none) { p, s in
                p.send(1)
                s.advance(by: 2)
            }, [])
    }
}

final class TimeoutTests: PubSubTestCase {
    private func timedOut(_ script: (PassthroughSubject<Int, TestError>, TestSchedulerOf<DispatchQueue>) -> Void) -> [String] {
        timed({ $0.timeout(.seconds(1), scheduler: $1) }, script)
    }

    func testTimeout_NeverFinishesAfterInterval() { XCTAssertEqual(timedOut { _, s in s.advance(by: 5) }, ["t=1.0 finished"]) }
    func testTimeout_Empty() {
        XCTAssertEqual(
            timedOut { p, s in
                p.send(completion: .finished)
                s.run()
            }, ["t=0.0 finished"])
    }
    func testTimeout_ValuesRestartTheTimer() {
        XCTAssertEqual(
            timedOut { p, s in
                send([(0.5, 1), (0.9, 2)], to: p, advancing: s)
                s.run()
            },
            ["t=0.5 1", "t=1.4 2", "t=2.4 finished"])
    }
    func testTimeout_Failure() {
        XCTAssertEqual(
            timedOut { p, s in
                p.send(completion: .failure(.boom))
                s.run()
            }, ["t=0.0 failure(TestError.boom)"])
    }
    func testTimeout_CancelDropsAValueStillOnItsWay() { XCTAssertEqual(timedOut { p, _ in p.send(1) }, []) }
    func testTimeout_CustomError() {
        XCTAssertEqual(
            timed({ $0.timeout(1, scheduler: $1, customError: { .timedOut }) }) { _, s in s.run() },
            ["t=1.0 failure(TestError.timedOut)"])
    }
}

final class MeasureIntervalTests: PubSubTestCase {
    private func measured(_ script: (PassthroughSubject<Int, TestError>, TestSchedulerOf<DispatchQueue>) -> Void) -> [String] {
        timed({ $0.measureInterval(using: $1).map { $0.magnitude / 1_000_000 } }, script)
    }

    func testMeasureInterval_Never() { XCTAssertEqual(measured { _, s in s.advance(by: 1) }, []) }
    func testMeasureInterval_Empty() { XCTAssertEqual(measured { p, _ in p.send(completion: .finished) }, ["t=0.0 finished"]) }
    func testMeasureInterval_Values() {
        XCTAssertEqual(
            measured { p, s in send([(0.5, 1), (1, 2)], to: p, advancing: s) }, ["t=0.5 500", "t=1.5 1000"])
    }
    func testMeasureInterval_Failure() {
        XCTAssertEqual(measured { p, _ in p.send(completion: .failure(.boom)) }, ["t=0.0 failure(TestError.boom)"])
    }
}

/// A publisher that sends its values at once, whatever the demand: what `buffer(whenFull:)` is for.
private struct FloodPublisher: Publisher {
    typealias Output = Int
    typealias Failure = TestError
    let values: [Int]

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == TestError {
        subscriber.receive(subscription: Subscriptions.empty)
        for value in values { _ = subscriber.receive(value) }
        subscriber.receive(completion: .finished)
    }
}

final class BufferTests: PubSubTestCase {
    private func buffered(_ strategy: Publishers.BufferingStrategy<TestError>) -> TestSubscriber<Int, TestError> {
        let recorder = TestSubscriber<Int, TestError>(initialDemand: .none)
        FloodPublisher(values: [1, 2, 3, 4]).buffer(size: 2, prefetch: .keepFull, whenFull: strategy).subscribe(recorder)
        recorder.request(.max(3))
        return recorder
    }

    func testBuffer_DropNewest() {
        let recorder = buffered(.dropNewest)
        XCTAssertEqual(recorder.values, [1, 2])
        XCTAssertEqual(recorder.completion, .finished)
    }

    func testBuffer_DropOldest() { XCTAssertEqual(buffered(.dropOldest).values, [3, 4]) }

    func testBuffer_CustomErrorDeliversTheKeptValuesThenFails() {
        // As Combine's: the overflow cancels upstream, the failure waits behind the kept values.
        let recorder = buffered(.customError { .other })
        XCTAssertEqual(recorder.values, [1, 2])
        XCTAssertEqual(recorder.completion, .failure(.other))
    }

    func testBuffer_KeepsValuesASubjectWouldDrop() {
        let subject = PassthroughSubject<Int, TestError>()
        let recorder = TestSubscriber<Int, TestError>(initialDemand: .max(1))
        subject.buffer(size: 10, prefetch: .keepFull, whenFull: .dropNewest).subscribe(recorder)
        (1...4).forEach(subject.send)
        XCTAssertEqual(recorder.values, [1])
        recorder.request(.max(2))
        XCTAssertEqual(recorder.values, [1, 2, 3])
        subject.send(completion: .finished)
        XCTAssertNil(recorder.completion, "value 4 is still buffered")
        recorder.request(.max(1))
        XCTAssertEqual(recorder.values, [1, 2, 3, 4])
        XCTAssertNil(recorder.completion, "as Combine's, a kept finished waits for demand")
        recorder.request(.max(1))
        XCTAssertEqual(recorder.completion, .finished)
    }

    let matrix = OperatorMatrix { $0.buffer(size: 5, prefetch: .byRequest, whenFull: .dropNewest) }
    func testBuffer_NeverEmptyValuesFailureCancelDemand() { matrix.passesThrough() }
}
