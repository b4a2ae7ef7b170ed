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
        let run = StartedRun(output: EventLog(clock: clock))
        let stream = try run.build(
            testCase.chain, from: try input(0), clock: clock, tap: { tapped($0, into: $1) },
            step: { stream, index, step in
                var stream = stream
                switch step {
                case let .map(multiplier, offset):
                    stream = stream.map { ChainStep.mapped($0, multiplier, offset) }.eraseToAnyPublisher()
                case .filter(let divisor): stream = stream.filter { ChainStep.kept($0, divisor) }.eraseToAnyPublisher()
                case .scan(let seed): stream = stream.scan(seed) { $0 &+ $1 }.eraseToAnyPublisher()
                case .distinct: stream = stream.removeDuplicates().eraseToAnyPublisher()
                case .take(let count): stream = stream.prefix(count).eraseToAnyPublisher()
                case .skip(let count): stream = stream.dropFirst(count).eraseToAnyPublisher()
                case .startWith(let value): stream = stream.prepend(value).eraseToAnyPublisher()
                case .combineLatest(let other):
                    stream = stream.combineLatest(try input(other)) { ChainStep.combined($0, $1) }.eraseToAnyPublisher()
                case .merge(let other): stream = stream.merge(with: try input(other)).eraseToAnyPublisher()
                case .zip(let other):
                    let log = EventLog(clock: clock)
                    run.stepOthers[index] = log
                    stream = stream.zip(tapped(try input(other), into: log)) { ChainStep.combined($0, $1) }
                        .eraseToAnyPublisher()
                case .flatMapLatest(let inners):
                    let sources = try inners.map(input)
                    stream = stream.map { sources[ChainStep.innerIndex($0, count: sources.count)] }.switchToLatest()
                        .eraseToAnyPublisher()
                case .debounce(let frames):
                    stream = stream.debounce(for: .nanoseconds(Int(ChainStep.nanoseconds(frames))), scheduler: scheduler)
                        .eraseToAnyPublisher()
                case .throttle(let frames):
                    stream = stream.throttle(for: .nanoseconds(Int(ChainStep.nanoseconds(frames))), scheduler: scheduler, latest: true)
                        .eraseToAnyPublisher()
                case .delay(let frames):
                    stream = stream.delay(for: .nanoseconds(Int(ChainStep.nanoseconds(frames))), scheduler: scheduler).eraseToAnyPublisher()
                }
                return stream
            })
        let output = run.output
        let cancellable = stream.sink(
            receiveCompletion: { output.record(Self.notification($0)) },
            receiveValue: { output.record(.value($0)) })
        run.cancel = { cancellable.cancel() }
        return run
    }

    private static func notification(_ completion: Subscribers.Completion<CrossFailure>) -> CrossNotification {
        switch completion {
        case .finished: .completed
        case .failure(let error): .error(error)
        }
    }
}
