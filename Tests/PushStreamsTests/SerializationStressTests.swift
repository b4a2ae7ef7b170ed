import Dispatch
import Foundation
import PushStreams
import Scheduling
import TestReporting
import Testing

/// Every operator with more than one upstream or an inner calls its observer serially, forwards a
/// "latest" inner's events only while it is the latest, sends nothing after its terminal event, and keeps
/// each source's order, while its sources send from several background queues at once.
///
/// RxSwift promises it (its `Sink`s forward under one lock, or `synchronized` where sources race); these
/// runs hold ours to it. Each source sends from a queue of its own (a source's own events are serial,
/// as the observable contract requires), many times over; ``SerialDeliveryChecker`` counts the calls in
/// flight and checks the order. Bounded: each run waits at most 5 s for its terminal event.
@Suite("Push serialization stress", .ownsLane(.push) { Int(Resources.total) })
struct PushSerializationStressTests {
    static let runs = 6
    static let count = 100

    /// A hot source fed from a background queue of its own once ``start()`` is called.
    // @unchecked: the subject is thread-safe; `id` and `queue` never change.
    final class Feeder: @unchecked Sendable {
        let subject = PublishSubject<Int>()
        let id: Int
        let queue: DispatchQueue
        init(_ id: Int) {
            self.id = id
            queue = DispatchQueue(label: "feeder \(id)")
        }
        func start(count: Int = PushSerializationStressTests.count, completing: Bool = true) {
            queue.async { [subject, id] in
                for index in 0..<count { subject.onNext(SerialDeliveryChecker.tag(source: id, index: index)) }
                if completing { subject.onCompleted() }
            }
        }
    }

    /// An inner observable that sends `count` tagged values from a background queue of its own, then completes.
    static func backgroundInner(_ id: Int, count: Int = 20) -> Observable<Int> {
        Observable.create { observer in
            let observer = UncheckedSendableBox(observer)  // used by the one queue below only
            DispatchQueue(label: "inner \(id)").async {
                for index in 0..<count { observer.value.onNext(SerialDeliveryChecker.tag(source: id, index: index)) }
                observer.value.onCompleted()
            }
            return Disposables.create()
        }
    }

    /// Subscribes `checker` to `stream` (whose elements carry the tags `tags` gives: one, or a pair from
    /// two sources), runs `start`, waits for the terminal event and reports problems.
    static func check<Element>(
        _ name: String, _ checker: SerialDeliveryChecker, _ stream: Observable<Element>, tags: @escaping (Element) -> [Int],
        start: () -> Void, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let failure = Locked<String?>(nil)  // no case fails: every source completes or is recovered
        let subscription = stream.subscribe(
            onNext: { element in
                let tags = tags(element)
                tags.count == 1 ? checker.value(tags[0]) : checker.value(tags[0], tags[1])
            },
            onError: { error in
                failure.withLock { $0 = "\(error)" }
                checker.terminal()
            }, onCompleted: { checker.terminal() })
        start()
        #expect(checker.waitForTerminal(), "\(name): no terminal event within 5 s", sourceLocation: sourceLocation)
        subscription.dispose()
        #expect(checker.problems == [], "\(name)", sourceLocation: sourceLocation)
        #expect(failure.withLock { $0 } == nil, "\(name): ended with an error", sourceLocation: sourceLocation)
    }

    /// ``check(_:_:_:tags:start:sourceLocation:)`` for a stream whose every element is one tag.
    static func check(
        _ name: String, _ checker: SerialDeliveryChecker, _ stream: Observable<Int>, start: () -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        check(name, checker, stream, tags: { [$0] }, start: start, sourceLocation: sourceLocation)
    }

    /// ``check(_:_:_:tags:start:sourceLocation:)`` for a stream of pairs, a tag of `a` with one of `b`:
    /// either side may repeat, so the pairs need not increase.
    static func checkPairs(
        _ name: String, _ stream: Observable<(Int, Int)>, start: () -> Void, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        check(
            name, SerialDeliveryChecker(strictlyIncreasing: false), stream, tags: { [$0.0, $0.1] }, start: start,
            sourceLocation: sourceLocation)
    }

    /// The checker itself sees overlapping calls, a value after the terminal event and a stale latest value.
    @Test func theCheckerCatchesWhatItChecks() {
        let overlapping = SerialDeliveryChecker()
        let group = DispatchGroup()
        for thread in 0..<4 {
            DispatchQueue(label: "unserialized \(thread)").async(group: group) {
                for index in 0..<300 { overlapping.value(SerialDeliveryChecker.tag(source: thread, index: index)) }
            }
        }
        #expect(group.wait(timeout: .now() + 10) == .success)
        #expect(overlapping.problems.contains { $0.hasSuffix("overlapped another call") })
        let late = SerialDeliveryChecker(latestOnly: true)
        late.value(SerialDeliveryChecker.tag(source: 2, index: 0))
        late.value(SerialDeliveryChecker.tag(source: 1, index: 5))
        late.terminal()
        late.value(SerialDeliveryChecker.tag(source: 2, index: 1))
        #expect(late.problems == ["stale source 1 after source 2", "a value after the terminal event"])
    }

