import Foundation
import PubSubStreamsTest

/// Append-only transcript; optionally stamps lines with a test scheduler's time (`t=0.3 …`).
final class Log: @unchecked Sendable {
    // @unchecked: `lines` is only touched under `lock`.
    private var storage: [String] = []
    private let lock = NSLock()
    private let now: (() -> String)?

    init() { now = nil }

    /// Stamps with the time since the scheduler's start (`DispatchQueue.test` starts at uptime 1, as combine-schedulers').
    init(scheduler: TestSchedulerOf<DispatchQueue>) {
        let start = scheduler.now
        now = { Log.seconds(UInt64(start.distance(to: scheduler.now).magnitude)) }
    }

    var lines: [String] { lock.withLock { storage } }

    func callAsFunction(_ line: String) {
        let stamped = now.map { "t=\($0()) \(line)" } ?? line
        lock.withLock { storage.append(stamped) }
    }

    /// Seconds with trailing zeros trimmed: 0, 0.5, 1.25, 3.
    static func seconds(_ nanoseconds: UInt64) -> String {
        let whole = nanoseconds / 1_000_000_000
        var fraction = nanoseconds % 1_000_000_000
        if fraction == 0 { return "\(whole)" }
        var digits = 9
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let text = String(fraction)
        return "\(whole)." + String(repeating: "0", count: digits - text.count) + text
    }
}

extension Publisher {
    /// Logs upstream-facing lifecycle events (request / cancel, optionally subscription) with a prefix.
    func tap(_ log: Log, _ name: String, subscription: Bool = false) -> Publishers.HandleEvents<Self> {
        handleEvents(
            receiveSubscription: subscription ? { _ in log("\(name) subscription") } : nil,
            receiveCancel: { log("\(name) cancel") },
            receiveRequest: { log("\(name) request(\(fmt($0)))") }
        )
    }

    /// A sink writing `<name> value(x)` / `<name> finished` lines.
    func record(_ log: Log, _ name: String = "") -> AnyCancellable {
        let prefix = name.isEmpty ? "" : "\(name) "
        return sink(receiveCompletion: { log("\(prefix)\(fmt($0))") }, receiveValue: { log("\(prefix)value(\($0))") })
    }
}

/// A hand-written subscriber with scripted demand, for back-pressure scenarios.
final class ScriptedSubscriber<Input, Failure: Error>: Subscriber {
    let log: Log
    let name: String
    let initial: Subscribers.Demand
    let onValue: (Input, Int) -> Subscribers.Demand
    private var subscription: Subscription?
    private var count = 0

    init(
        _ log: Log, _ name: String, initial: Subscribers.Demand,
        onValue: @escaping (Input, Int) -> Subscribers.Demand = { _, _ in .none }
    ) {
        self.log = log
        self.name = name
        self.initial = initial
        self.onValue = onValue
    }

    func receive(subscription: Subscription) {
        log("\(name) subscribed")
        self.subscription = subscription
        if initial != .none { subscription.request(initial) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        count += 1
        let demand = onValue(input, count)
        log("\(name) value(\(input)) -> \(fmt(demand))")
        return demand
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        log("\(name) \(fmt(completion))")
        subscription = nil
    }

    func request(_ demand: Subscribers.Demand) {
        log("\(name) request(\(fmt(demand)))")
        subscription?.request(demand)
    }

    func cancel() {
        log("\(name) cancel()")
        subscription?.cancel()
        subscription = nil
    }

    /// One step of a demand script: a value for the subject to send, or demand this subscriber asks for.
    enum Step {
        case send(Input)
        case request(Subscribers.Demand)
    }

    /// Plays `steps` in order: each value through `subject`, each request through this subscriber.
    func play<S: Subject>(_ steps: [Step], on subject: S) where S.Output == Input, S.Failure == Failure {
        for step in steps {
            switch step {
            case .send(let value): subject.send(value)
            case .request(let demand): request(demand)
            }
        }
    }
}

/// Per-subscriber transcripts, printed grouped by channel name: subject delivery order among
/// several subscribers is unspecified, so multi-subscriber scenarios never depend on it.
final class Channels {
    private var order: [String] = []
    private var logs: [String: Log] = [:]

    func callAsFunction(_ name: String) -> Log {
        if let log = logs[name] { return log }
        let log = Log()
        logs[name] = log
        order.append(name)
        return log
    }

    func mark(_ text: String) {
        for name in order { logs[name]!("-- \(text)") }
    }

    var lines: [String] {
        order.sorted().flatMap { name in logs[name]!.lines.map { "[\(name)] \($0)" } }
    }
}

/// The golden transcript of one scenario, read from the conformance folder's `golden.txt` copy.
enum Golden {
    private static let transcript: [String: [String]] = {
        let text = goldenTranscript
        var result: [String: [String]] = [:]
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                current = String(line.dropFirst(3))
                result[current!] = []
            } else if let name = current, line.hasPrefix("  ") {
                result[name, default: []].append(String(line.dropFirst(2)))
            }
        }
        return result
    }()

    static func lines(_ scenario: String) -> [String] {
        transcript[scenario] ?? ["<scenario \(scenario) missing from golden.txt>"]
    }
}
