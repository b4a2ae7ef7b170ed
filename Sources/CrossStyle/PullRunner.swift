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
        /// Applies chain step `step`, at `index`, to `stream`.
        func apply(_ run: StartedRun, _ stream: SignalProducer<Int, CrossFailure>, _ index: Int, _ step: ChainStep) throws
            -> SignalProducer<Int, CrossFailure>
        {
            switch step {
            case let .map(multiplier, offset): return stream.map { ChainStep.mapped($0, multiplier, offset) }
            case .filter(let divisor): return stream.filter { ChainStep.kept($0, divisor) }
            case .scan(let seed): return stream.scan(seed) { $0 &+ $1 }
            case .distinct: return stream.skipRepeats()
            case .take(let count): return stream.take(first: count)
            case .skip(let count): return stream.skip(first: count)
            case .startWith(let value): return stream.prefix(value: value)
            case .combineLatest(let other):
                return stream.combineLatest(with: try input(other)).map { ChainStep.combined($0, $1) }
            case .merge(let other): return SignalProducer.merge(stream, try input(other))
            case .zip(let other):
                let log = run.otherInputLog(forStep: index)
                return stream.zip(with: tapped(try input(other), into: log)).map { ChainStep.combined($0, $1) }
            case .flatMapLatest(let inners):
                let sources = try inners.map(input)
                return stream.flatMap(.latest) { sources[ChainStep.innerIndex($0, count: sources.count)] }
            case .debounce(let frames): return stream.debounce(TimeInterval(ChainStep.nanoseconds(frames)) / 1e9, on: scheduler)
            case .throttle(let frames): return stream.throttle(TimeInterval(ChainStep.nanoseconds(frames)) / 1e9, on: scheduler)
            case .delay(let frames): return stream.delay(TimeInterval(ChainStep.nanoseconds(frames)) / 1e9, on: scheduler)
            }
        }
        return try StartedRun.start(testCase, clock: clock, input: input, tap: tapped, step: apply) { stream, output in
            let disposable = stream.start { output.record(Self.notification($0)) }
            return { disposable.dispose() }
        }
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
