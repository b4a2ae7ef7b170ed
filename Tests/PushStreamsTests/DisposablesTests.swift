import Dispatch
import PushStreams
import Scheduling
import XCTest

final class DisposablesTests: PushTestCase {
    func testCreateWith_RunsOnce_AndReportsDisposed() {
        var count = 0
        let disposable = Disposables.create { count += 1 }
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertEqual(count, 1)
    }

    func testCreateWith_ThreadSafeIdempotentDispose() {
        let count = Counter()
        let disposable = UncheckedSendableBox(Disposables.create { count.increment() })
        DispatchQueue.concurrentPerform(iterations: 64) { _ in disposable.value.dispose() }
        XCTAssertEqual(count.value, 1)
    }

    func testCreateComposite_DisposesAll() {
        var log: [Int] = []
        let composite = Disposables.create(
            Disposables.create { log.append(1) }, Disposables.create { log.append(2) }
        )
        composite.dispose()
        composite.dispose()
        XCTAssertEqual(log, [1, 2])
        XCTAssertTrue(composite.isDisposed)
    }

    func testDisposeBag_DisposesOnDeinit() {
        var log: [Int] = []
        var bag: DisposeBag? = DisposeBag()
        Disposables.create { log.append(1) }.disposed(by: bag!)
        Disposables.create { log.append(2) }.disposed(by: bag!)
        XCTAssertEqual(log, [])
        bag = nil
        XCTAssertEqual(log, [1, 2])
    }

    func testDisposeBag_ReplacingTheBagEndsSubscriptions() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var bag = DisposeBag()
        subject.subscribe(onNext: { received.append($0) }).disposed(by: bag)
        subject.onNext(1)
        bag = DisposeBag()
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(subject.hasObservers)
        _ = bag
    }

    func testSubscriptionDispose_ThreadSafeIdempotent() {
        let disposals = Counter()
        let subscription = UncheckedSendableBox(
            Observable<Int>.create { _ in Disposables.create { disposals.increment() } }.map { $0 }.subscribe()
        )
        DispatchQueue.concurrentPerform(iterations: 64) { _ in subscription.value.dispose() }
        XCTAssertEqual(disposals.value, 1)
    }
}

/// A thread-safe counter for tests.
final class Counter: Sendable {
    private let count = Locked(0)
    func increment() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}
