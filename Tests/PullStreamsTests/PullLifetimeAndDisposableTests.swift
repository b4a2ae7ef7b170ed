import Foundation
import PullStreams
import PullStreamsTest
import Scheduling
import TestReporting
import XCTest

/// `Lifetime`, `Lifetime.Token` and the four disposables.
final class PullLifetimeAndDisposableTests: CookbookTestCase {
    func testLifetime_TokenDeinitEnds() {
        withLeakCheck {
            var token: Lifetime.Token? = Lifetime.Token()
            let lifetime = Lifetime(token!)
            var ended = 0
            lifetime.observeEnded { ended += 1 }
            XCTAssertFalse(lifetime.hasEnded)
            token = nil
            XCTAssertTrue(lifetime.hasEnded)
            XCTAssertEqual(ended, 1)
        }
    }

    func testLifetime_PlusEqualsDisposesOnEnd_AndAtOnceWhenEnded() {
        withLeakCheck {
            let (lifetime, token) = Lifetime.make()
            let a = AnyDisposable()
            lifetime += a
            XCTAssertFalse(a.isDisposed)
            token.dispose()
            XCTAssertTrue(a.isDisposed)
            let b = AnyDisposable()
            XCTAssertNil(lifetime += b)
            XCTAssertTrue(b.isDisposed)
        }
    }

    /// ReactiveSwift: once nothing holds a started run (its disposable and its input observer are
    /// gone), the run is interrupted and its start handler's lifetime ends, even when the handler kept
    /// the lifetime and what ends with it holds the lifetime. Observing the lifetime of a run that has
    /// already completed runs the action at once.
    func testLifetime_AbandonedRunEnds_KeptLifetimeDoesNotHoldIt() {
        withLeakCheck {
            var ended = 0
            var kept: Lifetime?
            var disposable: Disposable? = SignalProducer<Int, Never> { _, lifetime in
                lifetime.observeEnded { ended += lifetime.hasEnded ? 1 : 100 }
                kept = lifetime
            }
            .start()
            XCTAssertEqual(ended, 0)
            XCTAssertEqual(kept?.hasEnded, false)
            XCTAssertNotNil(disposable)
            disposable = nil
            XCTAssertEqual(ended, 1)
            XCTAssertEqual(kept?.hasEnded, true)
            var late = 0
            SignalProducer<Int, Never> { observer, lifetime in
                observer.sendCompleted()
                XCTAssertTrue(lifetime.hasEnded)
                XCTAssertNil(lifetime.observeEnded { late += 1 })
            }
            .start()
            XCTAssertEqual(late, 1)
        }
    }

    func testLifetime_ObserveEndedHandleCancels() {
        let (lifetime, token) = Lifetime.make()
        var fired = false
        lifetime.observeEnded { fired = true }?.dispose()
        token.dispose()
        XCTAssertFalse(fired)
    }

    func testLifetimeEmpty() {
        var fired = false
        XCTAssertNil(Lifetime.empty.observeEnded { fired = true })
        XCTAssertTrue(fired)
        XCTAssertTrue(Lifetime.empty.hasEnded)
    }

    func testAnyDisposable_Idempotent() {
        var count = 0
        let disposable = AnyDisposable { count += 1 }
        disposable.dispose()
        disposable.dispose()
        XCTAssertEqual(count, 1)
        XCTAssertTrue(disposable.isDisposed)
        let plain = AnyDisposable()
        XCTAssertFalse(plain.isDisposed)
        plain.dispose()
        XCTAssertTrue(plain.isDisposed)
    }

    func testCompositeDisposable_OrderRemovalAndLateAdds() {
        var log: [String] = []
        let composite = CompositeDisposable([AnyDisposable { log.append("seed") }])
        composite += { log.append("closure") }
        let handle = composite += AnyDisposable { log.append("removed") }
        handle?.dispose()
        XCTAssertNil(composite += nil as Disposable?)
        composite.dispose()
        composite.dispose()
        XCTAssertNil(composite += { log.append("late") })
        XCTAssertEqual(log, ["seed", "closure", "late"])
        XCTAssertTrue(composite.isDisposed)
    }

    func testSerialDisposable_ReplacesAndDisposesLate() {
        var log: [String] = []
        let serial = SerialDisposable(AnyDisposable { log.append("initial") })
        serial.inner = AnyDisposable { log.append("second") }
        XCTAssertEqual(log, ["initial"])
        serial.dispose()
        serial.inner = AnyDisposable { log.append("late") }
        XCTAssertEqual(log, ["initial", "second", "late"])
        XCTAssertNil(serial.inner)
    }

    func testScopedDisposable_DisposesOnDeinit() {
        let inner = AnyDisposable()
        do {
            let scoped = ScopedDisposable(inner)
            XCTAssertFalse(scoped.isDisposed)
        }
        XCTAssertTrue(inner.isDisposed)
    }

    func testDisposal_FromManyThreads_RunsOnce() {
        let count = Locked(0)
        let disposable = AnyDisposable { count.withLock { $0 += 1 } }
        DispatchQueue.concurrentPerform(iterations: 50) { _ in disposable.dispose() }
        XCTAssertEqual(count.withLock { $0 }, 1)
    }
}
