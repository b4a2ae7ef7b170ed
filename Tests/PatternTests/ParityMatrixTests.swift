// The pattern-parity matrix, pinned: each deliberately buggy variant of the debounced search
// (`SearchBug`, built by each view model's `searchPipeline(queries:bug:main:webService:)`) is run
// against the sink, blocking-first and virtual-time checks of each style, written here the way
// the pattern pages write them. `swift run cookbook parity` measures and prints the same matrix,
// and `Patterns/Parity.md` shows it; these tests fail when any of the three drift apart.
//
// The planted wrong-scheduler queue is suspended while a sink or virtual-time check asserts (as
// if it were busy; the scheduler-injection page shows why) and always drained afterwards.
import Foundation
import LibraryFetch
import PubSubStreams
import PubSubStreamsTest
import PullStreams
import PullStreamsTest
import PushStreams
import PushStreamsBlocking
import PushStreamsTest
import TestReporting
import XCTest

/// Which check catches which bug (`x`: the check fails, so it catches the bug), in every style.
enum PinnedParity {
    static let checks = ["sink", "blocking-first", "virtual time"]
    static let rows: [(bug: String, caught: String)] = [
        ("(correct pipeline)", "..."),
        ("extra value", "x.x"),
        ("wrong debounce", "..x"),
        ("never completes", "..x"),
        ("swallows the error", "xxx"),
        ("wrong scheduler", "x.x"),
    ]

    static func expected(_ bug: SearchBug?) -> String {
        rows.first { $0.bug == (bug?.rawValue ?? "(correct pipeline)") }?.caught ?? "?"
    }

    static let found = "Library name: RxSwift"
    static let missing = "Error occurred: library not found"

    /// Runs `check` with the wrong-scheduler queue suspended (unless blocking) and drains it after.
    static func isolated(suspending: Bool, _ check: () -> Bool) -> Bool {
        if suspending { wrongSchedulerQueue.suspend() }
        let passed = check()
        if suspending { wrongSchedulerQueue.resume() }
        wrongSchedulerQueue.sync {}
        return passed
    }

    /// "x" where a check failed, "." where it passed, for sink, blocking-first, virtual time.
    static func marks(sink: () -> Bool, blockingFirst: () -> Bool, virtualTime: () -> Bool) -> String {
        [
            isolated(suspending: true, sink), isolated(suspending: false, blockingFirst),
            isolated(suspending: true, virtualTime),
        ].map { $0 ? "." : "x" }.joined()
    }
}

// MARK: - Push (RxSwift + RxTest + RxBlocking)

final class ParityMatrixPushTests: PatternTestCase {
    typealias TestScheduler = PushStreamsTest.TestScheduler

    private func search(_ queries: Observable<String>, _ bug: SearchBug?, _ main: any SchedulerType) -> Observable<String> {
        PushLibraryViewModel.searchPipeline(queries: queries, bug: bug, main: main, webService: MockWebService())
    }

    private func sink(_ bug: SearchBug?) -> Bool {
        let queries = PublishSubject<String>()
        var texts: [String] = []
        let subscription = search(queries, bug, ImmediateScheduler.instance).subscribe(onNext: { texts.append($0) })
        defer { subscription.dispose() }
        queries.onNext("RxSwift")
        queries.onNext("Nope")
        return texts == [PinnedParity.found, PinnedParity.missing]
    }

    private func blockingFirst(_ bug: SearchBug?) -> Bool {
        let first = { (query: String) in try? self.search(.just(query), bug, ImmediateScheduler.instance).toBlocking(timeout: 0.2).first() }
        return first("RxSwift") == PinnedParity.found && first("Nope") == PinnedParity.missing
    }

    private func virtualTime(_ bug: SearchBug?) -> Bool {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let typing = scheduler.createHotObservable([.next(1, "RxSwift"), .next(10, "Nope"), .completed(20)])
        let observer = scheduler.start(created: 0, subscribed: 0, disposed: 30) { self.search(typing.asObservable(), bug, scheduler) }
        return observer.events == [.next(4, PinnedParity.found), .next(13, PinnedParity.missing), .completed(20)]
    }

    func testParityPush_eachPatternCatchesThePinnedBugs() {
        for bug in [nil] + SearchBug.allCases {
            let marks = PinnedParity.marks(sink: { sink(bug) }, blockingFirst: { blockingFirst(bug) }, virtualTime: { virtualTime(bug) })
            XCTAssertEqual(marks, PinnedParity.expected(bug), "push, \(bug?.rawValue ?? "correct pipeline")")
        }
    }
}

// MARK: - Pull (ReactiveSwift)

final class ParityMatrixPullTests: PatternTestCase {
    typealias TestScheduler = PullStreams.TestScheduler

    private func search(
        _ queries: SignalProducer<String, Never>, _ bug: SearchBug?, _ main: any DateScheduler
    ) -> SignalProducer<String, Never> {
        PullLibraryViewModel.searchPipeline(queries: queries, bug: bug, main: main, webService: MockWebService())
    }

