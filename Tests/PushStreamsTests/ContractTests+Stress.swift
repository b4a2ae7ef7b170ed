import Dispatch
import PushStreams
import PushStreamsTest
import Scheduling
import XCTest

extension ContractTests {
    // MARK: Stress

    func testStress_SendersSubscribersAndDisposersOnOneSubject() {
        // 4 sender threads × 1,000 sends, 2 churn threads × 300 subscribe/dispose, 1 permanent observer.
        let subject = PublishSubject<Int>()
        var permanent: [Int] = []
        let permanentSubscription = subject.subscribe(onNext: { permanent.append($0) })
        let duplicates = Counter()
        let churnReceived = Counter()
        DispatchQueue.concurrentPerform(iterations: 6) { thread in
            if thread < 4 {
                for index in 0..<1000 { subject.onNext(thread * 1000 + index) }
            } else {
                for _ in 0..<300 {
                    var seen = Set<Int>()
                    let subscription = subject.subscribe(onNext: { value in
                        if !seen.insert(value).inserted { duplicates.increment() }
                        churnReceived.increment()
                    })
                    subscription.dispose()
                }
            }
        }
        subject.onCompleted()
        let afterTerminal = Counter()
        let late = subject.subscribe(onNext: { _ in afterTerminal.increment() })
        subject.onNext(-1)
        XCTAssertEqual(permanent.sorted(), Array(0..<4000), "nothing lost, nothing duplicated")
        XCTAssertEqual(duplicates.value, 0)
        XCTAssertEqual(afterTerminal.value, 0)
        XCTAssertFalse(subject.hasObservers)
        permanentSubscription.dispose()
        late.dispose()
    }

    func testStress_ConcurrentDisposeOfCompositeDisposable() {
        // 8 threads × 1 dispose of one composite of 1,000 disposables: each runs exactly once.
        let disposed = Counter()
        let composite = Disposables.create((0..<1000).map { _ in Disposables.create { disposed.increment() } })
        let box = UncheckedSendableBox(composite)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in box.value.dispose() }
        XCTAssertEqual(disposed.value, 1000)
        XCTAssertTrue(composite.isDisposed)
    }

    func testStress_ConcurrentInsertIntoDisposeBagThenRelease() {
        // 8 threads × 250 inserts into one bag, then the bag is released: each disposable disposed exactly once.
        let disposed = Counter()
        var bag: DisposeBag? = DisposeBag()
        do {
            let shared = UncheckedSendableBox(bag!)
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                for _ in 0..<250 { Disposables.create { disposed.increment() }.disposed(by: shared.value) }
            }
        }
        XCTAssertEqual(disposed.value, 0)
        bag = nil
        _ = bag
        XCTAssertEqual(disposed.value, 2000)
    }

    func testStress_ConcurrentDisposeOfBagContents() {
        // 8 threads dispose the same 500 subscriptions held in a bag, then the bag goes: each upstream once.
        let disposed = Counter()
        var bag: DisposeBag? = DisposeBag()
        let subscriptions = (0..<500).map { _ in
            Observable<Int>.create { _ in Disposables.create { disposed.increment() } }.subscribe()
        }
        for subscription in subscriptions { subscription.disposed(by: bag!) }
        let box = UncheckedSendableBox(subscriptions)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for subscription in box.value { subscription.dispose() }
        }
        bag = nil
        _ = bag
        XCTAssertEqual(disposed.value, 500)
    }

    func testStress_AdvanceOnOneThreadWhileAnotherSchedules_NoDeadlock() {
        // 1 thread × 500 advanceTo calls while 1 thread schedules 2,000 actions: every action runs exactly once.
        let scheduler = TestScheduler(initialClock: 0)
        let ran = Locked([Int](repeating: 0, count: 2000))
        let box = UncheckedSendableBox(scheduler)
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            if thread == 0 {
                for tick in 1...500 { box.value.advanceTo(tick * 2) }
            } else {
                for index in 0..<2000 {
                    box.value.scheduleAt(index % 1500) { ran.withLock { $0[index] += 1 } }
                }
            }
        }
        scheduler.start()
        XCTAssertEqual(ran.withLock { $0 }, [Int](repeating: 1, count: 2000))
    }
}
