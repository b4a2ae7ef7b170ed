import PubSubStreams
import PubSubStreamsTest
import XCTest

/// `merge(with:_:…)` over 3 to 8 publishers, `combineLatest` over four and `collect(.byTime…)`, as Combine documents
/// them (Apple's pages for `Publisher.merge(with:_:)`, `Publishers.Merge3`…`Merge8`, `combineLatest(_:_:_:)` and
/// `collect(_:options:)`). The base class checks that every subscription is let go of.
final class MergeArityCombineLatest4CollectByTimeTests: PubSubTestCase {
    typealias Subject = PassthroughSubject<Int, TestError>

    /// Eight publishers merged: values interleave as they arrive, the merge finishes once the last one has.
    func testMerge8_InterleavesAndFinishesWhenAllHaveFinished() {
        let subjects = (0..<8).map { _ in Subject() }
        let recorder = TestSubscriber<Int, TestError>()
        subjects[0].merge(with: subjects[1], subjects[2], subjects[3], subjects[4], subjects[5], subjects[6], subjects[7])
            .subscribe(recorder)
        for index in [7, 0, 3, 5, 1, 6, 2, 4] { subjects[index].send(index) }
        for subject in subjects.dropLast() { subject.send(completion: .finished) }
        XCTAssertEqual(recorder.values, [7, 0, 3, 5, 1, 6, 2, 4])
        XCTAssertNil(recorder.completion, "one publisher has not finished")
        subjects[7].send(8)
        subjects[7].send(completion: .finished)
        XCTAssertEqual(recorder.values, [7, 0, 3, 5, 1, 6, 2, 4, 8])
        XCTAssertEqual(recorder.completionText, "finished")
    }

    /// The first failure of any merged publisher ends the merge and cancels the others.
    func testMerge3To7_FirstFailureEndsTheMergeAndCancelsTheOthers() {
        func check<P: Publisher>(_ arity: Int, _ make: ([AnyPublisher<Int, TestError>]) -> P)
        where P.Output == Int, P.Failure == TestError {
            var cancels = 0
            let subjects = (0..<arity).map { _ in Subject() }
            let recorder = TestSubscriber<Int, TestError>()
            make(subjects.map { $0.handleEvents(receiveCancel: { cancels += 1 }).eraseToAnyPublisher() }).subscribe(recorder)
            subjects[arity - 1].send(1)
            subjects[0].send(2)
            subjects[1].send(completion: .failure(.boom))
            subjects[0].send(3)
            XCTAssertEqual(recorder.values, [1, 2], "Merge\(arity)")
            XCTAssertEqual(recorder.completionText, "failure(TestError.boom)", "Merge\(arity)")
            XCTAssertEqual(cancels, arity - 1, "Merge\(arity): every other publisher is cancelled")
        }
        check(3) { $0[0].merge(with: $0[1], $0[2]) }
        check(4) { $0[0].merge(with: $0[1], $0[2], $0[3]) }
        check(5) { $0[0].merge(with: $0[1], $0[2], $0[3], $0[4]) }
        check(6) { $0[0].merge(with: $0[1], $0[2], $0[3], $0[4], $0[5]) }
        check(7) { $0[0].merge(with: $0[1], $0[2], $0[3], $0[4], $0[5], $0[6]) }
    }

    /// Each merge publisher's own `merge(with:…)` returns the next arity with the publishers in order (Combine's
    /// declarations); the merges are equal when their publishers are, and their subscriptions describe themselves as
    /// `"Merge"`.
    /// Two publishers of one type merge into a `MergeMany`, as Combine's `merge(with: Self)` overload does, and
    /// `MergeMany.merge(with:)` adds one more of that type.
    func testMergeWithSameType_IsMergeMany() {
        let (a, b, c) = (Subject(), Subject(), Subject())
        let merged: Publishers.MergeMany<Subject> = a.merge(with: b).merge(with: c)
        XCTAssertEqual(merged.publishers.count, 3)
        let recorder = EventRecorder<Int, TestError>(initial: .unlimited)
        merged.subscribe(recorder)
        a.send(1)
        c.send(3)
        b.send(2)
        for subject in [a, b, c] { subject.send(completion: .finished) }
        XCTAssertEqual(recorder.events, ["subscription(Merge)", "value(1)", "value(3)", "value(2)", "finished"])
    }

