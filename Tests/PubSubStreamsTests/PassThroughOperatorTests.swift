import PubSubStreams
import PubSubStreamsTest
import XCTest

/// The operators Combine builds with no subscription of their own hand the upstream's subscription
/// downstream and forward whatever upstream sends; `buffer` asks upstream before the downstream has
/// its subscription. Expected values from OpenCombine 0.14.0's tests and sources (checked against Combine).
final class PassThroughOperatorTests: PubSubTestCase {
    func testMap_PassesTheUpstreamSubscriptionThroughAndForwardsEverythingAsItComes() {
        let upstream = ManualUpstream<Int, TestError>()
        let recorder = EventRecorder<Int, TestError>(initial: .max(2), demand: .max(3))
        upstream.map { $0 * 2 }.subscribe(recorder)
        XCTAssertEqual(upstream.send(1), .max(3), "a value before the subscription passes, with the downstream's demand")
        upstream.sendSubscription()
        XCTAssertEqual(upstream.subscription.history, ["request(max(2))"])
        upstream.send(completion: .finished)
        XCTAssertEqual(upstream.send(2), .max(3))
        XCTAssertEqual(recorder.events, ["value(2)", "subscription(RecordingSubscription)", "finished", "value(4)"])
        recorder.subscription?.cancel()
        XCTAssertEqual(upstream.subscription.history, ["request(max(2))", "cancel"])
        release(upstream, recorder)
    }

    func testFilter_ReRequestsOneForEachDroppedValue() {
        let upstream = ManualUpstream<Int, TestError>()
        let recorder = EventRecorder<Int, TestError>(demand: .max(4))
        upstream.filter { $0 > 1 }.subscribe(recorder)
        upstream.sendSubscription()
        XCTAssertEqual(upstream.send(0), .max(1), "dropped: one more")
        XCTAssertEqual(upstream.send(5), .max(4), "passed: the downstream's demand")
        XCTAssertEqual(recorder.events, ["subscription(RecordingSubscription)", "value(5)"])
        release(upstream, recorder)
    }

    func testStatelessOperators_DescribeTheirSubscriptionAsTheUpstreamOne() {
        func description<P: Publisher>(_ make: (ManualUpstream<Int, Never>) -> P) -> String {
            let upstream = ManualUpstream<Int, Never>()
            let recorder = EventRecorder<P.Output, P.Failure>()
            make(upstream).subscribe(recorder)
            upstream.sendSubscription()
            defer {
                release(upstream, recorder)
            }
            return recorder.events.first ?? "nothing"
        }
        let expected = "subscription(RecordingSubscription)"
        XCTAssertEqual(description { $0.compactMap { $0 } }, expected)
        XCTAssertEqual(description { $0.scan(0, +) }, expected)
        XCTAssertEqual(description { $0.setFailureType(to: TestError.self).mapError { $0 } }, expected)
        XCTAssertEqual(description { $0.setFailureType(to: TestError.self) }, expected)
        XCTAssertEqual(description { $0.map(\.bitWidth) }, expected)
        XCTAssertEqual(description { $0.map { Optional($0) }.replaceNil(with: 0) }, expected)
    }

