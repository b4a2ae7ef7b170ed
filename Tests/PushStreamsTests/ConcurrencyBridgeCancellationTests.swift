import PushStreams
import Scheduling
import XCTest

// The async/await bridges' cancellation and buffering, as RxSwift 6 documents and implements them:
// `values` is an `AsyncThrowingStream` with the default (unbounded) buffer and disposes its subscription
// when the stream terminates; `Single.value` disposes on task cancellation and throws `CancellationError`
// (RxSwift 6.6's `onDisposed` resumption); `AsyncSequence.asObservable()` cancels its task on disposal.
// PushTestCase checks that `Resources.total` is back where it started after each test.

final class ConcurrencyBridgeCancellationTests: PushTestCase {
    func testValues_Buffering_UnboundedByDefault_EveryElementSentBeforeTheLoopArrives() async throws {
        let subject = PublishSubject<Int>()
        let stream = subject.values
        for value in 1...3 { subject.onNext(value) }
        subject.onCompleted()

        var seen: [Int] = []
        for try await value in stream { seen.append(value) }

        XCTAssertEqual(seen, [1, 2, 3])
    }

    func testValues_CancellingTheConsumer_DisposesTheSubscription() async {
        let disposed = expectation(description: "the subscription is disposed")
        let source = Observable<Int>.never().do(onDispose: { disposed.fulfill() })
        let consumer = Task { for try await _ in source.values {} }

        consumer.cancel()

        await fulfillment(of: [disposed], timeout: 1)
        _ = await consumer.result
    }

    func testInfallibleValues_CancellingTheConsumer_DisposesTheSubscription() async {
        let disposed = expectation(description: "the subscription is disposed")
        let source = Observable<Int>.never().do(onDispose: { disposed.fulfill() }).asInfallible(onErrorJustReturn: 0)
        let consumer = Task { for await _ in source.values {} }

        consumer.cancel()

        await fulfillment(of: [disposed], timeout: 1)
        await consumer.value
    }

    func testSingleValue_CancelledTask_DisposesAndThrowsCancellationError() async {
        let disposed = expectation(description: "the subscription is disposed")
        let single = Single<Int>.never().do(onDispose: { disposed.fulfill() })
        let waiting = Task { try await single.value }

        waiting.cancel()

        await fulfillment(of: [disposed], timeout: 1)
        let result = await waiting.result
        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError, "\($0)") }
    }

    func testMaybeValue_EmptyIsNil_ErrorIsThrown() async throws {
        let empty = try await Maybe<Int>.empty().value
        XCTAssertNil(empty)
        do {
            _ = try await Maybe<Int>.error(TestError.boom).value
            XCTFail("expected the error")
        } catch {
            XCTAssertEqual(error as? TestError, .boom)
        }
    }

    func testAsyncSequenceAsObservable_DisposingCancelsTheIteration() async {
        let cancelled = expectation(description: "the iteration is cancelled")
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        continuation.onTermination = { termination in
            if case .cancelled = termination { cancelled.fulfill() }
        }
        let subscription = stream.asObservable().subscribe()

        subscription.dispose()

        await fulfillment(of: [cancelled], timeout: 1)
    }

    /// XCTest runs async tests too; the clock's enqueue hook must be ours there as well.
    func testTestClock_FollowsStartedTasks_UnderXCTest() async {
        let clock = TestClock()
        let texts = PublishSubject<String>()
        var seen: [String] = []
        let subscription = texts.subscribe(onNext: { seen.append($0) })
        defer { subscription.dispose() }
        let scheduler = PushStreamsTestlessScheduler(clock: clock.virtualClock)
        clock.virtualClock.schedule(at: 100_000_000) {
            _ = Single<String>.create { "fetched at \(clock.now)" }.subscribe(onSuccess: { text in
                scheduler.deliver { texts.onNext(text) }
            })
        }

        await clock.advance(by: .seconds(1))

        XCTAssertTrue(TestClock.followsStartedTasks)
        XCTAssertEqual(seen, ["fetched at t=100ms"])
    }
}

/// Hands a value back onto the virtual clock at its current time (what `observe(on:)` a test scheduler does).
private struct PushStreamsTestlessScheduler: Sendable {
    let clock: VirtualClock

    func deliver(_ action: @escaping @Sendable () -> Void) {
        clock.schedule(after: 0, action)
    }
}
