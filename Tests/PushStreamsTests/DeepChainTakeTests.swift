import Foundation
import PushStreams
import Scheduling
import TestReporting
import Testing

/// A `take(n)` below an endless synchronous source still ends it when the chain between them is deep
/// enough for the stack guard to defer deliveries.
///
/// RxSwift's `repeatElement` emits one element per current-thread trampoline step, so a `take(3)` below it
/// disposes it after the third. Ours too; and where a delivery is deferred (the chain reached the stack's
/// reserve), the emission loop waits behind that delivery instead of running on, so the `take` still
/// sees the third element before a fourth is produced. (RxSwift itself overflows the stack at such depths.)
@Suite(.ownsLane(.push) { Int(Resources.total) })
struct PushDeepChainTakeTests {
    @Test func testDeepChain_TakeBelowAnEndlessSourceThroughADeferringChain_EndsIt() {
        let outcome = Locked<(values: [Int], completed: Bool)?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            var chain = Observable.repeatElement(1)
            // 2,000 `do` layers, a sink each: far past the guard's 512 nested calls, so deliveries are
            // deferred; and shallow enough for the unguarded disposal after `take` completes, which
            // goes through every layer, to fit an 8 MiB thread under ThreadSanitizer too.
            for _ in 0..<2_000 { chain = chain.do(onNext: { _ in }) }
            var values: [Int] = []
            var completed = false
            _ = chain.take(3).subscribe(onNext: { values.append($0) }, onCompleted: { completed = true })
            outcome.withLock { $0 = (values, completed) }
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        #expect(done.wait(timeout: .now() + 20) == .success, "the endless source was not stopped by take(3)")
        let result = outcome.withLock { $0 }
        #expect(result?.values == [1, 1, 1])
        #expect(result?.completed == true)
    }
}
