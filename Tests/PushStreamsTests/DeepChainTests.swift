import PushStreams
import TestReporting
import Testing

// Deep chains and long re-entrant runs complete without overflowing the stack (Patterns/Contracts.md, push
// section). Swift Testing runs them on a worker thread, beside the other styles' tests; the suite owns the push
// lane, so `Resources.total` is back at its start after each test.

@Suite(.ownsLane(.push) { Int(Resources.total) })
struct PushDeepChainTests {
    /// Levels of the nested chains: with the guard off, nested `flatMap`s overflow the default 8 MiB stack of a
    /// debug build at 3,294 and `merge`s at 4,718, `concat`s before 3,000 (measured 2026-11-26): 6,000 needs the guard.
    private let nestedDepth = 6_000

    @Test func testContract_ReentrantSendIntoSubject_100000DeepDoesNotOverflowTheStack() {
        let subject = PublishSubject<Int>()
        var count = 0
        let subscription = subject.subscribe(onNext: { value in
            count += 1
            if value < 100_000 { subject.onNext(value + 1) }
        })
        subject.onNext(1)
        #expect(count == 100_000)
        subscription.dispose()
    }

    @Test func testContract_ReentrantSendThroughAnOperatorChain_100000DeepDoesNotOverflowTheStack() {
        let subject = PublishSubject<Int>()
        var count = 0
        let subscription = subject.map { $0 + 1 }.subscribe(onNext: { value in
            count += 1
            if value <= 100_000 { subject.onNext(value) }
        })
        subject.onNext(0)
        #expect(count == 100_001)
        subscription.dispose()
    }

    @Test func testDeepChain_Concat10000Sources() {
        var sum = 0
        var completed = false
        _ = Observable.concat((0..<10_000).map { Observable.just($0) })
            .subscribe(onNext: { sum += $0 }, onCompleted: { completed = true })
        #expect(sum == 49_995_000)
        #expect(completed)
    }

    @Test func testDeepChain_Concat6000Nested() {
        // Each level is concat(empty, previous): the one value crosses all 6,000 levels once.
        var chain = Observable.just(1)
        for _ in 1..<nestedDepth { chain = Observable<Int>.empty().concat(chain) }
        var values: [Int] = []
        var completed = false
        _ = chain.subscribe(onNext: { values.append($0) }, onCompleted: { completed = true })
        #expect(values == [1])
        #expect(completed)
    }

    @Test func testDeepChain_FlatMap6000Nested() {
        var chain = Observable.just(0)
        for _ in 0..<nestedDepth { chain = chain.flatMap { Observable.just($0 + 1) } }
        var values: [Int] = []
        var completed = false
        _ = chain.subscribe(onNext: { values.append($0) }, onCompleted: { completed = true })
        #expect(values == [nestedDepth])
        #expect(completed)
    }

    @Test func testDeepChain_Merge6000Nested() {
        // Each level is merge(previous, empty): the one value crosses all 6,000 levels once.
        var chain = Observable.just(1)
        for _ in 1..<nestedDepth { chain = Observable.merge(chain, Observable<Int>.empty()) }
        var values: [Int] = []
        var completed = false
        _ = chain.subscribe(onNext: { values.append($0) }, onCompleted: { completed = true })
        #expect(values == [1])
        #expect(completed)
    }

    @Test func testDeepChain_Of70000Elements_WithOtherTrampolineWork() {
        // 2 × 35,000 trampolined emissions interleaved step by step on the current-thread trampoline (each
        // element a queued step, as RxSwift): past the ~65,000 steps where a re-abstracted closure once overflowed.
        var sum = 0
        // The elements built with a plain loop: a debug build runs `Array(1...35_000)` through the standard
        // library's unspecialized generic initializer, which cost more than the emission under test.
        var elements: [Int] = []
        elements.reserveCapacity(35_000)
        var element = 1
        while element <= 35_000 {
            elements.append(element)
            element += 1
        }
        let half = Observable.from(elements)
        _ = Observable.merge(half, half).subscribe(onNext: { sum += $0 })
        #expect(sum == 35_000 * 35_001)
    }

    @Test func testDeepChain_FlatMapRecursive6000() {
        func countdown(_ value: Int) -> Observable<Int> {
            value == 0 ? .just(0) : Observable.just(value).flatMap { countdown($0 - 1) }
        }
        var values: [Int] = []
        _ = countdown(nestedDepth).subscribe(onNext: { values.append($0) })
        #expect(values == [0])
    }
}