    func testMergeN_MergeWithReturnsTheNextArity_AndIsEquatable() {
        let two = Publishers.Merge(Just(1), Just(2))
        let three: Publishers.Merge3<Just<Int>, Just<Int>, Just<Int>> = two.merge(with: Just(3))
        let five: Publishers.Merge5<Just<Int>, Just<Int>, Just<Int>, Just<Int>, Just<Int>> = three.merge(with: Just(4), Just(5))
        let eight = five.merge(with: Just(6), Just(7), Just(8))
        XCTAssertEqual([eight.a, eight.b, eight.c, eight.d, eight.e, eight.f, eight.g, eight.h].map(\.output), Array(1...8))
        XCTAssertEqual(two.merge(with: Just(3), Just(4), Just(5), Just(6), Just(7), Just(8)), eight)
        XCTAssertEqual(Publishers.Merge4(Just(1), Just(2), Just(3), Just(4)).merge(with: Just(5), Just(6), Just(7), Just(8)), eight)
        XCTAssertEqual(Publishers.Merge7(Just(1), Just(2), Just(3), Just(4), Just(5), Just(6), Just(7)).merge(with: Just(8)), eight)
        XCTAssertNotEqual(three, Publishers.Merge3(Just(1), Just(2), Just(4)))
        var values: [Int] = []
        _ = eight.sink { values.append($0) }
        XCTAssertEqual(values, Array(1...8))
        for merge in [eight.eraseToAnyPublisher(), two.eraseToAnyPublisher(), Publishers.MergeMany([Just(1)]).eraseToAnyPublisher()] {
            let recorder = EventRecorder<Int, Never>(initial: .none)
            merge.subscribe(recorder)
            XCTAssertEqual(recorder.events, ["subscription(Merge)"], "described as Combine's")
            let messages = captureReportedIssues { recorder.subscription?.request(.none) }
            XCTAssertEqual(
                messages,
                [
                    "API Violation: Merge was asked for Subscribers.Demand.none (.max(0)). Combine and ours ignore the request. "
                        + "Request .max(n) with n >= 1, or .unlimited."
                ], "Combine's merge ignores .none (OpenCombine's MergeTests.testNoDemandOnSubscriptionNoCrashes)")
            finish(recorder)
        }
    }

    /// Four publishers combined: nothing until each has sent a value, then a tuple of the latest values each time one
    /// sends; the `transform` form maps the tuple; it finishes when all have finished and fails on a failure.
    func testCombineLatest4_PublishesTheLatestOfEachOnceAllHaveSent() {
        let (a, b, c, d) = (Subject(), PassthroughSubject<String, TestError>(), Subject(), Subject())
        let tuples = TestSubscriber<String, TestError>()
        let sums = TestSubscriber<String, TestError>()
        a.combineLatest(b, c, d).map { "\($0)\($1)\($2)\($3)" }.subscribe(tuples)
        a.combineLatest(b, c, d) { "\($0 + $2 + $3)\($1)" }.subscribe(sums)
        a.send(1)
        b.send("x")
        c.send(2)
        XCTAssertEqual(tuples.values, [])
        d.send(3)
        a.send(4)
        b.send("y")
        XCTAssertEqual(tuples.values, ["1x23", "4x23", "4y23"])
        XCTAssertEqual(sums.values, ["6x", "9x", "9y"])
        for subject in [a, c, d] { subject.send(completion: .finished) }
        XCTAssertNil(tuples.completion, "b has not finished")
        b.send(completion: .finished)
        XCTAssertEqual(tuples.completionText, "finished")

        let failing = TestSubscriber<(Int, Int, Int, Int), TestError>()
        let (e, f) = (Subject(), Subject())
        e.combineLatest(f, Just(0).setFailureType(to: TestError.self), Just(0).setFailureType(to: TestError.self))
            .subscribe(failing)
        e.send(1)
        f.send(completion: .failure(.boom))
        XCTAssertEqual(failing.values.count, 0)
        XCTAssertEqual(failing.completionText, "failure(TestError.boom)")
        XCTAssertEqual(
            Publishers.CombineLatest4(Just(1), Just(2), Just(3), Just(4)), Publishers.CombineLatest4(Just(1), Just(2), Just(3), Just(4)))
        XCTAssertNotEqual(
            Publishers.CombineLatest4(Just(1), Just(2), Just(3), Just(4)), Publishers.CombineLatest4(Just(1), Just(2), Just(3), Just(5)))
    }

