// The two async patterns again, written with Swift Testing (`@Test`, `#expect`) instead of XCTest,
// one nested suite per style and per pattern, so `swift test --filter AsyncPattern` (the suite's name)
// or `--filter AwaitFirstPattern` / `--filter AsyncVirtualTimePattern` select these as well. Each style
// suite shares its style's lane (see `StyleLaneTrait`): these tests do not read the live-subscription
// counters, the XCTest versions (which run one at a time) do. The async virtual-time tests here run on
// this package's own `TestClock` (a view of the `VirtualClock` the test schedulers share, no main actor
// needed); the XCTest versions use the copy kits' `TestSchedulerClock`, a view of the scheduler itself.
import Foundation
import LibraryFetch
import PubSubStreams
import PubSubStreamsTest
import PullStreams
import PushStreams
import PushStreamsTest
import Scheduling
import TestReporting
import Testing

@Suite("Async patterns in Swift Testing")
struct SwiftTestingAsyncPatternTests {
    @Suite("Push", .sharesLanes(.push))
    struct Push {
        @Suite("AwaitFirstPattern") struct AwaitFirstPattern {
            @Test func knownLibraryExists() async throws {
                let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
                let exists = try await viewModel.ensureLibraryExists(library: Library(name: "RxSwift"))
                    .take(1).asSingle().timeout(.seconds(1), scheduler: ConcurrentDispatchQueueScheduler(qos: .default)).value
                #expect(exists == true)
            }

            @Test func unknownLibraryThrows() async {
                let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
                await #expect(throws: URLError(.fileDoesNotExist)) {
                    try await viewModel.ensureLibraryExists(library: Library(name: "Unknown")).take(1).asSingle().value
                }
            }
        }

        @Suite("AsyncVirtualTimePattern") struct AsyncVirtualTimePattern {
            @Test func failedSearchIsRetriedAfterTheSleep() async {
                let clock = TestClock()
                let scheduler = PushStreamsTest.TestScheduler(clock: clock.virtualClock, resolution: 0.001)
                let results = scheduler.createObserver(String.self)
                let queries = PublishSubject<String>()
                let subscription = PushLibraryViewModel.asyncSearchPipeline(
                    queries: queries, main: scheduler, service: .failing(times: 1), clock: clock
                ).subscribe(results)
                defer { subscription.dispose() }

                queries.onNext("RxSwift")
                await clock.advance(by: .seconds(2))

                #expect(results.events == [.next(1_301, "Library name: RxSwift")])
            }
        }
    }

    @Suite("Pull", .sharesLanes(.pull))
    struct Pull {
        @Suite("AsyncVirtualTimePattern") struct AsyncVirtualTimePattern {
            @Test func failedSearchIsRetriedAfterTheSleep() async {
                let clock = TestClock()
                let scheduler = PullStreams.TestScheduler(clock: clock.virtualClock)
                let texts = Locked<[String]>([])
                let (queries, typing) = Signal<String, Never>.pipe()
                let disposable = PullLibraryViewModel.asyncSearchPipeline(
                    queries: SignalProducer(queries), main: scheduler, service: .failing(times: 1), clock: clock
                ).startWithValues { text in texts.withLock { $0.append("\(scheduler.currentDate.timeIntervalSinceReferenceDate) \(text)") }
                }

                typing.send(value: "ReactiveSwift")
                await clock.advance(by: .seconds(2))

                #expect(texts.withLock { $0 } == ["1.3 Library name: ReactiveSwift"])
                disposable.dispose()
                await clock.run()  // observe(on:) sends the interruption on the scheduler
            }
        }
    }

    @Suite("PubSub", .sharesLanes(.pubSub))
    struct PubSub {
        @Suite("AwaitFirstPattern") struct AwaitFirstPattern {
            @Test func knownLibraryExists() async throws {
                let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
                let exists = try await viewModel.ensureLibraryExists(library: Library(name: "Combine"))
                    .timeout(.seconds(1), scheduler: DispatchQueue(label: "timeout"), customError: { URLError(.timedOut) })
                    .first()  // ends the subscription with the value: Combine's timeout keeps timing after a completion
                    .values.first { _ in true }
                #expect(exists == true)
            }
        }

        @Suite("AsyncVirtualTimePattern") struct AsyncVirtualTimePattern {
            @Test func failedSearchIsRetriedAfterTheSleep() async {
                let clock = TestClock()
                let scheduler = DispatchQueue.test(clock: clock.virtualClock)
                let subscriber = TestSubscriber<String, Never>(scheduler: scheduler)
                let queries = PassthroughSubject<String, Never>()
                PubSubLibraryViewModel.asyncSearchPipeline(
                    queries: queries.eraseToAnyPublisher(), main: scheduler.eraseToAnyScheduler(), service: .failing(times: 1), clock: clock
                ).subscribe(subscriber)
                defer { subscriber.cancel() }

                queries.send("Combine")
                await clock.advance(by: .seconds(2))

                #expect(subscriber.values == ["Library name: Combine"])
                #expect(clock.now.offset == .seconds(2))
            }
        }
    }
}