    func testBuffer_AsksUpstreamBeforeTheDownstreamHasItsSubscription() {
        let byRequest = ManualUpstream<Int, TestError>()
        let first = EventRecorder<Int, TestError>(initial: .none)
        byRequest.buffer(size: 3, prefetch: .byRequest, whenFull: .dropOldest).subscribe(first)
        byRequest.sendSubscription()
        XCTAssertEqual(byRequest.subscription.history, ["request(unlimited)"])
        XCTAssertEqual(first.events, ["subscription(Buffer)"])

        let keepFull = ManualUpstream<Int, TestError>()
        let second = EventRecorder<Int, TestError>(initial: .none)
        keepFull.buffer(size: 2, prefetch: .keepFull, whenFull: .dropNewest).subscribe(second)
        keepFull.sendSubscription()
        XCTAssertEqual(keepFull.send(1), .none, "kept: no demand yet")
        second.subscription?.request(.max(1))
        XCTAssertEqual(second.events, ["subscription(Buffer)", "value(1)"])
        XCTAssertEqual(keepFull.subscription.history, ["request(max(2))", "request(max(1))"], "keepFull refills one per value delivered")
        second.subscription?.request(.max(1))
        XCTAssertEqual(keepFull.send(2), .max(1), "delivered at once: one more to keep full")
        keepFull.send(completion: .finished)
        XCTAssertEqual(second.events, ["subscription(Buffer)", "value(1)", "value(2)"], "a finished waits for demand")
        second.subscription?.request(.max(1))
        XCTAssertEqual(second.events.last, "finished")
        for recorder in [first, second] {
            finish(recorder)
        }
        release(byRequest, keepFull)
    }
}

/// `catch`/`tryCatch`, as Combine's (OpenCombine 0.14.0's `CatchTests`).
final class CatchFidelityTests: PubSubTestCase {
    func testCatch_CarriesUnmetDemandToTheReplacementAndPassesValuesStraightThrough() {
        let upstream = ManualUpstream<Int, TestError>()
        let replacement = ManualUpstream<Int, TestError>()
        let recorder = EventRecorder<Int, TestError>(initial: .max(3), demand: .none)
        upstream.catch { _ in replacement }.subscribe(recorder)
        upstream.sendSubscription()
        XCTAssertEqual(upstream.subscription.history, ["request(max(3))"])
        XCTAssertEqual(upstream.send(1), .none)
        upstream.send(completion: .failure(.boom))
        replacement.sendSubscription()
        XCTAssertEqual(replacement.subscription.history, ["request(max(2))"], "3 asked, 1 delivered")
        XCTAssertEqual(replacement.send(2), .none)
        replacement.send(completion: .finished)
        replacement.send(completion: .failure(.other))
        XCTAssertEqual(recorder.events, ["subscription(Catch)", "value(1)", "value(2)", "finished"])
        for side in [upstream, replacement] { side.release() }
        recorder.release()
    }

    func testCatch_ACancelWhileWaitingForTheReplacementDoesNothing() {
        let upstream = ManualUpstream<Int, TestError>()
        let replacement = ManualUpstream<Int, TestError>()
        let recorder = EventRecorder<Int, TestError>(initial: .max(2))
        upstream.catch { _ in replacement }.subscribe(recorder)
        upstream.sendSubscription()
        upstream.send(completion: .failure(.boom))
        recorder.subscription?.cancel()
        replacement.sendSubscription()
        XCTAssertEqual(replacement.subscription.history, ["request(max(2))"], "Combine's catch ignores that cancel too")
        recorder.subscription?.cancel()
        XCTAssertEqual(replacement.subscription.history, ["request(max(2))", "cancel"])
        for side in [upstream, replacement] { side.release() }
        recorder.release()
    }

    func testTryCatch_DescribesItselfAsTryCatchAndFailsWithWhatTheHandlerThrows() {
        let upstream = ManualUpstream<Int, TestError>()
        let recorder = EventRecorder<Int, any Error>()
        upstream.tryCatch { _ -> Just<Int> in throw TestError.other }.subscribe(recorder)
        upstream.sendSubscription()
        upstream.send(completion: .failure(.boom))
        XCTAssertEqual(recorder.events, ["subscription(TryCatch)", "failure(\(TestError.other))"])
        release(upstream, recorder)
    }
}

