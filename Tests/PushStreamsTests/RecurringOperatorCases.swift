import PushStreams
import PushStreamsTest
import XCTest

// The cases RxSwift's tests repeat from operator to operator (`_Never`, `_Empty`, `_Dispose`, an inner ended
// by a dispose, inners made per value) and from scheduler to scheduler (advancing into the past), each written
// once over the same hot sources and times.

/// RxSwift's `testX_Never` and `testX_Empty` for an operator over one hot source, each on a fresh
/// `TestScheduler` given to `make`: a source that sent only before the subscription (at 150) yields
/// `never`; one that completes at 250 yields `empty`. A failure names its row.
func assertNeverAndEmpty(
    never: [Recorded<Event<Int>>] = [], empty: [Recorded<Event<Int>>] = [.completed(250)],
    file: StaticString = #filePath, line: UInt = #line, _ make: @escaping (Observable<Int>, TestScheduler) -> Observable<Int>
) {
    let rows: KeyValuePairs<String, (source: [Recorded<Event<Int>>], expected: [Recorded<Event<Int>>])> = [
        "never": ([.next(150, 1)], never),
        "empty": ([.completed(250)], empty),
    ]
    for (name, row) in rows {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(row.source)
        XCTAssertEqual(scheduler.start { make(xs.asObservable(), scheduler) }.events, row.expected, "row \(name)", file: file, line: line)
    }
}

/// Disposing at 300 a flattening (`flatten(source, inner)`) of a hot source that sends 1 at 210 into the
/// cold `inner`: the result sent `sends` and the inner was subscribed from 210 until 300. Returns the
/// source's subscriptions.
@discardableResult
func assertDisposingAt300EndsTheInner(
    inner: [Recorded<Event<Int>>], sends: [Recorded<Event<Int>>], file: StaticString = #filePath, line: UInt = #line,
    _ flatten: @escaping (Observable<Int>, Observable<Int>) -> Observable<Int>
) -> [Subscription] {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let cold = scheduler.createColdObservable(inner)
    XCTAssertEqual(
        scheduler.start(disposed: 300) { flatten(xs.asObservable(), cold.asObservable()) }.events, sends, file: file, line: line)
    XCTAssertEqual(cold.subscriptions, [Subscription(210, 300)], "the inner's subscription", file: file, line: line)
    return xs.subscriptions
}

/// A flattening (`flatten(source, makeInner)`) of a hot source that sends 1 at 210 and 2 at 215, then
/// completes at `completion`; `makeInner(value)` makes a cold inner that sends `value` 10 ticks after its
/// subscription and completes 10 later. Returns the result's events and each inner's subscriptions, in
/// the order the inners were made.
func flattenedOneAndTwo(
    completingAt completion: Int, _ flatten: @escaping (Observable<Int>, @escaping (Int) -> Observable<Int>) -> Observable<Int>
) -> (events: [Recorded<Event<Int>>], inners: [[Subscription]]) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(completion)])
    var inners: [TestableObservable<Int>] = []
    let res = scheduler.start {
        flatten(xs.asObservable()) { value in
            let inner = scheduler.createColdObservable([.next(10, value), .completed(20)])
            inners.append(inner)
            return inner.asObservable()
        }
    }
    return (res.events, inners.map(\.subscriptions))
}

/// RxSwift's `_Dispose` case for an operator over one hot source that sends 1 at 210 and 2 at 400: the
/// result, disposed at 300, sent `sends`, and the source was subscribed from 200 until 300.
func assertDisposedAt300(
    sends: [Recorded<Event<Int>>], file: StaticString = #filePath, line: UInt = #line,
    _ make: @escaping (Observable<Int>) -> Observable<Int>
) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
    XCTAssertEqual(scheduler.start(disposed: 300) { make(xs.asObservable()) }.events, sends, file: file, line: line)
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)], "the source's subscription", file: file, line: line)
}

/// `scheduler`, its clock at 100, told to advance to 50: the test issue names the scheduler's type
/// (`name`) and the clock stays at 100 (`TestScheduler` and a user's own virtual-time scheduler alike).
func assertAdvancingBackTo50IsReportedAndIgnored<Converter>(
    _ scheduler: VirtualTimeScheduler<Converter>, named name: String, file: StaticString = #filePath, line: UInt = #line
) where Converter.VirtualTimeUnit == Int {
    let messages = capturingIssues { scheduler.advanceTo(50) }
    XCTAssertEqual(messages, ["\(name).advanceTo(50): the clock is already at 100; time cannot go back."], file: file, line: line)
    XCTAssertEqual(scheduler.clock, 100, file: file, line: line)
}