    private func sink(_ bug: SearchBug?) -> Bool {
        let (signal, input) = Signal<String, Never>.pipe()
        var texts: [String] = []
        let disposable = search(SignalProducer(signal), bug, ImmediateDateScheduler()).startWithValues { texts.append($0) }
        defer { disposable.dispose() }
        input.send(value: "RxSwift")
        input.send(value: "Nope")
        return texts == [PinnedParity.found, PinnedParity.missing]
    }

    private func blockingFirst(_ bug: SearchBug?) -> Bool {
        let first = { (query: String) in
            try? self.search(SignalProducer(value: query), bug, ImmediateDateScheduler()).first(timeout: 0.2)?.get()
        }
        return first("RxSwift") == PinnedParity.found && first("Nope") == PinnedParity.missing
    }

    private func virtualTime(_ bug: SearchBug?) -> Bool {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<String, Never>.pipe()
        let recorder = TestRecorder<String, Never>(scheduler: scheduler)
        let disposable = search(SignalProducer(signal), bug, scheduler).start(recorder.observer)
        defer { disposable.dispose() }
        scheduler.schedule(after: .milliseconds(100)) { input.send(value: "RxSwift") }
        scheduler.schedule(after: .milliseconds(1_000)) { input.send(value: "Nope") }
        scheduler.schedule(after: .milliseconds(2_000)) { input.sendCompleted() }
        scheduler.advance(by: 3)
        return recorder.events == [.value(0.4, PinnedParity.found), .value(1.3, PinnedParity.missing), .completed(2)]
    }

    func testParityPull_eachPatternCatchesThePinnedBugs() {
        for bug in [nil] + SearchBug.allCases {
            let marks = PinnedParity.marks(sink: { sink(bug) }, blockingFirst: { blockingFirst(bug) }, virtualTime: { virtualTime(bug) })
            XCTAssertEqual(marks, PinnedParity.expected(bug), "pull, \(bug?.rawValue ?? "correct pipeline")")
        }
    }
}

// MARK: - PubSub (Combine + combine-schedulers)

final class ParityMatrixPubSubTests: PatternTestCase {
    typealias TestScheduler = PubSubStreamsTest.TestScheduler

    private func search(
        _ queries: AnyPublisher<String, Never>, _ bug: SearchBug?, _ main: AnySchedulerOf<DispatchQueue>
    ) -> AnyPublisher<String, Never> {
        PubSubLibraryViewModel.searchPipeline(queries: queries, bug: bug, main: main, webService: MockWebService())
    }

    private func sink(_ bug: SearchBug?) -> Bool {
        let queries = PassthroughSubject<String, Never>()
        var texts: [String] = []
        let cancellable = search(queries.eraseToAnyPublisher(), bug, .immediate).sink { texts.append($0) }
        defer { cancellable.cancel() }
        queries.send("RxSwift")
        queries.send("Nope")
        return texts == [PinnedParity.found, PinnedParity.missing]
    }

    private func blockingFirst(_ bug: SearchBug?) -> Bool {
        let first = { (query: String) in try? self.search(Just(query).eraseToAnyPublisher(), bug, .immediate).firstValue(timeout: 0.2) }
        return first("RxSwift") == PinnedParity.found && first("Nope") == PinnedParity.missing
    }

    private func virtualTime(_ bug: SearchBug?) -> Bool {
        let scheduler = DispatchQueue.test
        let queries = PassthroughSubject<String, Never>()
        let subscriber = TestSubscriber<String, Never>(scheduler: scheduler)
        search(queries.eraseToAnyPublisher(), bug, scheduler.eraseToAnyScheduler()).subscribe(subscriber)
        defer { subscriber.cancel() }
        scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(100))) { queries.send("RxSwift") }
        scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(1_000))) { queries.send("Nope") }
        scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(2_000))) { queries.send(completion: .finished) }
        scheduler.advance(by: .seconds(3))
        let values = ["a": PinnedParity.found, "b": PinnedParity.missing]
        return SubscriberDiff.marbles(subscriber, "----a--------b------|", values: values, error: nil, frame: .milliseconds(100)) == nil
    }

    func testParityPubSub_eachPatternCatchesThePinnedBugs() {
        for bug in [nil] + SearchBug.allCases {
            let marks = PinnedParity.marks(sink: { sink(bug) }, blockingFirst: { blockingFirst(bug) }, virtualTime: { virtualTime(bug) })
            XCTAssertEqual(marks, PinnedParity.expected(bug), "pubsub, \(bug?.rawValue ?? "correct pipeline")")
        }
    }
}

// MARK: - The page

final class ParityMatrixPageTests: CookbookTestCase {
    /// `Patterns/Parity.md` shows `swift run cookbook parity`'s table; its rows must match the pin.
    func testParity_pageShowsThePinnedMatrix() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("Patterns/Parity.md"), encoding: .utf8)
        for row in PinnedParity.rows {
            let cells = row.caught.map { String($0) }.flatMap { [$0, $0, $0] }
            let expected = ([row.bug] + cells).joined(separator: " ")
            let line = page.split(separator: "\n").first { $0.hasPrefix(row.bug + "  ") }
            let squeezed = line.map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
            XCTAssertEqual(squeezed, expected, "Patterns/Parity.md: run `swift run cookbook parity` and copy its table")
        }
    }
}
