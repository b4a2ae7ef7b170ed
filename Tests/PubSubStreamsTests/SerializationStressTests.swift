import Dispatch
import Foundation
import PubSubStreams
import Scheduling
import TestReporting
import Testing

/// Every operator with more than one upstream or an inner calls its subscriber serially, forwards only
/// the latest inner of `switchToLatest`, sends nothing after its completion, and keeps each upstream's
/// order, while its upstreams send from several background queues at once.
///
/// Combine requires it of every publisher ("a publisher must not call its subscriber concurrently") and
/// its operators with several upstreams lock to keep it; these runs hold ours to it. Each upstream sends
/// from a queue of its own, many times over; ``SerialDeliveryChecker`` counts the calls in flight and
/// checks the order. Bounded: each run waits at most 5 s for its completion.
@Suite("PubSub serialization stress", .ownsLane(.pubSub) { Resources.total })
struct PubSubSerializationStressTests {
    static let runs = 6
    static let count = 100

    /// A subject fed from a background queue of its own once ``start(count:finishing:)`` is called.
    // @unchecked: the subject is thread-safe; nothing here changes after init.
    final class Feeder: @unchecked Sendable {
        let subject = PassthroughSubject<Int, Never>()
        let id: Int
        let queue: DispatchQueue
        init(_ id: Int) {
            self.id = id
            queue = DispatchQueue(label: "feeder \(id)")
        }
        func start(count: Int = PubSubSerializationStressTests.count, finishing: Bool = true) {
            let subject = UncheckedSendableBox(subject)  // sent into from this feeder's queue only
            queue.async { [id] in
                for index in 0..<count { subject.value.send(SerialDeliveryChecker.tag(source: id, index: index)) }
                if finishing { subject.value.send(completion: .finished) }
            }
        }
    }

    /// An inner publisher whose `count` tagged values come from a background queue of its own.
    static func backgroundInner(_ id: Int, count: Int = 20) -> AnyPublisher<Int, Never> {
        (0..<count).map { SerialDeliveryChecker.tag(source: id, index: $0) }.publisher
            .subscribe(on: DispatchQueue(label: "inner \(id)"))
            .eraseToAnyPublisher()
    }

    /// Subscribes `checker` to `publisher`, runs `start`, waits for the completion and reports problems.
    static func check<P: Publisher>(
        _ name: String, _ checker: SerialDeliveryChecker, _ publisher: P, tags: @escaping (P.Output) -> [Int],
        start: () -> Void, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let failure = Locked<String?>(nil)  // no case fails: every source finishes or is recovered
        let cancellable = publisher.sink(
            receiveCompletion: { completion in
                if case .failure(let error) = completion { failure.withLock { $0 = "\(error)" } }
                checker.terminal()
            },
            receiveValue: { value in
                let tags = tags(value)
                tags.count == 1 ? checker.value(tags[0]) : checker.value(tags[0], tags[1])
            })
        start()
        #expect(checker.waitForTerminal(), "\(name): no completion within 5 s", sourceLocation: sourceLocation)
        cancellable.cancel()
        #expect(checker.problems == [], "\(name)", sourceLocation: sourceLocation)
        #expect(failure.withLock { $0 } == nil, "\(name): failed", sourceLocation: sourceLocation)
    }

    enum Case: String, CaseIterable {
        case merge, mergeMany, combineLatest, zip, flatMap, flatMapOneAtATime, switchToLatest
        case prefixUntilOutput, catchError, retry, share, currentValueSubject
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
            Self.check(name, SerialDeliveryChecker(), a.subject.merge(with: b.subject), tags: single, start: startAll)
        case .mergeMany:
            Self.check(name, SerialDeliveryChecker(), Publishers.MergeMany(feeders.map(\.subject)), tags: single, start: startAll)
        case .combineLatest:
            Self.check(
                name, SerialDeliveryChecker(strictlyIncreasing: false), a.subject.combineLatest(b.subject),
                tags: { [$0.0, $0.1] }, start: startAll)
        case .zip:
            let checker = SerialDeliveryChecker()
            Self.check(name, checker, a.subject.zip(b.subject), tags: { [$0.0, $0.1] }, start: startAll)
            #expect(checker.valueCount == Self.count, "\(name): every pair")
        case .flatMap:
            let checker = SerialDeliveryChecker()
            Self.check(name, checker, a.subject.flatMap { Self.backgroundInner(100 + $0 % 1_000) }, tags: single, start: startAll)
            #expect(checker.valueCount == Self.count * 20, "\(name): every inner value")
        case .flatMapOneAtATime:
            Self.check(
                name, SerialDeliveryChecker(latestOnly: true),
                a.subject.flatMap(maxPublishers: .max(1)) { Self.backgroundInner(100 + $0 % 1_000, count: 3) },
                tags: single, start: startAll)
        case .switchToLatest:
            Self.check(
                name, SerialDeliveryChecker(latestOnly: true),
                a.subject.map { Self.backgroundInner(100 + $0 % 1_000) }.switchToLatest(), tags: single, start: startAll)
        case .prefixUntilOutput:
            a.start(finishing: false)
            Self.check(
                name, SerialDeliveryChecker(), a.subject.prefix(untilOutputFrom: b.subject), tags: single,
                start: {
                    b.start(count: 1)
                })
            a.queue.sync {}
        case .catchError:
            let failing = a.subject.setFailureType(to: StressError.self)
                .append(Fail<Int, StressError>(error: .boom))
            Self.check(
                name, SerialDeliveryChecker(latestOnly: true), failing.catch { _ in Self.backgroundInner(7) },
                tags: single, start: startAll)
        case .retry:
            let attempts = Locked(0)
            let flaky = Deferred { () -> AnyPublisher<Int, StressError> in
                let attempt = attempts.withLock {
                    $0 += 1
                    return $0
                }
                let inner = Self.backgroundInner(attempt, count: 30).setFailureType(to: StressError.self)
                return attempt < 3 ? inner.append(Fail(error: .boom)).eraseToAnyPublisher() : inner.eraseToAnyPublisher()
            }
            Self.check(name, SerialDeliveryChecker(latestOnly: true), flaky.retry(3), tags: single, start: {})
        case .share:
            let shared = a.subject.merge(with: b.subject).share()
            let second = SerialDeliveryChecker()
            let secondRun = shared.sink(receiveCompletion: { _ in second.terminal() }, receiveValue: { second.value($0) })
            Self.check(name, SerialDeliveryChecker(), shared, tags: single, start: startAll)
            #expect(second.waitForTerminal(), "\(name): second subscriber")
            secondRun.cancel()
            #expect(second.problems == [], "\(name): second subscriber")
        case .currentValueSubject:
            let current = CurrentValueSubject<Int, Never>(SerialDeliveryChecker.tag(source: 9, index: 0))
            let feed = a.subject.subscribe(current)
            Self.check(name, SerialDeliveryChecker(), current, tags: single, start: { a.start() })
            feed.cancel()
        }
    }
}

private enum StressError: Error { case boom }
