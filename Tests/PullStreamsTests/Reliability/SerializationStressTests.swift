import Dispatch
import Foundation
import PullStreams
import Scheduling
import TestReporting
import Testing

/// Every operator with more than one upstream or an inner delivers serially, forwards a `.latest`
/// inner's events only while it is the latest, sends nothing after its terminal event, and keeps each
/// source's order, while its sources send from several background queues at once.
///
/// ReactiveSwift promises it ("events are serial": its `Signal` delivers under one lock, and operators with
/// several upstreams synchronize them); these runs hold ours to it. Each source sends from a queue of its
/// own, many times over; ``SerialDeliveryChecker`` counts the calls in flight and checks the order.
/// Bounded: each run waits at most 5 s for its terminal event.
@Suite("Pull serialization stress", .ownsLane(.pull) { Resources.total })
struct PullSerializationStressTests {
    static let runs = 6
    static let count = 100

    /// A hot signal fed from a background queue of its own once ``start(count:completing:)`` is called.
    // @unchecked: the pipe is thread-safe; nothing here changes after init.
    final class Feeder: @unchecked Sendable {
        let signal: Signal<Int, Never>
        let input: Signal<Int, Never>.Observer
        let id: Int
        let queue: DispatchQueue
        init(_ id: Int) {
            (signal, input) = Signal<Int, Never>.pipe()
            self.id = id
            queue = DispatchQueue(label: "feeder \(id)")
        }
        func start(count: Int = PullSerializationStressTests.count, completing: Bool = true) {
            let input = UncheckedSendableBox(input)  // sent into from this feeder's queue only
            queue.async { [id] in
                for index in 0..<count { input.value.send(value: SerialDeliveryChecker.tag(source: id, index: index)) }
                if completing { input.value.sendCompleted() }
            }
        }
    }

    /// An inner producer that sends `count` tagged values from a background queue of its own, then completes.
    static func backgroundInner(_ id: Int, count: Int = 20) -> SignalProducer<Int, Never> {
        SignalProducer { observer, _ in
            let observer = UncheckedSendableBox(observer)  // used by the one queue below only
            DispatchQueue(label: "inner \(id)").async {
                for index in 0..<count { observer.value.send(value: SerialDeliveryChecker.tag(source: id, index: index)) }
                observer.value.sendCompleted()
            }
        }
    }

    /// Observes `signal` with `checker`, runs `start`, waits for the terminal event and reports problems.
    static func check<Value>(
        _ name: String, _ checker: SerialDeliveryChecker, _ signal: Signal<Value, Never>,
        tags: @escaping (Value) -> [Int], start: () -> Void, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let disposable = signal.observe { event in
            switch event {
            case .value(let value):
                let tags = tags(value)
                tags.count == 1 ? checker.value(tags[0]) : checker.value(tags[0], tags[1])
            case .completed, .interrupted: checker.terminal()
            }
        }
        start()
        #expect(checker.waitForTerminal(), "\(name): no terminal event within 5 s", sourceLocation: sourceLocation)
        disposable?.dispose()
        #expect(checker.problems == [], "\(name)", sourceLocation: sourceLocation)
    }

    /// ``check(_:_:_:tags:start:sourceLocation:)`` for a signal of pairs, a tag of `a` with one of `b`:
    /// either side may repeat, so the pairs need not increase.
    static func checkPairs(
        _ name: String, _ signal: Signal<(Int, Int), Never>, start: () -> Void, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        check(
            name, SerialDeliveryChecker(strictlyIncreasing: false), signal, tags: { [$0.0, $0.1] }, start: start,
            sourceLocation: sourceLocation)
    }

    /// Starts `producer` with `checker` instead of observing a signal.
    static func check(
        _ name: String, _ checker: SerialDeliveryChecker, _ producer: SignalProducer<Int, Never>,
        start: () -> Void, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let (signal, input) = Signal<Int, Never>.pipe()
        let started = producer.start(input)
        check(name, checker, signal, tags: { [$0] }, start: start, sourceLocation: sourceLocation)
        started.dispose()
    }

