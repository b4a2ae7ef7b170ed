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
        let run = StartedRun(output: EventLog(clock: clock))
        let stream = try run.build(
            testCase.chain, from: try input(0), clock: clock, tap: { tapped($0, into: $1) },
            step: { stream, index, step in
                var stream = stream
                switch step {
                case let .map(multiplier, offset): stream = stream.map { ChainStep.mapped($0, multiplier, offset) }
                case .filter(let divisor): stream = stream.filter { ChainStep.kept($0, divisor) }
                case .scan(let seed): stream = stream.scan(seed, accumulator: { $0 &+ $1 })
                case .distinct: stream = stream.distinctUntilChanged()
                case .take(let count): stream = stream.take(count)
                case .skip(let count): stream = stream.skip(count)
                case .startWith(let value): stream = stream.startWith(value)
                case .combineLatest(let other):
                    let log = EventLog(clock: clock)
                    run.stepOthers[index] = log
                    stream = Observable.combineLatest(stream, tapped(try input(other), into: log)) { ChainStep.combined($0, $1) }
                case .merge(let other): stream = Observable.merge(stream, try input(other))
                case .zip(let other):
                    let log = EventLog(clock: clock)
                    run.stepOthers[index] = log
                    stream = Observable.zip(stream, tapped(try input(other), into: log)) { ChainStep.combined($0, $1) }
                case .flatMapLatest(let inners):
                    let sources = try inners.map(input)
                    stream = stream.flatMapLatest { sources[ChainStep.innerIndex($0, count: sources.count)] }
                case .debounce(let frames): stream = stream.debounce(.nanoseconds(Int(ChainStep.nanoseconds(frames))), scheduler: scheduler)
                case .throttle(let frames):
                    stream = stream.throttle(.nanoseconds(Int(ChainStep.nanoseconds(frames))), latest: true, scheduler: scheduler)
                case .delay(let frames): stream = stream.delay(.nanoseconds(Int(ChainStep.nanoseconds(frames))), scheduler: scheduler)
                }
                return stream
            })
        let output = run.output
        let subscription = stream.subscribe(
            onNext: { output.record(.value($0)) },
            onError: { output.record(.error(Self.failure($0))) },
            onCompleted: { output.record(.completed) })
        run.cancel = { subscription.dispose() }
        return run
    }

    private static func failure(_ error: Swift.Error) -> CrossFailure {
        (error as? CrossFailure) ?? .boom
    }
}
