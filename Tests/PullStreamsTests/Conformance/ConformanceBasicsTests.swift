import Foundation
import PullStreams
import PullStreamsTest
import TestReporting
import XCTest

/// Ports of the Basics scenarios of /work/shared/conformance/pull: Signal, SignalProducer, disposables.
final class ConformanceBasicsTests: CookbookTestCase {
    func testConformance_signal_pipe_hot_late_observer() {
        assertGolden("signal_pipe_hot_late_observer") { tr in
            let (output, input) = Signal<Int, TestError>.pipe()
            output.observe(tr.observer("A"))
            input.send(value: 1)
            output.observe(tr.observer("B"))
            input.send(value: 2)
            input.sendCompleted()
            let late = output.observe(tr.observer("C(after-terminal)"))
            tr.log("C.observe returned \(late == nil ? "nil" : "a disposable")")
            input.send(value: 3)
            input.send(error: .boom)
            tr.log("value/error after completed were dropped")
        }
    }

    func testConformance_signal_pipe_failed_is_terminal() {
        assertGolden("signal_pipe_failed_is_terminal") { tr in
            let (output, input) = Signal<Int, TestError>.pipe()
            output.flatMapError { _ in SignalProducer<Int, Never>.empty }
                .observeValues { tr.log("flatMapError(empty).observeValues \($0)") }
            output.observeFailed { tr.log("observeFailed \($0)") }
            output.observeCompleted { tr.log("observeCompleted (must not fire)") }
            output.observeInterrupted { tr.log("observeInterrupted (must not fire)") }
            output.observeResult { tr.log("observeResult \(showResult($0))") }
            output.observe { tr.log("observe(event) " + showEvent($0)) }
            input.send(value: 1)
            input.send(error: .boom)
            input.send(value: 2)
            input.sendCompleted()
            tr.log("end")
        }
    }

    func testConformance_signal_observer_disposal_is_silent() {
        assertGolden("signal_observer_disposal_is_silent") { tr in
            let (output, input) = Signal<Int, TestError>.pipe()
            let dA = output.observe(tr.observer("A"))
            output.observe(tr.observer("B"))
            input.send(value: 1)
            dA?.dispose()
            tr.log("disposed A's observation (isDisposed=\(dA?.isDisposed ?? false))")
            input.send(value: 2)
            input.sendInterrupted()
            tr.log("end")
        }
    }

    @inline(never)
    private func makePipeAndDropInput(_ tr: Transcript) -> Signal<Int, TestError> {
        let (output, input) = Signal<Int, TestError>.pipe(disposable: AnyDisposable { tr.log("pipe disposable disposed") })
        output.observe(tr.observer("A"))
        input.send(value: 1)
        tr.log("returning; input observer goes out of scope")
        return output
    }

    func testConformance_signal_pipe_input_released_interrupts() {
        assertGolden("signal_pipe_input_released_interrupts") { tr in
            let output = makePipeAndDropInput(tr)
            let late = output.observe(tr.observer("B(late)"))
            tr.log("late observe returned \(late == nil ? "nil" : "a disposable")")
            let (o2, i2) = Signal<Int, TestError>.pipe(disposable: AnyDisposable { tr.log("pipe2 disposable disposed") })
            o2.observe(tr.observer("P2"))
            i2.send(value: 7)
            i2.sendInterrupted()
            i2.send(value: 8)
            tr.log("end")
        }
    }

    func testConformance_producer_cold_side_effects_per_start() {
        assertGolden("producer_cold_side_effects_per_start") { tr in
            var starts = 0
            let producer = SignalProducer<Int, Never> { observer, lifetime in
                starts += 1
                let n = starts
                tr.log("start handler #\(n)")
                lifetime.observeEnded { tr.log("lifetime #\(n) ended") }
                observer.send(value: n * 10)
                observer.send(value: n * 10 + 1)
                observer.sendCompleted()
            }
            tr.log("created producer, starts=\(starts)")
            producer.startWithValues { tr.log("S1 value \($0)") }
            producer.start(tr.observer("S2"))
            let mapped = producer.map { $0 * 2 }
            tr.log("built mapped producer, starts=\(starts)")
            mapped.start(tr.observer("S3"))
            tr.log("starts=\(starts)")
        }
    }

    func testConformance_producer_start_variants() {
        assertGolden("producer_start_variants") { tr in
            let ok = SignalProducer<Int, TestError>(values: 1, 2)
            let bad = SignalProducer<Int, TestError>(error: .boom)
            ok.start(
                Signal<Int, TestError>.Observer(
                    value: { tr.log("Observer(value:) \($0)") },
                    failed: { tr.log("Observer(failed:) \($0)") },
                    completed: { tr.log("Observer(completed:)") },
                    interrupted: { tr.log("Observer(interrupted:)") }))
            ok.start { tr.log("start(event) " + showEvent($0)) }
            ok.startWithResult { tr.log("startWithResult \(showResult($0))") }
            bad.startWithResult { tr.log("startWithResult(bad) \(showResult($0))") }
            ok.startWithCompleted { tr.log("startWithCompleted") }
            bad.startWithFailed { tr.log("startWithFailed \($0)") }
            let d = SignalProducer<Int, TestError>.never.startWithInterrupted { tr.log("startWithInterrupted") }
            tr.log("disposing never-producer")
            d.dispose()
            let t: Disposable = SignalProducer<Int, Never>(values: 1, 2).startWithValues { _ in }
            // The original prints its private disposable class name here; ours returns an AnyDisposable.
            tr.log("(Error==Never only) startWithValues returns Disposable, isDisposed after sync completion=\(t.isDisposed)")
        }
    }

