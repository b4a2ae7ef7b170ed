import Foundation
import LibraryFetch
import PubSubStreams
import PubSubStreamsTest
import PullStreams
import PushStreams
import PushStreamsBlocking
import PushStreamsTest
import Scheduling

/// The three test patterns the parity matrix measures, each written as a check that passes or
/// fails on one style's search pipeline (correct or with one planted bug).
enum ParityCheck: String, CaseIterable {
    case sink = "sink"
    case blockingFirst = "blocking-first"
    case virtualTime = "virtual time"

    /// What the check asserts, for the legend.
    var summary: String {
        switch self {
        case .sink: return "immediate schedulers; type RxSwift, Nope; exactly two texts"
        case .blockingFirst: return "first() of a search for RxSwift, then for Nope"
        case .virtualTime: return "type at 0.1 s, 1.0 s, end 2.0 s; texts at 0.4, 1.3; end 2.0"
        }
    }
}

/// Runs the checks. Every check uses the mock service and is synchronous or bounded by a short
/// timeout; the planted wrong-scheduler queue is suspended while a sink or virtual-time check
/// asserts (as if it were busy) and always drained before the check returns.
enum ParityChecks {
    static let found = "Library name: RxSwift"
    static let missing = "Error occurred: library not found"

    /// Whether `check` passes on `style`'s pipeline with `bug` planted (`nil`: the correct one).
    static func passes(_ check: ParityCheck, style: Style, bug: SearchBug?) -> Bool {
        let suspend = check != .blockingFirst
        if suspend { wrongSchedulerQueue.suspend() }
        defer {
            if suspend { wrongSchedulerQueue.resume() }
            wrongSchedulerQueue.sync {}
        }
        switch check {
        case .sink: return sink(style, bug: bug) == [found, missing]
        case .blockingFirst:
            return blockingFirst(style, bug: bug, query: "RxSwift") == found
                && blockingFirst(style, bug: bug, query: "Nope") == missing
        case .virtualTime: return virtualTime(style, bug: bug) == ["4 \(found)", "13 \(missing)", "20 completed"]
        }
    }

    /// The sink pattern: subscribe, type two queries, read what arrived.
    private static func sink(_ style: Style, bug: SearchBug?) -> [String] {
        let texts = Locked<[String]>([])
        let service = MockWebService()
        switch style {
        case .push:
            let queries = PublishSubject<String>()
            let subscription = PushLibraryViewModel.searchPipeline(
                queries: queries.asObservable(), bug: bug, main: ImmediateScheduler.instance, webService: service
            ).subscribe(onNext: { text in texts.withLock { $0.append(text) } })
            queries.onNext("RxSwift")
            queries.onNext("Nope")
            defer { subscription.dispose() }
            return texts.withLock { $0 }
        case .pull:
            let (signal, input) = Signal<String, Never>.pipe()
            let disposable = PullLibraryViewModel.searchPipeline(
                queries: SignalProducer(signal), bug: bug, main: ImmediateDateScheduler(), webService: service
            ).startWithValues { text in texts.withLock { $0.append(text) } }
            input.send(value: "RxSwift")
            input.send(value: "Nope")
            defer { disposable.dispose() }
            return texts.withLock { $0 }
        case .pubsub:
            let queries = PassthroughSubject<String, Never>()
            let cancellable = PubSubLibraryViewModel.searchPipeline(
                queries: queries.eraseToAnyPublisher(), bug: bug, main: .immediate, webService: service
            ).sink { text in texts.withLock { $0.append(text) } }
            queries.send("RxSwift")
            queries.send("Nope")
            defer { cancellable.cancel() }
            return texts.withLock { $0 }
        }
    }

    /// The blocking-first pattern: block (0.2 s at most) on the first text of a one-query search.
    private static func blockingFirst(_ style: Style, bug: SearchBug?, query: String) -> String? {
        let service = MockWebService()
        switch style {
        case .push:
            return try? PushLibraryViewModel.searchPipeline(
                queries: .just(query), bug: bug, main: ImmediateScheduler.instance, webService: service
            ).toBlocking(timeout: 0.2).first()
        case .pull:
            let result = PullLibraryViewModel.searchPipeline(
                queries: SignalProducer(value: query), bug: bug, main: ImmediateDateScheduler(), webService: service
            ).first(timeout: 0.2)
            return try? result?.get()
        case .pubsub:
            return try? PubSubLibraryViewModel.searchPipeline(
                queries: Just(query).eraseToAnyPublisher(), bug: bug, main: .immediate, webService: service
            ).firstValue(timeout: 0.2)
        }
    }

    /// The virtual-time pattern: a test scheduler on a fresh clock; events as "frame text", 100 ms frames.
    private static func virtualTime(_ style: Style, bug: SearchBug?) -> [String] {
        let clock = VirtualClock()
        let events = Locked<[String]>([])
        let frame: Int64 = 100_000_000
        func record(_ text: String) {
            let now = clock.now / frame
            events.withLock { $0.append("\(now) \(text)") }
        }
        let service = MockWebService()
        var keepAlive: [Any] = []
        switch style {
        case .push:
            let scheduler = PushStreamsTest.TestScheduler(clock: clock, resolution: 0.001)
            let queries = PublishSubject<String>()
            keepAlive.append(
                PushLibraryViewModel.searchPipeline(
                    queries: queries.asObservable(), bug: bug, main: scheduler, webService: service
                ).subscribe(onNext: record, onError: { _ in record("error") }, onCompleted: { record("completed") }))
            clock.schedule(at: frame) { queries.onNext("RxSwift") }
            clock.schedule(at: 10 * frame) { queries.onNext("Nope") }
            clock.schedule(at: 20 * frame) { queries.onCompleted() }
        case .pull:
            let scheduler = PullStreams.TestScheduler(clock: clock)
            let (signal, input) = Signal<String, Never>.pipe()
            keepAlive.append(
                PullLibraryViewModel.searchPipeline(
                    queries: SignalProducer(signal), bug: bug, main: scheduler, webService: service
                ).start(
                    Signal<String, Never>.Observer(
                        value: record, completed: { record("completed") }, interrupted: { record("interrupted") }
                    )))
            clock.schedule(at: frame) { input.send(value: "RxSwift") }
            clock.schedule(at: 10 * frame) { input.send(value: "Nope") }
            clock.schedule(at: 20 * frame) { input.sendCompleted() }
        case .pubsub:
            let scheduler = DispatchQueue.test(clock: clock)
            let queries = PassthroughSubject<String, Never>()
            keepAlive.append(
                PubSubLibraryViewModel.searchPipeline(
                    queries: queries.eraseToAnyPublisher(), bug: bug, main: scheduler.eraseToAnyScheduler(), webService: service
                ).sink(receiveCompletion: { _ in record("completed") }, receiveValue: record))
            clock.schedule(at: frame) { queries.send("RxSwift") }
            clock.schedule(at: 10 * frame) { queries.send("Nope") }
            clock.schedule(at: 20 * frame) { queries.send(completion: .finished) }
        }
        try? clock.advance(to: 30 * frame)
        let seen = events.withLock { $0 }
        for item in keepAlive {
            (item as? PushStreams.Disposable)?.dispose()
            (item as? PullStreams.Disposable)?.dispose()
            (item as? AnyCancellable)?.cancel()
        }
        return seen
    }
}
