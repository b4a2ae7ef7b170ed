import Scheduling

/// A publisher that replays a recorded list of values, then a recorded completion, to each subscriber.
///
/// Mirrors Combine's `Record`. Record with `Record { $0.receive(1); $0.receive(completion: .finished) }`
/// or `Record(output:completion:)`. Values go out on demand; the completion follows the last value
/// without further demand (an empty recording sends it right after an empty subscription).
/// Recording a value after the completion, or a second completion, is reported and ignored (Combine traps).
///
/// ```swift
/// let c = Record<Int, Never>(output: [1, 2], completion: .finished).sink { print($0) }
/// // Prints: 1
/// //         2
/// ```
public struct Record<Output, Failure: Error>: Publisher {
    /// What is replayed.
    public let recording: Recording

    /// Records through `record`, then replays that.
    public init(record: (inout Recording) -> Void) {
        var recording = Recording()
        record(&recording)
        self.init(recording: recording)
    }

    /// Replays `recording`.
    public init(recording: Recording) {
        self.recording = recording
    }

    /// Replays `output`, then `completion`.
    public init(output: [Output], completion: Subscribers.Completion<Failure>) {
        self.init(recording: Recording(output: output, completion: completion))
    }

    /// Gives the subscriber a replaying subscription.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        guard !recording.output.isEmpty else {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: recording.completion)
            return
        }
        subscriber.receive(subscription: Replay(downstream: subscriber, output: recording.output, completion: recording.completion))
    }

    /// A list of values and a completion (Combine's `Record.Recording`); `.finished` until one is recorded.
    public struct Recording {
        /// The kind of values recorded.
        public typealias Input = Output

        /// The values recorded so far.
        public private(set) var output: [Output]
        /// The completion recorded (`.finished` until one is).
        public private(set) var completion: Subscribers.Completion<Failure>
        private var isComplete: Bool

        /// An empty recording that takes values and one completion.
        public init() {
            output = []
            completion = .finished
            isComplete = false
        }

        /// A finished recording of `output` then `completion`.
        public init(output: [Output], completion: Subscribers.Completion<Failure> = .finished) {
            self.output = output
            self.completion = completion
            isComplete = true
        }

        /// Records a value; after the completion it is reported and ignored (Combine traps).
        public mutating func receive(_ input: Input) {
            guard !isComplete else {
                return Violations.trap(
                    "API Violation: Record.Recording received a value after its completion. Combine traps here; ours ignores it.")
            }
            output.append(input)
        }

        /// Records the completion; a second one is reported and ignored (Combine traps).
        public mutating func receive(completion: Subscribers.Completion<Failure>) {
            guard !isComplete else {
                return Violations.trap("API Violation: Record.Recording received a second completion. Combine traps here; ours ignores it.")
            }
            self.completion = completion
            isComplete = true
        }
    }
}

extension Record: Codable where Output: Codable, Failure: Codable {}

extension Record.Recording: Codable where Output: Codable, Failure: Codable {
    private enum CodingKeys: String, CodingKey {
        case output
        case completion
    }

    /// Decodes a finished recording (`output`, `completion`), as Combine's.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            output: try container.decode([Output].self, forKey: .output),
            completion: try container.decode(Subscribers.Completion<Failure>.self, forKey: .completion))
    }

    /// Encodes `output` then `completion`, as Combine's.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(output, forKey: .output)
        try container.encode(completion, forKey: .completion)
    }

    /// Combine's spelling of `encode(to:)`.
    public func encode(into encoder: Encoder) throws {
        try encode(to: encoder)
    }
}

extension Record {
    /// The replaying subscription: one caller at a time delivers (a request from inside a value only
    /// adds demand); described as the recorded values, or `"Cancelled Events"` once done or cancelled.
    private final class Replay<Downstream: Subscriber>: Subscription, CustomStringConvertible
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private struct State {
            var downstream: Downstream?
            var index = 0
            var demand = Subscribers.Demand.none
            var delivering = false
        }

        private let state: Locked<State>
        private let output: [Output]
        private let completion: Subscribers.Completion<Failure>

        init(downstream: Downstream, output: [Output], completion: Subscribers.Completion<Failure>) {
            state = Locked(State(downstream: downstream))
            self.output = output
            self.completion = completion
            Resources.increment()
        }

        deinit { Resources.decrement() }

        var description: String { state.withLock { $0.downstream != nil } ? "\(output)" : "Cancelled Events" }

        private enum Step {
            case stop
            case value(Downstream, Output)
            case complete(Downstream)
        }

        func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return Violations.zeroDemand("Record's subscription", combineTraps: false) }
            let start = state.withLock { state -> Bool in
                guard state.downstream != nil else { return false }
                state.demand += demand
                guard !state.delivering else { return false }
                state.delivering = true
                return true
            }
            guard start else { return }
            while true {
                let step = state.withLock { state -> Step in
                    guard let downstream = state.downstream else { return .stop }
                    if state.index == output.count {
                        state.downstream = nil
                        return .complete(downstream)
                    }
                    guard state.demand > 0 else {
                        state.delivering = false
                        return .stop
                    }
                    state.demand -= 1
                    state.index += 1
                    return .value(downstream, output[state.index - 1])
                }
                switch step {
                case .stop:
                    return
                case let .complete(downstream):
                    downstream.receive(completion: completion)
                    return
                case let .value(downstream, value):
                    let more = downstream.receive(value)
                    state.withLock { $0.demand += more }
                }
            }
        }

        func cancel() {
            let downstream = state.withLock { state -> Downstream? in
                defer { state.downstream = nil }
                return state.downstream
            }
            _ = downstream
        }
    }
}
