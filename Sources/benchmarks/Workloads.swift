import Foundation

/// One benchmark case: a workload per style, each returning whether its result checked out.
///
/// Each style's workload does the same work per element as the anchor program of that style's
/// original (`../shared/anchors/`: the same source operator, the same closures and what they
/// capture, the same outer), and checks the sum of the values it received.
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

/// `0 + 1 + ... + (n - 1)`.
func triangle(_ n: Int) -> Int { n <= 0 ? 0 : n * (n - 1) / 2 }

enum Workloads {
    static let all: [Workload] = [b0, b1, b2, b3, b4, b5a, b5b, b5c, b6, b7]

    /// B0: the floor, a plain loop calling a stored closure per element (the same for every style).
    static let b0 = Workload(
        caseName: "B0", summary: "plain loop calling a stored closure", defaultN: 1_000_000,
        push: floor, pull: floor, pubsub: floor
    )

    @Sendable private static func floor(_ n: Int) -> Bool {
        var sum = 0
        let add = opaque { (value: Int) in sum &+= value }
        for i in 0..<n { add(i) }
        return sum == triangle(n)
    }
}
