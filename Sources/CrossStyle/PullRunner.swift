import Foundation
import PullStreams
import PullStreamsTest
import Scheduling

/// Runs a ``CrossCase`` in the pull style (ReactiveSwift-like) on a shared clock.
enum PullRunner {
    static func start(_ testCase: CrossCase, clock: VirtualClock) throws -> StartedRun {
        let scheduler = TestScheduler(clock: clock)
        func input(_ index: Int) throws -> SignalProducer<Int, CrossFailure> {
            try scheduler.createColdProducer(
                marbles: testCase.inputs[index], values: CrossCase.inputValues, error: CrossFailure.boom,
                frame: .seconds(1)
            ).producer
        }
        func tapped(_ stream: SignalProducer<Int, CrossFailure>, into log: EventLog) -> SignalProducer<Int, CrossFailure> {
            stream.on(event: { log.record(Self.notification($0)) })
        }
        let run = StartedRun(output: EventLog(clock: clock))
        let stream = try run.build(
            testCase.chain, from: try input(0), clock: clock, tap: { tapped($0, into: $1) },
            step: { stream, index, step in
                var stream = stream
                switch step {
                case let .map(multiplier, offset): stream = stream.map { ChainStep.mapped($0, multiplier, offset) }
                case .filter(let divisor): stream = stream.filter { ChainStep.kept($0, divisor) }
                case .scan(let seed): stream = stream.scan(seed) { $0 &+ $1 }
                case .distinct: stream = stream.skipRepeats()
                case .take(let count): stream = stream.take(first: count)
                case .skip(let count): stream = stream.skip(first: count)
                case .startWith(let value): stream = stream.prefix(value: value)
                case .combineLatest(let other):
                    stream = stream.combineLatest(with: try input(other)).map { ChainStep.combined($0, $1) }
                case .merge(let other): stream = SignalProducer.merge(stream, try input(other))
                case .zip(let other):
                    let log = EventLog(clock: clock)
                    run.stepOthers[index] = log
                    stream = stream.zip(with: tapped(try input(other), into: log)).map { ChainStep.combined($0, $1) }
                case .flatMapLatest(let inners):
                    let sources = try inners.map(input)
                    stream = stream.flatMap(.latest) { sources[ChainStep.innerIndex($0, count: sources.count)] }
                case .debounce(let frames): stream = stream.debounce(TimeInterval(ChainStep.nanoseconds(frames)) / 1e9, on: scheduler)
                case .throttle(let frames): stream = stream.throttle(TimeInterval(ChainStep.nanoseconds(frames)) / 1e9, on: scheduler)
                case .delay(let frames): stream = stream.delay(TimeInterval(ChainStep.nanoseconds(frames)) / 1e9, on: scheduler)
                }
                return stream
            })
        let output = run.output
        let disposable = stream.start { output.record(Self.notification($0)) }
        run.cancel = { disposable.dispose() }
        return run
    }

    private static func notification(_ event: Signal<Int, CrossFailure>.Event) -> CrossNotification {
        switch event {
        case .value(let value): .value(value)
        case .failed(let error): .error(error)
        case .completed: .completed
        case .interrupted: .error(.interrupted)
        }
    }
}
