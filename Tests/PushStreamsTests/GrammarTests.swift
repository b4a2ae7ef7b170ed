import Dispatch
import PushStreams
import PushStreamsTest
import Scheduling
import XCTest

// Contract rules: events are serial, nothing follows a terminal event, the upstream is disposed on a
// terminal event, disposal is idempotent and thread-safe (see also DisposablesTests).
final class GrammarTests: PushTestCase {
    func testEventsAreSerial_EvenWhenSentFromManyThreads() {
        let inside = Locked(0)
        let overlaps = Counter()
        let received = Counter()
        let observerBox = Locked<AnyObserver<Int>?>(nil)
        let subscription = Observable<Int>.create { observer in
            observerBox.withLock { $0 = observer }
            return Disposables.create()
        }
        .map { $0 }
        .subscribe(onNext: { _ in
            if inside.withLock({
                $0 += 1
                return $0
            }) > 1 {
                overlaps.increment()
            }
            received.increment()
            inside.withLock { $0 -= 1 }
        })
        let observer = UncheckedSendableBox(observerBox.withLock { $0 }!)
        DispatchQueue.concurrentPerform(iterations: 200) { index in observer.value.onNext(index) }
        XCTAssertEqual(overlaps.value, 0)
        XCTAssertEqual(received.value, 200)
        subscription.dispose()
        observerBox.withLock { $0 = nil }
    }

    func testReentrantEvent_IsDeliveredAfterTheCurrentOne() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.map { $0 }.subscribe(onNext: { value in
            log.append("begin \(value)")
            if value == 1 { subject.onNext(2) }
            log.append("end \(value)")
        })
        subject.onNext(1)
        XCTAssertEqual(log, ["begin 1", "end 1", "begin 2", "end 2"])
        subscription.dispose()
    }

    func testNothingAfterTerminal_AndUpstreamDisposedOnTerminal() {
        var upstreamDisposed = false
        var events: [Event<Int>] = []
        var sender: AnyObserver<Int>?
        let subscription = Observable<Int>.create { observer in
            sender = observer
            return Disposables.create { upstreamDisposed = true }
        }
        .filter { _ in true }
        .subscribe { events.append($0) }
        sender?.onNext(1)
        sender?.onCompleted()
        XCTAssertTrue(upstreamDisposed)
        sender?.onNext(2)
        sender?.onError(TestError.boom)
        XCTAssertEqual(events, [.next(1), .completed])
        subscription.dispose()
        sender = nil
    }

    func testNothingAfterDispose() {
        var events: [Event<Int>] = []
        var sender: AnyObserver<Int>?
        let subscription = Observable<Int>.create { observer in
            sender = observer
            return Disposables.create()
        }
        .subscribe { events.append($0) }
        sender?.onNext(1)
        subscription.dispose()
        sender?.onNext(2)
        XCTAssertEqual(events, [.next(1)])
        sender = nil
    }
}