/// `dropFirst`, as Combine's (OpenCombine 0.14.0's `DropTests`).
final class DropFidelityTests: PubSubTestCase {
    func testDropFirst_RequestsTheSkippedCountUpFrontWithTheDownstreamDemand() {
        let upstream = ManualUpstream<Int, TestError>()
        let recorder = EventRecorder<Int, TestError>(initial: .max(42), demand: .max(3))
        upstream.dropFirst(2).subscribe(recorder)
        XCTAssertEqual(recorder.events, ["subscription(Drop)"], "the downstream is subscribed before the upstream")
        upstream.sendSubscription()
        XCTAssertEqual(upstream.subscription.history, ["request(max(44))"])
        XCTAssertEqual(upstream.send(1), .none, "skipped values were requested up front")
        XCTAssertEqual(upstream.send(2), .none)
        XCTAssertEqual(upstream.send(3), .max(3))
        recorder.subscription?.request(.max(5))
        XCTAssertEqual(upstream.subscription.history, ["request(max(44))", "request(max(5))"])
        XCTAssertEqual(recorder.events, ["subscription(Drop)", "value(3)"])
        release(upstream, recorder)
    }

    func testDropFirst_ACancelBeforeTheUpstreamSubscriptionIsIgnored() {
        let upstream = ManualUpstream<Int, TestError>()
        let recorder = EventRecorder<Int, TestError>(initial: .none)
        upstream.dropFirst(1).subscribe(recorder)
        recorder.subscription?.cancel()
        upstream.sendSubscription()
        XCTAssertEqual(upstream.subscription.history, ["request(max(1))"])
        release(upstream, recorder)
    }
}

/// Descriptions, hooks and completions as Combine's (OpenCombine 0.14.0's `SequenceTests`,
/// `HandleEventsTests`, `CollectByCountTests`).
final class SubscriptionFidelityTests: PubSubTestCase {
    func testSequence_DescribesItselfAsItsElementsThenAsSequenceOnceDone() {
        let recorder = EventRecorder<Int, Never>(initial: .none)
        [1, 2].publisher.subscribe(recorder)
        XCTAssertEqual(recorder.events, ["subscription([1, 2])"])
        recorder.subscription?.request(.unlimited)
        XCTAssertEqual(recorder.subscription.map { "\($0)" }, "Sequence")
        XCTAssertEqual(recorder.events, ["subscription([1, 2])", "value(1)", "value(2)", "finished"])
        recorder.release()

        let optional = EventRecorder<Int, Never>()
        Optional(4).publisher.subscribe(optional)
        Just(5).subscribe(optional)
        XCTAssertEqual(optional.events, ["subscription(Optional)", "value(4)", "finished", "subscription(Just)", "value(5)", "finished"])
        optional.release()
    }

    func testHandleEvents_HooksRunBeforeEachEventAndAreLetGoOfAtTheEnd() {
        var log: [String] = []
        let upstream = ManualUpstream<Int, TestError>()
        let recorder = EventRecorder<Int, TestError>(initial: .max(2), demand: .max(1))
        upstream.handleEvents(
            receiveOutput: { log.append("output(\($0))") },
            receiveCompletion: { log.append("hook \(fmt($0))") },
            receiveCancel: { log.append("cancel") },
            receiveRequest: { log.append("request(\(fmt($0)))") }
        ).subscribe(recorder)
        upstream.sendSubscription()
        XCTAssertEqual(upstream.send(1), .max(1))
        upstream.send(completion: .finished)
        XCTAssertEqual(upstream.send(2), .max(1), "as Combine's, a late value still passes, but no hook sees it")
        recorder.subscription?.cancel()
        XCTAssertEqual(log, ["request(max(2))", "output(1)", "request(max(1))", "hook finished"])
        XCTAssertEqual(recorder.events, ["subscription(HandleEvents)", "value(1)", "finished", "value(2)"])
        release(upstream, recorder)
    }

