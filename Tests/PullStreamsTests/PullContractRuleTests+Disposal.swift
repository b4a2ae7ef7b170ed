import Foundation
import PullStreams
import PullStreamsTest
import Scheduling
import XCTest

extension PullContractRuleTests {
    // MARK: - Disposal is idempotent and safe from any thread, including from inside a callback

    func testContract_DisposalIsIdempotent_EveryDisposableKind() {
        withLeakCheck {
            var interrupted = 0
            let run = SignalProducer<Int, Never>.never.startWithInterrupted { interrupted += 1 }
            run.dispose()
            run.dispose()
            XCTAssertEqual(interrupted, 1)
            XCTAssertTrue(run.isDisposed)

            var actions = 0
            let any = AnyDisposable { actions += 1 }
            let composite = CompositeDisposable()
            composite += { actions += 1 }
            let serial = SerialDisposable(AnyDisposable { actions += 1 })
            let scoped = ScopedDisposable(AnyDisposable { actions += 1 })
            for disposable in [any, composite, serial, scoped] as [Disposable] {
                disposable.dispose()
                disposable.dispose()
                XCTAssertTrue(disposable.isDisposed)
            }
            XCTAssertEqual(actions, 4)

            let (signal, input) = Signal<Int, Never>.pipe()
            var values: [Int] = []
            let observation = signal.observeValues { values.append($0) }
            observation?.dispose()
            observation?.dispose()
            input.send(value: 1)
            XCTAssertEqual(values, [])
        }
    }

    func testContract_DisposalIsSafeFromAnyThread_EightThreadsDisposeOneRun() {
        withLeakCheck {
            for _ in 0..<50 {
                let interrupted = Locked(0)
                let ended = Locked(0)
                let run = SignalProducer<Int, Never> { _, lifetime in
                    lifetime.observeEnded { ended.withLock { $0 += 1 } }
                }.startWithInterrupted { interrupted.withLock { $0 += 1 } }
                let box = UncheckedSendableBox(run)
                DispatchQueue.concurrentPerform(iterations: 8) { _ in box.value.dispose() }
                XCTAssertEqual(interrupted.withLock { $0 }, 1)
                XCTAssertEqual(ended.withLock { $0 }, 1)
            }
        }
    }

    func testContract_DisposalIsSafeFromInsideAnEventCallback_ProducerRunDisposesItself() {
        withLeakCheck {
            let scheduler = TestScheduler()
            let own = SerialDisposable()
            var events: [Signal<Int, Never>.Event] = []
            own.inner = SignalProducer.interval(1...5, interval: .seconds(1), on: scheduler).start { event in
                events.append(event)
                if case .value(2) = event { own.dispose() }
            }
            scheduler.run()
            XCTAssertEqual(events, [.value(1), .value(2), .interrupted])
        }
    }

    func testContract_DisposalIsSafeFromInsideAnEventCallback_ObservationDetachesItself() {
        withLeakCheck {
            let (signal, input) = Signal<Int, Never>.pipe()
            let own = SerialDisposable()
            var first: [Int] = []
            var second: [Int] = []
            own.inner = signal.observeValues { value in
                first.append(value)
                own.dispose()
            }
            signal.observeValues { second.append($0) }
            input.send(value: 1)
            input.send(value: 2)
            input.sendCompleted()
            XCTAssertEqual(first, [1])
            XCTAssertEqual(second, [1, 2])
        }
    }

    func testContract_DisposalIsSafeFromInsideAnEventCallback_CompositeDisposedByItsOwnChild() {
        withLeakCheck {
            let composite = CompositeDisposable()
            var order: [String] = []
            composite += {
                order.append("first")
                composite.dispose()
            }
            composite += { order.append("second") }
            composite.dispose()
            XCTAssertEqual(order, ["first", "second"])
        }
    }
}
