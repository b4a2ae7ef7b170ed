import CrossStyle
import Foundation
import Scheduling
import TestReporting
import Testing

@testable import PubSubStreams
@testable import PullStreams
@testable import PushStreams

/// The deep-chain guard never changes what a chain the originals can run delivers, or in what order.
///
/// The originals have no guard: every subscription and delivery is a plain nested call. Ours defers a
/// guarded call only once the thread's stack reaches its reserve (`stackReserve(size:)`), so a chain
/// that fits above it must behave exactly as with the guard switched off. Each case is a random fan-out:
/// a hot source with three observers, each behind its own chain of 1 to 300 operators, and the first
/// one's output feeding a second hot source with two observers of their own, so that branches reach
/// up to 600 operators, twenty times the 30-operator chains the earlier count-based guard reordered.
/// Each case runs on a thread with the default 8 MiB stack, once with the guard and once without;
/// the transcripts (which branch saw which value, in order) must be identical.
@Suite("Deep-chain guard: differential", .sharesLanes(.push, .pull, .pubSub))
struct DeepChainDifferentialTests {
    /// One operator of a branch, spelled alike in the three styles.
    enum Step: CaseIterable {
        case map, filter, scan, flatMapJust, distinct
    }

    /// A source's observers, each behind a chain of steps; the first observer of the top source feeds
    /// the nested source.
    struct Shape: CustomStringConvertible {
        var top: [[Step]]
        var nested: [[Step]]
        var description: String {
            "top: \(top.map(\.count)) operators, nested: \(nested.map(\.count)) operators"
        }

        static func random(seed: UInt64) -> Shape {
            var random = SplitMix64(seed: seed)
            func chain() -> [Step] {
                (0..<Int.random(in: 1...300, using: &random)).map { _ in Step.allCases.randomElement(using: &random)! }
            }
            return Shape(top: [chain(), chain(), chain()], nested: [chain(), chain()])
        }
    }

    static let seeds: [UInt64] = [1, 2, 3, 4, 5, 6]

    @Test(arguments: seeds) func push_GuardOnAndOffAgree(seed: UInt64) {
        expectGuardOnAndOffAgree(seed: seed, run: Self.runPush)
    }

    @Test(arguments: seeds) func pull_GuardOnAndOffAgree(seed: UInt64) {
        expectGuardOnAndOffAgree(seed: seed, run: Self.runPull)
    }

    @Test(arguments: seeds) func pubSub_GuardOnAndOffAgree(seed: UInt64) {
        expectGuardOnAndOffAgree(seed: seed, run: Self.runPubSub)
    }

    /// Runs the random shape of `seed` with the nesting guard on, then off, each on a thread of its own,
    /// and expects the same non-empty transcript.
    private func expectGuardOnAndOffAgree(seed: UInt64, run: @escaping @Sendable (Shape, Bool) -> [String]) {
        let shape = Shape.random(seed: seed)
        let on = onOwnThread { run(shape, true) }
        let off = onOwnThread { run(shape, false) }
        #expect(on.count > 0)
        #expect(on == off, "\(shape)")
    }

    // MARK: - Runners

    static func runPush(_ shape: Shape, guardOn: Bool) -> [String] {
        ThreadState.current.nesting.isEnabled = guardOn
        defer { ThreadState.current.nesting.isEnabled = true }
        var log: [String] = []
        func chain(_ source: Observable<Int>, _ steps: [Step]) -> Observable<Int> {
            steps.reduce(source) { stream, step in
                switch step {
                case .map: stream.map { $0 &+ 1 }
                case .filter: stream.filter { $0 % 101 != 50 }
                case .scan: stream.scan(0) { ($0 &+ $1) % 1_000 }
                case .flatMapJust: stream.flatMap { Observable.just($0) }
                case .distinct: stream.distinctUntilChanged()
                }
            }
        }
        let bag = DisposeBag()
        let top = PublishSubject<Int>()
        let nested = PublishSubject<Int>()
        for (index, steps) in shape.nested.enumerated() {
            chain(nested.asObservable(), steps)
                .subscribe(onNext: { log.append("n\(index) \($0)") }, onCompleted: { log.append("n\(index) done") })
                .disposed(by: bag)
        }
        for (index, steps) in shape.top.enumerated() {
            chain(top.asObservable(), steps)
                .subscribe(
                    onNext: {
                        log.append("t\(index) \($0)")
                        if index == 0 { nested.onNext($0) }
                    },
                    onCompleted: {
                        log.append("t\(index) done")
                        if index == 0 { nested.onCompleted() }
                    }
                )
                .disposed(by: bag)
        }
        for value in 0..<6 { top.onNext(value) }
        top.onCompleted()
        return log
    }

