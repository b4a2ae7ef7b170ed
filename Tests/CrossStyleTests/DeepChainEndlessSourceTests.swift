import Foundation
import Scheduling
import Testing

@testable import PubSubStreams
@testable import PullStreams
@testable import PushStreams

/// A `take(3)` (`take(first: 3)`) below an endless synchronous source ends it, through chains of every
/// depth, in the push and pull styles (and `prefix(3)` in pub-sub where the guard has not engaged).
///
/// The originals deliver each element through the whole chain before the source produces the next, so
/// the `take` disposes (interrupts, cancels) the source after the third. Ours too while the chain fits
/// the thread's room; deeper, the stack guard defers part of a delivery, and then the source must not
/// run on: a deferred delivery runs as soon as the stack has unwound enough for it to make progress
/// (pull: a send from part-way down the chain returns only after it), or the source's own loop waits
/// behind it (push: `Observable.from`, `repeatElement`). Chains up to 600 operators, which the originals run on an 8 MiB stack, must also give
/// what the guard switched off gives; 2,000 runs only with the guard.
@Suite("Deep-chain guard: take below an endless source", .sharesLanes(.push, .pull, .pubSub))
struct DeepChainEndlessSourceTests {
    static let depths = [100, 300, 450, 600, 2_000]

    @Test(arguments: depths) func push_TakeEndsAnEndlessSource(depth: Int) {
        let on = onOwnThread { Self.push(depth: depth, guardOn: true) }
        #expect(on == [1, 2, 3], "depth \(depth)")
        if depth <= 600 { #expect(onOwnThread { Self.push(depth: depth, guardOn: false) } == on) }
    }

    @Test(arguments: depths) func pull_TakeEndsAnEndlessProducerLoop(depth: Int) {
        let on = onOwnThread { Self.pull(depth: depth, guardOn: true) }
        #expect(on == [1, 2, 3], "depth \(depth)")
        if depth <= 600 { #expect(onOwnThread { Self.pull(depth: depth, guardOn: false) } == on) }
    }

    /// Pub-sub, where the guard has not engaged (a known difference deeper down: Contracts.md).
    @Test func pubSub_PrefixEndsAnEndlessSequence_BelowTheGuardsLimits() {
        let on = onOwnThread { Self.pubSub(depth: 100, guardOn: true) }
        #expect(on == [1, 2, 3])
        #expect(onOwnThread { Self.pubSub(depth: 100, guardOn: false) } == on)
    }

    /// `Observable.from` an endless sequence, `depth` `scan`s, `take(3)`.
    static func push(depth: Int, guardOn: Bool) -> [Int] {
        ThreadState.current.nesting.isEnabled = guardOn
        defer { ThreadState.current.nesting.isEnabled = true }
        var chain = Observable.from(1...)
        for _ in 0..<depth { chain = chain.scan(0) { $1 } }
        var values: [Int] = []
        _ = chain.take(3).subscribe(onNext: { values.append($0) })
        return values
    }

    /// A producer sending until its lifetime ends (ReactiveSwift's idiom), `depth` `scan`s, `take(first: 3)`.
    static func pull(depth: Int, guardOn: Bool) -> [Int] {
        StackGuard.current.isEnabled = guardOn
        defer { StackGuard.current.isEnabled = true }
        var chain = SignalProducer<Int, Never> { observer, lifetime in
            var next = 1
            while !lifetime.hasEnded {
                observer.send(value: next)
                next += 1
            }
        }
        for _ in 0..<depth { chain = chain.scan(0) { $1 } }
        var values: [Int] = []
        chain.take(first: 3).startWithValues { values.append($0) }
        return values
    }

    /// An endless range's publisher, `depth` erased `scan`s, `prefix(3)`.
    static func pubSub(depth: Int, guardOn: Bool) -> [Int] {
        StackDepth.current.isEnabled = guardOn
        defer { StackDepth.current.isEnabled = true }
        var chain = (1...).publisher.eraseToAnyPublisher()
        for _ in 0..<depth { chain = chain.scan(0) { $1 }.eraseToAnyPublisher() }
        var values: [Int] = []
        let cancellable = chain.prefix(3).sink { values.append($0) }
        cancellable.cancel()
        return values
    }

    /// Runs `body` on a thread with the default 8 MiB stack; `nil` if it is still running after 20 s
    /// (the source was not stopped: the thread is left spinning).
    private func onOwnThread(_ body: @escaping @Sendable () -> [Int]) -> [Int]? {
        let result = Locked<[Int]?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let values = body()
            result.withLock { $0 = values }
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        guard done.wait(timeout: .now() + 20) == .success else {
            Issue.record("The endless source was not stopped within 20 s.")
            return nil
        }
        return result.withLock { $0 }
    }
}
