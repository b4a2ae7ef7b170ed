import Foundation
import PubSubStreams
import PubSubStreamsTest
import PullStreams
import PushStreams
import PushStreamsTest
import Scheduling

/// One benchmark case: a workload per style, each returning whether its result checked out.
struct Workload: Sendable {
    let caseName: String
    let summary: String
    let defaultN: Int
    /// How many deliveries one element makes (B2: one per subscriber); the report divides by it.
    var deliveriesPerElement = 1
    let push: (@Sendable (Int) -> Bool)?
    let pull: (@Sendable (Int) -> Bool)?
    let pubsub: (@Sendable (Int) -> Bool)?

    func body(_ style: BenchmarkStyle) -> (@Sendable (Int) -> Bool)? {
        switch style {
        case .push: return push
        case .pull: return pull
        case .pubsub: return pubsub
        }
    }
}

/// Hides a value from the optimizer, so a stored closure is really called through its context.
@inline(never)
func opaque<T>(_ value: T) -> T { value }

/// The expected sum of `(i + 1)` over `0..<n` where `i + 1` is even.
func expectedEvenSum(_ n: Int) -> Int {
    (0..<n).reduce(0) { sum, i in (i + 1) % 2 == 0 ? sum + i + 1 : sum }
}

enum Workloads {
    static let all: [Workload] = [b0, b1, b2, b3, b4, b5, b6]

    /// B0: the floor, a plain loop calling a stored closure per element (the same for every style).
    static let b0 = Workload(
        caseName: "B0", summary: "plain loop calling a stored closure", defaultN: 1_000_000,
        push: floor, pull: floor, pubsub: floor
    )

    @Sendable private static func floor(_ n: Int) -> Bool {
        var sum = 0
        let add = opaque { (value: Int) in sum &+= value }
        for i in 0..<n { add(i) }
        return sum == (n == 0 ? 0 : n * (n - 1) / 2)
    }

    /// B1: N ints from a sequence source -> map(+1) -> filter(even) -> subscribe summing.
    static let b1 = Workload(
        caseName: "B1", summary: "sequence -> map -> filter -> sum", defaultN: 100_000,
        push: { n in
            var sum = 0
            _ = Observable.from(Array(0..<n)).map { $0 + 1 }.filter { $0 % 2 == 0 }.subscribe(onNext: { sum &+= $0 })
            return sum == expectedEvenSum(n)
        },
        pull: { n in
            var sum = 0
            SignalProducer<Int, Never>(0..<n).map { $0 + 1 }.filter { $0 % 2 == 0 }.startWithValues { sum &+= $0 }
            return sum == expectedEvenSum(n)
        },
        pubsub: { n in
            var sum = 0
            let cancellable = (0..<n).publisher.map { $0 + 1 }.filter { $0 % 2 == 0 }.sink { sum &+= $0 }
            cancellable.cancel()
            return sum == expectedEvenSum(n)
        }
    )

    /// B2: a subject with 100 subscribers, N sends; the cost is per delivery (N × 100).
    static let b2 = Workload(
        caseName: "B2", summary: "subject, 100 subscribers, N sends (per delivery)", defaultN: 10_000, deliveriesPerElement: 100,
        push: { n in
            let subject = PublishSubject<Int>()
            var count = 0
            let bag = DisposeBag()
            for _ in 0..<100 { subject.subscribe(onNext: { _ in count &+= 1 }).disposed(by: bag) }
            for i in 0..<n { subject.onNext(i) }
            return count == n * 100
        },
        pull: { n in
            let (signal, input) = Signal<Int, Never>.pipe()
            var count = 0
            for _ in 0..<100 { signal.observeValues { _ in count &+= 1 } }
            for i in 0..<n { input.send(value: i) }
            input.sendCompleted()
            return count == n * 100
        },
        pubsub: { n in
            let subject = PassthroughSubject<Int, Never>()
            var count = 0
            var cancellables: [AnyCancellable] = []
            for _ in 0..<100 { cancellables.append(subject.sink { _ in count &+= 1 }) }
            for i in 0..<n { subject.send(i) }
            cancellables.removeAll()
            return count == n * 100
        }
    )

    /// B3: N × (just(1) -> map -> subscribe -> dispose/cancel).
    static let b3 = Workload(
        caseName: "B3", summary: "N x (just -> map -> subscribe -> dispose)", defaultN: 100_000,
        push: { n in
            var sum = 0
            for _ in 0..<n { Observable.just(1).map { $0 + 1 }.subscribe(onNext: { sum &+= $0 }).dispose() }
            return sum == 2 * n
        },
        pull: { n in
            var sum = 0
            for _ in 0..<n { SignalProducer<Int, Never>(value: 1).map { $0 + 1 }.startWithValues { sum &+= $0 }.dispose() }
            return sum == 2 * n
        },
        pubsub: { n in
            var sum = 0
            for _ in 0..<n { Just(1).map { $0 + 1 }.sink { sum &+= $0 }.cancel() }
            return sum == 2 * n
        }
    )

