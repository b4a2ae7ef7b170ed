import Dispatch
import PubSubStreams
import PubSubStreamsTest
import Scheduling

/// Runs a ``CrossCase`` in the pub-sub style (Combine-like) on a shared clock.
enum PubSubRunner {
    static func start(_ testCase: CrossCase, clock: VirtualClock) throws -> StartedRun {
        let scheduler = DispatchQueue.test(clock: clock)
        func input(_ index: Int) throws -> AnyPublisher<Int, CrossFailure> {
            try scheduler.createColdPublisher(
                marbles: testCase.inputs[index], values: CrossCase.inputValues, error: CrossFailure.boom,
                frame: .seconds(1)
            ).eraseToAnyPublisher()
        }
        func tapped(_ stream: AnyPublisher<Int, CrossFailure>, into log: EventLog) -> AnyPublisher<Int, CrossFailure> {
            stream.handleEvents(
                receiveOutput: { log.record(.value($0)) },
                receiveCompletion: { log.record(Self.notification($0)) }
            ).eraseToAnyPublisher()
        }
        /// Applies chain step `step`, at `index`, to `stream`.
        func apply(_ run: StartedRun, _ stream: AnyPublisher<Int, CrossFailure>, _ index: Int, _ step: ChainStep) throws -> AnyPublisher<
            Int, CrossFailure
        > {
            switch step {
            case let .map(multiplier, offset):
                return stream.map { ChainStep.mapped($0, multiplier, offset) }.eraseToAnyPublisher()
            case .filter(let divisor): return stream.filter { ChainStep.kept($0, divisor) }.eraseToAnyPublisher()
            case .scan(let seed): return stream.scan(seed) { $0 &+ $1 }.eraseToAnyPublisher()
            case .distinct: return stream.removeDuplicates().eraseToAnyPublisher()
            case .take(let count): return stream.prefix(count).eraseToAnyPublisher()
            case .skip(let count): return stream.dropFirst(count).eraseToAnyPublisher()
            case .startWith(let value): return stream.prepend(value).eraseToAnyPublisher()
            case .combineLatest(let other):
                return stream.combineLatest(try input(other)) { ChainStep.combined($0, $1) }.eraseToAnyPublisher()
            case .merge(let other): return stream.merge(with: try input(other)).eraseToAnyPublisher()
            case .zip(let other):
                let log = run.otherInputLog(forStep: index)
                return stream.zip(tapped(try input(other), into: log)) { ChainStep.combined($0, $1) }.eraseToAnyPublisher()
            case .flatMapLatest(let inners):
                let sources = try inners.map(input)
                return stream.map { sources[ChainStep.innerIndex($0, count: sources.count)] }.switchToLatest()
                    .eraseToAnyPublisher()
            case .debounce(let frames):
                return stream.debounce(for: .nanoseconds(Int(ChainStep.nanoseconds(frames))), scheduler: scheduler)
                    .eraseToAnyPublisher()
            case .throttle(let frames):
                return stream.throttle(for: .nanoseconds(Int(ChainStep.nanoseconds(frames))), scheduler: scheduler, latest: true)
                    .eraseToAnyPublisher()
            case .delay(let frames):
                return stream.delay(for: .nanoseconds(Int(ChainStep.nanoseconds(frames))), scheduler: scheduler)
                    .eraseToAnyPublisher()
            }
        }
        return try StartedRun.start(testCase, clock: clock, input: input, tap: tapped, step: apply) { stream, output in
            let cancellable = stream.sink(
                receiveCompletion: { output.record(Self.notification($0)) },
                receiveValue: { output.record(.value($0)) })
            return { cancellable.cancel() }
        }
    }

    private static func notification(_ completion: Subscribers.Completion<CrossFailure>) -> CrossNotification {
        switch completion {
        case .finished: .completed
        case .failure(let error): .error(error)
        }
    }
}
