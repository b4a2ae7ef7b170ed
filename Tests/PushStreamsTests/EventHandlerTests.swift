import PushStreams
import XCTest

/// `ObserverType.eventHandler()` (not in RxSwift): what `AnyObserver` stores, so wrapping adds no hop.
final class EventHandlerTests: PushTestCase {
    /// A user-defined observer: the default `eventHandler()` calls its `on(_:)`.
    private final class Recorder: ObserverType {
        var events: [String] = []
        func on(_ event: Event<Int>) { events.append(transcriptEvent(event)) }
    }

    func testEventHandler_DefaultCallsOn() {
        let recorder = Recorder()
        recorder.eventHandler()(.next(1))
        AnyObserver(recorder).onCompleted()
        XCTAssertEqual(recorder.events, ["next(1)", "completed"])
    }

    func testAnyObserver_WrappingAnAnyObserver_ForwardsToTheSameClosure() {
        var events: [String] = []
        let inner = AnyObserver<Int> { events.append(transcriptEvent($0)) }
        let outer = AnyObserver(AnyObserver(inner))
        outer.onNext(2)
        outer.eventHandler()(.error(TestError.boom))
        XCTAssertEqual(events, ["next(2)", "error(TestError)"])
    }

    func testEventHandler_OfASubscriptionChain_DeliversInOrder() {
        let subject = PublishSubject<Int>()
        var values: [Int] = []
        let subscription = subject.map { $0 * 2 }.subscribe(onNext: { values.append($0) })
        subject.asObserver().eventHandler()(.next(1))
        subject.onNext(2)
        XCTAssertEqual(values, [2, 4])
        subscription.dispose()
    }
}
