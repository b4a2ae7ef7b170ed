import Foundation
import Marbles
import PushStreams
import PushStreamsTest
import Scheduling

/// Runs a ``CrossCase`` in the push style (RxSwift-like) on a shared clock.
enum PushRunner {
    static func start(_ testCase: CrossCase, clock: VirtualClock) throws -> StartedRun {
        let scheduler = TestScheduler(clock: clock, resolution: 1.0 / Double(CrossCase.ticksPerFrame))
        func input(_ index: Int) throws -> Observable<Int> {
            // One frame is 128 ticks here, so the events are built from the parsed diagram (the marble
            // overload counts one frame per tick).
            let diagram = try MarbleDiagram(
                parsing: testCase.inputs[index], values: CrossCase.inputValues, error: CrossFailure.boom,
                frameDuration: CrossCase.frameNanoseconds)
            let ticks = Int(CrossCase.ticksPerFrame)
            let events: [Recorded<Event<Int>>] = diagram.events.map { event in
                switch event.notification {
                case .value(let value): .next(event.frame * ticks, value)
                case .error(let error): .error(event.frame * ticks, error)
                case .completed: .completed(event.frame * ticks)
                }
            }
            return scheduler.createColdObservable(events).asObservable()
        }
        func tapped(_ stream: Observable<Int>, into log: EventLog) -> Observable<Int> {
            stream.do(
                onNext: { log.record(.value($0)) },
                onError: { log.record(.error(Self.failure($0))) },
                onCompleted: { log.record(.completed) })
        }
        /// Applies chain step `step`, at `index`, to `stream`.
        func apply(_ run: StartedRun, _ stream: Observable<Int>, _ index: Int, _ step: ChainStep) throws -> Observable<Int> {
            switch step {
            case let .map(multiplier, offset): return stream.map { ChainStep.mapped($0, multiplier, offset) }
            case .filter(let divisor): return stream.filter { ChainStep.kept($0, divisor) }
            case .scan(let seed): return stream.scan(seed, accumulator: { $0 &+ $1 })
            case .distinct: return stream.distinctUntilChanged()
            case .take(let count): return stream.take(count)
            case .skip(let count): return stream.skip(count)
            case .startWith(let value): return stream.startWith(value)
            case .combineLatest(let other):
                let log = run.otherInputLog(forStep: index)
                return Observable.combineLatest(stream, tapped(try input(other), into: log)) { ChainStep.combined($0, $1) }
            case .merge(let other): return Observable.merge(stream, try input(other))
            case .zip(let other):
                let log = run.otherInputLog(forStep: index)
                return Observable.zip(stream, tapped(try input(other), into: log)) { ChainStep.combined($0, $1) }
            case .flatMapLatest(let inners):
                let sources = try inners.map(input)
                return stream.flatMapLatest { sources[ChainStep.innerIndex($0, count: sources.count)] }
            case .debounce(let frames):
                return stream.debounce(.nanoseconds(Int(ChainStep.nanoseconds(frames))), scheduler: scheduler)
            case .throttle(let frames):
                return stream.throttle(.nanoseconds(Int(ChainStep.nanoseconds(frames))), latest: true, scheduler: scheduler)
            case .delay(let frames): return stream.delay(.nanoseconds(Int(ChainStep.nanoseconds(frames))), scheduler: scheduler)
            }
        }
        return try StartedRun.start(testCase, clock: clock, input: input, tap: tapped, step: apply) { stream, output in
            let subscription = stream.subscribe(
                onNext: { output.record(.value($0)) },
                onError: { output.record(.error(Self.failure($0))) },
                onCompleted: { output.record(.completed) })
            return { subscription.dispose() }
        }
    }

    private static func failure(_ error: Swift.Error) -> CrossFailure {
        (error as? CrossFailure) ?? .boom
    }
}