    static func runPull(_ shape: Shape, guardOn: Bool) -> [String] {
        StackGuard.current.isEnabled = guardOn
        defer { StackGuard.current.isEnabled = true }
        var log: [String] = []
        func chain(_ source: PullStreams.Signal<Int, Never>, _ steps: [Step]) -> PullStreams.Signal<Int, Never> {
            steps.reduce(source) { signal, step in
                switch step {
                case .map: signal.map { $0 &+ 1 }
                case .filter: signal.filter { $0 % 101 != 50 }
                case .scan: signal.scan(0) { ($0 &+ $1) % 1_000 }
                case .flatMapJust: signal.flatMap(.merge) { SignalProducer<Int, Never>(value: $0) }
                case .distinct: signal.skipRepeats()
                }
            }
        }
        let (top, topInput) = PullStreams.Signal<Int, Never>.pipe()
        let (nested, nestedInput) = PullStreams.Signal<Int, Never>.pipe()
        let disposables = PullStreams.CompositeDisposable()
        for (index, steps) in shape.nested.enumerated() {
            disposables += chain(nested, steps).observe { event in
                switch event {
                case .value(let value): log.append("n\(index) \(value)")
                case .completed: log.append("n\(index) done")
                default: break
                }
            }
        }
        for (index, steps) in shape.top.enumerated() {
            disposables += chain(top, steps).observe { event in
                switch event {
                case .value(let value):
                    log.append("t\(index) \(value)")
                    if index == 0 { nestedInput.send(value: value) }
                case .completed:
                    log.append("t\(index) done")
                    if index == 0 { nestedInput.sendCompleted() }
                default: break
                }
            }
        }
        for value in 0..<6 { topInput.send(value: value) }
        topInput.sendCompleted()
        disposables.dispose()
        return log
    }

    static func runPubSub(_ shape: Shape, guardOn: Bool) -> [String] {
        StackDepth.current.isEnabled = guardOn
        defer { StackDepth.current.isEnabled = true }
        var log: [String] = []
        func chain(_ source: AnyPublisher<Int, Never>, _ steps: [Step]) -> AnyPublisher<Int, Never> {
            steps.reduce(source) { publisher, step in
                switch step {
                case .map: publisher.map { $0 &+ 1 }.eraseToAnyPublisher()
                case .filter: publisher.filter { $0 % 101 != 50 }.eraseToAnyPublisher()
                case .scan: publisher.scan(0) { ($0 &+ $1) % 1_000 }.eraseToAnyPublisher()
                case .flatMapJust: publisher.flatMap { Just($0) }.eraseToAnyPublisher()
                case .distinct: publisher.removeDuplicates().eraseToAnyPublisher()
                }
            }
        }
        let top = PassthroughSubject<Int, Never>()
        let nested = PassthroughSubject<Int, Never>()
        var cancellables: [AnyCancellable] = []
        for (index, steps) in shape.nested.enumerated() {
            cancellables.append(
                chain(nested.eraseToAnyPublisher(), steps).sink(
                    receiveCompletion: { _ in log.append("n\(index) done") },
                    receiveValue: { log.append("n\(index) \($0)") }))
        }
        for (index, steps) in shape.top.enumerated() {
            cancellables.append(
                chain(top.eraseToAnyPublisher(), steps).sink(
                    receiveCompletion: { _ in
                        log.append("t\(index) done")
                        if index == 0 { nested.send(completion: .finished) }
                    },
                    receiveValue: { value in
                        log.append("t\(index) \(value)")
                        if index == 0 { nested.send(value) }
                    }))
        }
        for value in 0..<6 { top.send(value) }
        top.send(completion: .finished)
        for cancellable in cancellables { cancellable.cancel() }
        return log
    }

    /// Runs `body` on a new thread with the default 8 MiB stack (the size the depths above were
    /// measured against) and returns its transcript.
    private func onOwnThread(_ body: @escaping @Sendable () -> [String]) -> [String] {
        let box = ResultBox<[String]>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        guard done.wait(timeout: .now() + 60) == .success, let result = box.value else {
            Issue.record("The chain did not finish within 60 s on its own thread.")
            return []
        }
        return result
    }
}

// @unchecked: written once by the worker thread before it signals, read after the wait.
private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}