    func testCollectByCount_MultipliesDemandAndForwardsACompletionEvenAfterACancel() {
        let upstream = ManualUpstream<Int, TestError>()
        let recorder = EventRecorder<[Int], TestError>(initial: .max(1), demand: .max(2))
        upstream.collect(2).subscribe(recorder)
        upstream.sendSubscription()
        XCTAssertEqual(upstream.send(1), .none)
        XCTAssertEqual(upstream.send(2), .max(4), "the downstream's .max(2), in values")
        XCTAssertEqual(upstream.send(3), .none)
        recorder.subscription?.cancel()
        upstream.send(completion: .finished)
        XCTAssertEqual(upstream.subscription.history, ["request(max(2))", "cancel"])
        XCTAssertEqual(recorder.events, ["subscription(CollectByCount)", "value([1, 2])", "finished"], "the cancel dropped [3]")
        release(upstream, recorder)
    }
}

/// `zip`, as Combine's (OpenCombine 0.14.0's `ZipTests`).
final class ZipFidelityTests: PubSubTestCase {
    /// `a.zip(b, combine)` subscribed by a recorder that asks for `initial` and answers each value with
    /// `demand`, both sides holding their subscriptions.
    private func subscribedZip(
        initial: Subscribers.Demand = .unlimited, demand: Subscribers.Demand = .none, _ combine: @escaping (Int, Int) -> Int = { $0 + $1 }
    ) -> (a: ManualUpstream<Int, TestError>, b: ManualUpstream<Int, TestError>, recorder: EventRecorder<Int, TestError>) {
        let a = ManualUpstream<Int, TestError>()
        let b = ManualUpstream<Int, TestError>()
        let recorder = EventRecorder<Int, TestError>(initial: initial, demand: demand)
        a.zip(b, combine).subscribe(recorder)
        a.sendSubscription()
        b.sendSubscription()
        return (a, b, recorder)
    }

    func testZip_LetsGoOfAFinishedSideButCancelsBothOnAFailure() {
        let (a, b, recorder) = subscribedZip()
        a.send(completion: .finished)
        XCTAssertEqual(a.subscription.history, ["request(unlimited)"], "the finished side is not cancelled")
        XCTAssertEqual(b.subscription.history, ["request(unlimited)", "cancel"])

        let (c, d, second) = subscribedZip()
        c.send(completion: .failure(.boom))
        XCTAssertEqual(c.subscription.history, ["request(unlimited)", "cancel"], "the failed side is cancelled too")
        XCTAssertEqual(d.subscription.history, ["request(unlimited)", "cancel"])
        XCTAssertEqual(second.events, ["subscription(Zip)", "failure(\(TestError.boom))"])
        release(a, b, c, d, recorder, second)
    }

    func testZip_ReturnsTheDownstreamsDemandToTheSideThatCompletedThePair() {
        let (a, b, recorder) = subscribedZip(initial: .max(1), demand: .max(5)) { $0 * 10 + $1 }
        XCTAssertEqual(a.send(1), .none)
        XCTAssertEqual(b.send(2), .max(5))
        XCTAssertEqual(a.subscription.history, ["request(max(1))"], "only the returning side gets it")
        XCTAssertEqual(recorder.events, ["subscription(Zip)", "value(12)"])
        release(a, b, recorder)
    }
}

/// `output(in:)`, as Combine's (OpenCombine 0.14.0's `OutputTests.testBasicBehavior`).
final class OutputFidelityTests: PubSubTestCase {
    func testOutput_ReRequestsSkippedValuesAndReturnsTheDownstreamsDemandUpToTheLastOne() {
        let upstream = ManualUpstream<Int, TestError>()
        let recorder = EventRecorder<Int, TestError>(demand: .max(42))
        upstream.output(in: 1..<3).subscribe(recorder)
        upstream.sendSubscription()
        XCTAssertEqual(upstream.send(0), .max(1), "before the range: one more")
        XCTAssertEqual(upstream.send(1), .max(42))
        XCTAssertEqual(upstream.send(2), .max(42), "the range's last value still returns the downstream's demand")
        XCTAssertEqual(upstream.subscription.history, ["request(unlimited)", "cancel"])
        XCTAssertEqual(recorder.events, ["subscription(Output)", "value(1)", "value(2)", "finished"])
        release(upstream, recorder)
    }
}
