import PubSubStreams
import PullStreams
import PushStreams

/// B1, B2, B3 and B6: the per-value paths of a source, a subject, one subscription's life, and combineLatest.
extension Workloads {
    /// B1: N ints from the style's sequence source -> map(+1) -> filter(even) -> subscribe summing.
    /// Push uses `Observable.range`, as the RxSwift anchor does.
    static let b1 = Workload(
        caseName: "B1", summary: "sequence -> map -> filter -> sum", defaultN: 100_000,
        push: { n in
            var sum = 0
            _ = Observable.range(start: 0, count: n).map { $0 + 1 }.filter { $0 % 2 == 0 }.subscribe(onNext: { sum &+= $0 })
            return sum == expectedEvenSum(n)
        },
        pull: { n in
            var sum = 0
            SignalProducer<Int, Never>(0..<n).map { $0 &+ 1 }.filter { $0 % 2 == 0 }.startWithValues { sum &+= $0 }
            return sum == expectedEvenSum(n)
        },
        pubsub: { n in
            var sum = 0
            let cancellable = (0..<n).publisher.map { $0 + 1 }.filter { $0 % 2 == 0 }.sink { sum &+= $0 }
            cancellable.cancel()
            return sum == expectedEvenSum(n)
        }
    )

    /// B2: a subject with 100 subscribers summing, N sends; the cost is per delivery (N × 100).
    static let b2 = Workload(
        caseName: "B2", summary: "subject, 100 subscribers, N sends (per delivery)", defaultN: 10_000, deliveriesPerElement: 100,
        push: { n in
            let subject = PublishSubject<Int>()
            var sum = 0
            let bag = DisposeBag()
            for _ in 0..<100 { subject.subscribe(onNext: { sum &+= $0 }).disposed(by: bag) }
            for i in 0..<n { subject.onNext(i) }
            return sum == 100 * triangle(n)
        },
        pull: { n in
            let (signal, input) = Signal<Int, Never>.pipe()
            var sum = 0
            for _ in 0..<100 { signal.observeValues { sum &+= $0 } }
            for i in 0..<n { input.send(value: i) }
            input.sendCompleted()
            return sum == 100 * triangle(n)
        },
        pubsub: { n in
            let subject = PassthroughSubject<Int, Never>()
            var sum = 0
            var cancellables: [AnyCancellable] = []
            for _ in 0..<100 { cancellables.append(subject.sink { sum &+= $0 }) }
            for i in 0..<n { subject.send(i) }
            cancellables.removeAll()
            return sum == 100 * triangle(n)
        }
    )

    /// B3: N × (just(1) -> map -> subscribe -> dispose/cancel). Push and pull map with `{ $0 + i }`,
    /// a closure capturing the loop's index, as the RxSwift and ReactiveSwift anchors do; the
    /// OpenCombine anchor maps with `{ $0 + 1 }`.
    static let b3 = Workload(
        caseName: "B3", summary: "N x (just -> map -> subscribe -> dispose)", defaultN: 100_000,
        push: { n in
            var sum = 0
            for i in 0..<n { Observable.just(1).map { $0 + i }.subscribe(onNext: { sum &+= $0 }).dispose() }
            return sum == n + triangle(n)
        },
        pull: { n in
            var sum = 0
            for i in 0..<n { SignalProducer<Int, Never>(value: 1).map { $0 &+ i }.startWithValues { sum &+= $0 }.dispose() }
            return sum == n + triangle(n)
        },
        pubsub: { n in
            var sum = 0
            for _ in 0..<n { Just(1).map { $0 + 1 }.sink { sum &+= $0 }.cancel() }
            return sum == 2 * n
        }
    )

    /// B6: combineLatest of two subjects, N alternating sends, summing both sides of every pair.
    /// Send i (i ≥ 1) combines i with i - 1, so the sum is Σ (2i - 1) = (N - 1)².
    static let b6 = Workload(
        caseName: "B6", summary: "combineLatest of two subjects, N alternating sends", defaultN: 100_000,
        push: { n in
            let left = PublishSubject<Int>()
            let right = PublishSubject<Int>()
            var sum = 0
            let subscription = Observable.combineLatest(left, right) { $0 &+ $1 }.subscribe(onNext: { sum &+= $0 })
            for i in 0..<n { if i & 1 == 0 { left.onNext(i) } else { right.onNext(i) } }
            subscription.dispose()
            return sum == (n == 0 ? 0 : (n - 1) * (n - 1))
        },
        pull: { n in
            let (left, leftInput) = Signal<Int, Never>.pipe()
            let (right, rightInput) = Signal<Int, Never>.pipe()
            var sum = 0
            let disposable = left.combineLatest(with: right).observeValues { x, y in sum &+= x &+ y }
            for i in 0..<n { if i & 1 == 0 { leftInput.send(value: i) } else { rightInput.send(value: i) } }
            leftInput.sendCompleted()
            rightInput.sendCompleted()
            disposable?.dispose()
            return sum == (n == 0 ? 0 : (n - 1) * (n - 1))
        },
        pubsub: { n in
            let left = PassthroughSubject<Int, Never>()
            let right = PassthroughSubject<Int, Never>()
            var sum = 0
            let cancellable = left.combineLatest(right).sink { sum &+= $0 &+ $1 }
            for i in 0..<n { if i & 1 == 0 { left.send(i) } else { right.send(i) } }
            cancellable.cancel()
            return sum == (n == 0 ? 0 : (n - 1) * (n - 1))
        }
    )
}