    enum Case: String, CaseIterable {
        case merge, combineLatest, zip, withLatestFrom, sample, flatMap, flatMapLatest, concatMap
        case takeUntil, amb, catchError, retry, share, subject
    }

    @Test(arguments: Case.allCases)
    func serialDelivery(_ operatorCase: Case) {
        for _ in 0..<Self.runs { run(operatorCase) }
    }

    private func run(_ operatorCase: Case) {
        let feeders = (0..<3).map(Feeder.init)
        let (a, b) = (feeders[0], feeders[1])
        let startAll = { for feeder in feeders { feeder.start() } }
        let name = operatorCase.rawValue
        switch operatorCase {
        case .merge:
            Self.check(name, SerialDeliveryChecker(), Observable.merge(a.subject, b.subject, feeders[2].subject), start: startAll)
        case .combineLatest:
            Self.checkPairs(name, Observable.combineLatest(a.subject, b.subject) { ($0, $1) }, start: startAll)
        case .zip:
            let checker = SerialDeliveryChecker()
            Self.check(name, checker, Observable.zip(a.subject, b.subject) { ($0, $1) }, tags: { [$0.0, $0.1] }, start: startAll)
            #expect(checker.valueCount == Self.count, "\(name): every pair")
        case .withLatestFrom:
            Self.checkPairs(name, a.subject.withLatestFrom(b.subject) { ($0, $1) }, start: startAll)
        case .sample:
            // RxSwift's sample completes at the first sampler event after the source completed (a sampler
            // that completes first leaves it open), so one last tick follows both feeders.
            Self.check(
                name, SerialDeliveryChecker(), a.subject.sample(b.subject),
                start: {
                    a.start()
                    b.start(completing: false)
                    a.queue.sync {}
                    b.queue.sync {}
                    b.subject.onNext(0)
                })
        case .flatMap:
            Self.check(name, SerialDeliveryChecker(), a.subject.flatMap { Self.backgroundInner(100 + $0 % 1_000) }, start: startAll)
        case .flatMapLatest:
            Self.check(
                name, SerialDeliveryChecker(latestOnly: true),
                a.subject.flatMapLatest { Self.backgroundInner(100 + $0 % 1_000) }, start: startAll)
        case .concatMap:
            Self.check(
                name, SerialDeliveryChecker(latestOnly: true),
                a.subject.concatMap { Self.backgroundInner(100 + $0 % 1_000, count: 3) }, start: startAll)
        case .takeUntil:
            a.start(count: Self.count, completing: false)
            Self.check(name, SerialDeliveryChecker(), a.subject.take(until: b.subject), start: { b.start(count: 1) })
            a.queue.sync {}
        case .amb:
            Self.check(
                name, SerialDeliveryChecker(), Observable.amb([a.subject.asObservable(), b.subject.asObservable()]), start: startAll)
        case .catchError:
            let failing = a.subject.concat(Observable<Int>.error(TestError.boom))
            Self.check(name, SerialDeliveryChecker(latestOnly: true), failing.catch { _ in Self.backgroundInner(7) }, start: startAll)
        case .retry:
            let attempts = Locked(0)
            let flaky = Observable<Int>.deferred {
                let attempt = attempts.withLock {
                    $0 += 1
                    return $0
                }
                let inner = Self.backgroundInner(attempt, count: 30)
                return attempt < 3 ? inner.concat(Observable.error(TestError.boom)) : inner
            }
            Self.check(name, SerialDeliveryChecker(latestOnly: true), flaky.retry(3), start: {})
        case .share:
            let shared = Observable.merge(a.subject, b.subject).share(replay: 1)
            let second = SerialDeliveryChecker()
            let subscription = shared.subscribe(onNext: { second.value($0) }, onCompleted: { second.terminal() })
            Self.check(name, SerialDeliveryChecker(), shared, start: startAll)
            #expect(second.waitForTerminal(), "\(name): second observer")
            subscription.dispose()
            #expect(second.problems == [], "\(name): second observer")
        case .subject:
            let relay = BehaviorSubject(value: SerialDeliveryChecker.tag(source: 9, index: 0))
            let feed = a.subject.subscribe(relay)
            Self.check(name, SerialDeliveryChecker(), relay.asObservable(), start: { a.start() })
            feed.dispose()
        }
    }
}
