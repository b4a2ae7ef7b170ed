import PubSubStreams
import PullStreams
import PushStreams

/// One benchmark case: a workload per style, each returning whether its result checked out.
struct Workload: Sendable {
    let caseName: String
    let summary: String
    let defaultN: Int
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

/// The expected sum of `(i + 1)` over `0..<n` where `i + 1` is even.
func expectedEvenSum(_ n: Int) -> Int {
    (0..<n).reduce(0) { sum, i in (i + 1) % 2 == 0 ? sum + i + 1 : sum }
}

enum Workloads {
    static let all: [Workload] = [b0, b1]

    /// B0: the floor, a plain loop calling a stored closure per element (the same for every style).
    static let b0 = Workload(
        caseName: "B0", summary: "plain loop calling a stored closure", defaultN: 1_000_000,
        push: floor, pull: floor, pubsub: floor
    )

    @Sendable private static func floor(_ n: Int) -> Bool {
        var sum = 0
        let add: (Int) -> Void = { sum &+= $0 }
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
}