    /// B4: the style's test scheduler, N actions at pseudo-random virtual times, then run to the end.
    static let b4 = Workload(
        caseName: "B4", summary: "test scheduler: N actions at random times, run", defaultN: 100_000,
        push: { n in
            let scheduler = PushStreamsTest.TestScheduler(clock: VirtualClock(runawayLimit: n + 1))
            var generator = BenchmarkRandom(seed: 7)
            var ran = 0
            for _ in 0..<n { scheduler.scheduleAt(Int(generator.next() % 1_000_000)) { ran &+= 1 } }
            scheduler.start()
            return ran == n
        },
        pull: { n in
            let scheduler = PullStreams.TestScheduler(clock: VirtualClock(runawayLimit: n + 1))
            var generator = BenchmarkRandom(seed: 7)
            var ran = 0
            let start = scheduler.currentDate
            for _ in 0..<n {
                scheduler.schedule(after: start.addingTimeInterval(Double(generator.next() % 1_000_000) / 1_000)) { ran &+= 1 }
            }
            scheduler.run()
            return ran == n
        },
        pubsub: { n in
            let scheduler = DispatchQueue.test(clock: VirtualClock(runawayLimit: n + 1))
            var generator = BenchmarkRandom(seed: 7)
            var ran = 0
            let start = scheduler.now
            for _ in 0..<n {
                scheduler.schedule(after: start.advanced(by: .milliseconds(Int(generator.next() % 1_000_000)))) { ran &+= 1 }
            }
            scheduler.run()
            return ran == n
        }
    )

    /// B5: N outer values, each mapped to `just` and flattened with "latest".
    static let b5 = Workload(
        caseName: "B5", summary: "N values -> flatMapLatest(just)", defaultN: 100_000,
        push: { n in
            var sum = 0
            _ = Observable.from(Array(0..<n)).flatMapLatest { Observable.just($0) }.subscribe(onNext: { sum &+= $0 })
            return sum == (n == 0 ? 0 : n * (n - 1) / 2)
        },
        pull: { n in
            var sum = 0
            SignalProducer<Int, Never>(0..<n).flatMap(.latest) { SignalProducer<Int, Never>(value: $0) }.startWithValues { sum &+= $0 }
            return sum == (n == 0 ? 0 : n * (n - 1) / 2)
        },
        pubsub: { n in
            var sum = 0
            let cancellable = (0..<n).publisher.map { Just($0) }.switchToLatest().sink { sum &+= $0 }
            cancellable.cancel()
            return sum == (n == 0 ? 0 : n * (n - 1) / 2)
        }
    )

    /// B6: combineLatest of two subjects, N alternating sends.
    static let b6 = Workload(
        caseName: "B6", summary: "combineLatest of two subjects, N alternating sends", defaultN: 100_000,
        push: { n in
            let left = PublishSubject<Int>()
            let right = PublishSubject<Int>()
            var count = 0
            let subscription = Observable.combineLatest(left, right) { $0 &+ $1 }.subscribe(onNext: { _ in count &+= 1 })
            for i in 0..<n { if i % 2 == 0 { left.onNext(i) } else { right.onNext(i) } }
            subscription.dispose()
            return count == max(0, n - 1)
        },
        pull: { n in
            let (left, leftInput) = Signal<Int, Never>.pipe()
            let (right, rightInput) = Signal<Int, Never>.pipe()
            var count = 0
            let disposable = Signal.combineLatest(left, right).observeValues { _ in count &+= 1 }
            for i in 0..<n { if i % 2 == 0 { leftInput.send(value: i) } else { rightInput.send(value: i) } }
            disposable?.dispose()
            return count == max(0, n - 1)
        },
        pubsub: { n in
            let left = PassthroughSubject<Int, Never>()
            let right = PassthroughSubject<Int, Never>()
            var count = 0
            let cancellable = left.combineLatest(right).sink { _ in count &+= 1 }
            for i in 0..<n { if i % 2 == 0 { left.send(i) } else { right.send(i) } }
            cancellable.cancel()
            return count == max(0, n - 1)
        }
    )
}

/// A fixed-seed generator (SplitMix64), so B4's virtual times are the same on every run.
struct BenchmarkRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