    func testConformance_producer_dispose_interrupts_and_cancels() {
        assertGoldenInVirtualTime("producer_dispose_interrupts_and_cancels") { tr, s in
            let producer = SignalProducer<Int, TestError> { observer, lifetime in
                tr.log("started")
                var n = 0
                lifetime += s.schedule(after: s.currentDate.addingTimeInterval(1), interval: .seconds(1)) {
                    n += 1
                    observer.send(value: n)
                }
                lifetime.observeEnded { tr.log("lifetime ended") }
            }
            let d = producer.start(tr.observer("obs"))
            s.advance(by: .milliseconds(2500))
            d.dispose()
            tr.log("disposed (isDisposed=\(d.isDisposed))")
            s.advance(by: .seconds(5))
            d.dispose()
            tr.log("second dispose is a no-op; nothing after disposal")
        }
    }

    func testConformance_producer_constructors() {
        assertGolden("producer_constructors") { tr in
            SignalProducer<Int, TestError>(values: 1, 2, 3).start(tr.observer("values(1,2,3)"))
            SignalProducer<Int, TestError>([4, 5]).start(tr.observer("init([4,5])"))
            SignalProducer<Int, TestError>(value: 7).start(tr.observer("value:7"))
            SignalProducer<Int, TestError>(error: .boom).start(tr.observer("error:boom"))
            SignalProducer<Int, TestError>(result: .success(9)).start(tr.observer("result:success"))
            SignalProducer<Int, TestError>.empty.start(tr.observer("empty"))
            var evaluated = 0
            let lazyValue = SignalProducer<Int, TestError> { () -> Int in
                evaluated += 1
                return 42
            }
            tr.log("lazy init(() -> Value) evaluated=\(evaluated) before start")
            lazyValue.start(tr.observer("lazy"))
            lazyValue.start(tr.observer("lazy"))
            tr.log("lazy evaluated=\(evaluated) after 2 starts")
            let d = SignalProducer<Int, TestError>.never.start(tr.observer("never"))
            tr.log("never: nothing yet; disposing")
            d.dispose()
            Signal<Int, TestError>.empty.observe(tr.observer("Signal.empty"))
            let neverObservation = Signal<Int, TestError>.never.observe(tr.observer("Signal.never"))
            tr.log("end")
            neverObservation?.dispose()
        }
    }

    func testConformance_lifetime_and_take_during() {
        assertGolden("lifetime_and_take_during") { tr in
            var token: Lifetime.Token? = Lifetime.Token()
            let lifetime = Lifetime(token!)
            lifetime.observeEnded { tr.log("observeEnded fired") }
            let (output, input) = Signal<Int, TestError>.pipe()
            output.take(during: lifetime).observe(tr.observer("takeDuring"))
            SignalProducer<Int, TestError>.never.take(during: lifetime).start(tr.observer("producerTakeDuring"))
            input.send(value: 1)
            tr.log("hasEnded=\(lifetime.hasEnded); releasing token")
            token = nil
            tr.log("hasEnded=\(lifetime.hasEnded)")
            input.send(value: 2)
            let r = Lifetime.empty.observeEnded { tr.log("Lifetime.empty observeEnded fires immediately") }
            tr.log("Lifetime.empty.hasEnded=\(Lifetime.empty.hasEnded) observeEnded returned \(r == nil ? "nil" : "disposable")")
            let (l2, t2) = Lifetime.make()
            l2.observeEnded { tr.log("make() lifetime ended") }
            t2.dispose()
            tr.log("token.dispose() -> hasEnded=\(l2.hasEnded)")
        }
    }

    func testConformance_disposables() {
        assertGolden("disposables") { tr in
            let a = AnyDisposable { tr.log("A disposed") }
            a.dispose()
            a.dispose()
            tr.log("AnyDisposable runs once, isDisposed=\(a.isDisposed)")
            let comp = CompositeDisposable()
            comp += AnyDisposable { tr.log("C1 disposed") }
            comp += { tr.log("C2 disposed") }
            let handle = comp += AnyDisposable { tr.log("C3 disposed (should not: removed)") }
            handle?.dispose()
            comp.dispose()
            comp += AnyDisposable { tr.log("C4 added after dispose -> disposed immediately") }
            let serial = SerialDisposable()
            serial.inner = AnyDisposable { tr.log("S1 disposed when replaced") }
            serial.inner = AnyDisposable { tr.log("S2 disposed with serial") }
            serial.dispose()
            serial.inner = AnyDisposable { tr.log("S3 assigned after dispose -> disposed immediately") }
            do {
                let scoped = ScopedDisposable(AnyDisposable { tr.log("scoped disposed on deinit") })
                _ = scoped
            }
            tr.log("end")
        }
    }
}