    enum Case: String, CaseIterable {
        case merge, combineLatest, zip, withLatest, sample, flatMapMerge, flatMapLatest, flatMapConcat
        case takeUntil, race, flatMapError, retry, replayLazily, pipe
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
        let single: (Int) -> [Int] = { [$0] }
        switch operatorCase {
        case .merge:
            Self.check(name, SerialDeliveryChecker(), Signal.merge(feeders.map(\.signal)), tags: single, start: startAll)
        case .combineLatest:
            Self.checkPairs(name, a.signal.combineLatest(with: b.signal), start: startAll)
        case .zip:
            let checker = SerialDeliveryChecker()
            Self.check(name, checker, a.signal.zip(with: b.signal), tags: { [$0.0, $0.1] }, start: startAll)
            #expect(checker.valueCount == Self.count, "\(name): every pair")
        case .withLatest:
            Self.checkPairs(name, a.signal.withLatest(from: b.signal), start: startAll)
        case .sample:
            Self.checkPairs(name, a.signal.sample(with: b.signal), start: startAll)
        case .flatMapMerge:
            let checker = SerialDeliveryChecker()
            Self.check(
                name, checker, a.signal.flatMap(.merge) { Self.backgroundInner(100 + $0 % 1_000) },
                tags: single, start: startAll)
            #expect(checker.valueCount == Self.count * 20, "\(name): every inner value")
        case .flatMapLatest:
            Self.check(
                name, SerialDeliveryChecker(latestOnly: true),
                a.signal.flatMap(.latest) { Self.backgroundInner(100 + $0 % 1_000) }, tags: single, start: startAll)
        case .flatMapConcat:
            Self.check(
                name, SerialDeliveryChecker(latestOnly: true),
                a.signal.flatMap(.concat) { Self.backgroundInner(100 + $0 % 1_000, count: 3) }, tags: single, start: startAll)
        case .takeUntil:
            a.start(completing: false)
            Self.check(
                name, SerialDeliveryChecker(), a.signal.take(until: b.signal.map { _ in () }), tags: single,
                start: {
                    b.start(count: 1)
                })
            a.queue.sync {}
        case .race:
            let sources = SignalProducer<SignalProducer<Int, Never>, Never>([SignalProducer(a.signal), SignalProducer(b.signal)])
            Self.check(name, SerialDeliveryChecker(), sources.flatten(.race), start: startAll)
        case .flatMapError:
            let failing = SignalProducer(a.signal).promoteError(StressError.self)
                .concat(SignalProducer<Int, StressError>(error: .boom))
            Self.check(
                name, SerialDeliveryChecker(latestOnly: true), failing.flatMapError { _ in Self.backgroundInner(7) },
                start: startAll)
        case .retry:
            let attempts = Locked(0)
            let flaky = SignalProducer<Int, StressError> { observer, lifetime in
                let attempt = attempts.withLock {
                    $0 += 1
                    return $0
                }
                let inner = Self.backgroundInner(attempt, count: 30).promoteError(StressError.self)
                let run = attempt < 3 ? inner.concat(SignalProducer(error: .boom)) : inner
                _ = lifetime += run.start(observer)
            }
            Self.check(
                name, SerialDeliveryChecker(latestOnly: true), flaky.retry(upTo: 3).flatMapError { _ in .empty },
                start: {})
        case .replayLazily:
            let shared = SignalProducer(Signal.merge(a.signal, b.signal)).replayLazily(upTo: 1)
            let second = SerialDeliveryChecker()
            let secondRun = shared.start { event in
                switch event {
                case .value(let value): second.value(value)
                default: second.terminal()
                }
            }
            Self.check(name, SerialDeliveryChecker(), shared, start: startAll)
            #expect(second.waitForTerminal(), "\(name): second observer")
            secondRun.dispose()
            #expect(second.problems == [], "\(name): second observer")
        case .pipe:
            let property = MutableProperty(SerialDeliveryChecker.tag(source: 9, index: 0))
            let binding = property <~ a.signal
            Self.check(name, SerialDeliveryChecker(), property.signal.take(first: Self.count), tags: single, start: { a.start() })
            binding?.dispose()
            a.queue.sync {}
        }
    }
}

private enum StressError: Error { case boom }