    /// `.byTime` (CombineX's specs, run against Combine): a tick sends what came since the last array if downstream
    /// has demand (an empty window sends nothing; without demand the values wait for a later tick); upstream is asked
    /// for one value per request and per value; the completion is scheduled, finishing sends what is left first.
    func testCollectByTime_SendsEachWindowsValuesOnDemand_FlushesOnFinish() {
        let scheduler = DispatchQueue.test
        let upstream = ManualUpstream<Int, TestError>()
        let recorder = TestSubscriber<[Int], TestError>(initialDemand: .max(1))
        upstream.collect(.byTime(scheduler, .seconds(1))).subscribe(recorder)
        upstream.sendSubscription()
        XCTAssertEqual(upstream.subscription.history, ["request(max(1))"])
        XCTAssertEqual(upstream.send(1), .max(1))
        scheduler.advance(by: .milliseconds(999))
        XCTAssertEqual(recorder.values, [])
        scheduler.advance(by: .milliseconds(1))
        XCTAssertEqual(recorder.values, [[1]])
        _ = upstream.send(2)
        scheduler.advance(by: .seconds(2))
        XCTAssertEqual(recorder.values, [[1]], "no demand: the values wait")
        _ = upstream.send(3)
        recorder.request(.max(1))
        XCTAssertEqual(upstream.subscription.history, ["request(max(1))", "request(max(1))"])
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(recorder.values, [[1], [2, 3]])
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(recorder.values, [[1], [2, 3]], "an empty window sends nothing")
        recorder.request(.max(1))
        _ = upstream.send(4)
        upstream.send(completion: .finished)
        XCTAssertNil(recorder.completion, "the completion waits on the scheduler")
        scheduler.advance()
        XCTAssertEqual(recorder.values, [[1], [2, 3], [4]])
        XCTAssertEqual(recorder.completionText, "finished")
        upstream.release()

        let subject = Subject()
        let once = TestSubscriber<[Int], TestError>(initialDemand: .max(1))
        subject.collect(.byTime(scheduler, .seconds(1))).subscribe(once)
        subject.send(1)
        scheduler.advance(by: .seconds(1))
        subject.send(2)
        subject.send(completion: .finished)
        scheduler.advance()
        XCTAssertEqual(once.values, [[1]], "ours: what is left without demand is dropped (Contracts.md)")
        XCTAssertEqual(once.completionText, "finished")
    }

    /// `.byTimeOrCount` (CombineX's specs, run against Combine): upstream is asked for `count` values per array
    /// requested; a full array is scheduled at once and its returned demand asks upstream for `count` more; a tick
    /// sends a partial array (its returned demand is ignored); a failure drops what was collected.
    func testCollectByTimeOrCount_SchedulesFullArraysAtOnce_FailureDropsTheBuffer() {
        let scheduler = DispatchQueue.test
        let upstream = ManualUpstream<Int, TestError>()
        let recorder = TestSubscriber<[Int], TestError>(initialDemand: .max(2), demandPerValue: { _ in .max(1) })
        upstream.collect(.byTimeOrCount(scheduler, .seconds(1), 2)).subscribe(recorder)
        upstream.sendSubscription()
        XCTAssertEqual(upstream.subscription.history, ["request(max(4))"])
        XCTAssertEqual(upstream.send(1), .none)
        XCTAssertEqual(upstream.send(2), .none)
        scheduler.advance()
        XCTAssertEqual(recorder.values, [[1, 2]], "full: sent before the stride")
        XCTAssertEqual(upstream.subscription.history, ["request(max(4))", "request(max(2))"])
        _ = upstream.send(3)
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(recorder.values, [[1, 2], [3]])
        XCTAssertEqual(upstream.subscription.history, ["request(max(4))", "request(max(2))"])
        _ = upstream.send(4)
        upstream.send(completion: .failure(.boom))
        scheduler.advance()
        XCTAssertEqual(recorder.values, [[1, 2], [3]])
        XCTAssertEqual(recorder.completionText, "failure(TestError.boom)")
        upstream.release()

        let subject = Subject()
        let collected = TestSubscriber<[Int], TestError>()
        subject.collect(.byTimeOrCount(scheduler, .seconds(2), 2)).subscribe(collected)
        for value in 1...3 { subject.send(value) }
        scheduler.advance(by: .seconds(2))
        for value in 4...8 { subject.send(value) }
        scheduler.advance(by: .seconds(2))
        subject.send(completion: .finished)
        scheduler.advance()
        XCTAssertEqual(collected.values, [[1, 2], [3], [4, 5], [6, 7], [8]])
        XCTAssertEqual(collected.completionText, "finished")
    }
}
