// The three patterns again, written with Swift Testing (`@Test`, `#expect`) instead of XCTest:
// what the tutorials did with Quick/Nimble specs. One nested suite per style, one per pattern, so
// `swift test --filter SinkPattern` or `--filter Push` selects these as well.
//
// Swift Testing runs tests in parallel, so these tests do not read the global live-subscription
// counters (another test may be running); they dispose what they start, and the XCTest pattern
// tests (which run one at a time) check the counters.
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
import Testing

@Suite("Patterns in Swift Testing")
struct SwiftTestingPatternTests {
    @Suite("Push", .sharesLanes(.push))
    struct Push {
        typealias TestScheduler = PushStreamsTest.TestScheduler

        @Suite("SinkPattern") struct SinkPattern {
            @Test func tapTwiceShowsTheLibraryNameTwice() {
                let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
                let bag = DisposeBag()
                var texts: [String] = []
                viewModel.output.text.subscribe(onNext: { texts.append($0) }).disposed(by: bag)

                viewModel.input.tap.onNext(())
                viewModel.input.tap.onNext(())

                #expect(texts == ["Library name: RxSwift", "Library name: RxSwift"])
            }
        }

        @Suite("BlockingFirstPattern") struct BlockingFirstPattern {
            @Test func knownLibraryExists() throws {
                let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
                let exists = try viewModel.ensureLibraryExists(library: Library(name: "RxSwift")).toBlocking(timeout: 1).first()
                #expect(exists == true)
            }

            @Test func unknownLibraryThrows() {
                let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
                #expect(throws: URLError(.fileDoesNotExist)) {
                    try viewModel.ensureLibraryExists(library: Library(name: "Unknown")).toBlocking(timeout: 1).first()
                }
            }
        }

        @Suite("VirtualTimePattern") struct VirtualTimePattern {
            @Test func debouncedSearchEmitsAfterTheQuietPeriod() {
                let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
                let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
                let typing = scheduler.createHotObservable([.next(1, "R"), .next(2, "Rx"), .next(3, "RxSwift")])
                let bag = DisposeBag()
                typing.bind(to: viewModel.input.query).disposed(by: bag)

                let observer = scheduler.start(created: 0, subscribed: 0, disposed: 30) { viewModel.output.searchText }

                #expect(observer.events == [.next(6, "Library name: RxSwift")])
            }
        }
    }

    @Suite("Pull", .sharesLanes(.pull))
    struct Pull {
        typealias TestScheduler = PullStreams.TestScheduler

        @Suite("SinkPattern") struct SinkPattern {
            @Test func tapTwiceShowsTheLibraryNameTwice() {
                let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
                var texts: [String] = []
                let disposable = viewModel.output.text.observeValues { texts.append($0) }
                defer { disposable?.dispose() }

                viewModel.input.tap.send(value: ())
                viewModel.input.tap.send(value: ())

                #expect(texts == ["Library name: ReactiveSwift", "Library name: ReactiveSwift"])
            }
        }

        @Suite("BlockingFirstPattern") struct BlockingFirstPattern {
            @Test func knownLibraryExists() {
                let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
                let exists = viewModel.ensureLibraryExists(library: Library(name: "ReactiveSwift")).first()
                #expect(exists == .success(true))
            }

            @Test func unknownLibraryFails() {
                let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
                let result = viewModel.ensureLibraryExists(library: Library(name: "Unknown")).first()
                #expect(result == .failure(URLError(.fileDoesNotExist)))
            }
        }

        @Suite("VirtualTimePattern") struct VirtualTimePattern {
            @Test func debouncedSearchEmitsAfterTheQuietPeriod() {
                let scheduler = TestScheduler()
                let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
                let recorder = TestRecorder<String, Never>(scheduler: scheduler)
                let disposable = viewModel.output.searchText.observe(recorder.observer)
                defer { disposable?.dispose() }

                for (time, query) in [(100, "R"), (200, "Rx"), (300, "RxSwift")] {
                    scheduler.schedule(after: .milliseconds(time)) { viewModel.input.query.send(value: query) }
                }
                scheduler.advance(by: 3)

                #expect(recorder.events == [.value(0.6, "Library name: RxSwift")])
            }
        }
    }

    @Suite("PubSub", .sharesLanes(.pubSub))
    struct PubSub {
        typealias TestScheduler = PubSubStreamsTest.TestScheduler

        @Suite("SinkPattern") struct SinkPattern {
            @Test func tapTwiceShowsTheLibraryNameTwice() {
                let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
                var cancellables = Set<AnyCancellable>()
                var texts: [String] = []
                viewModel.output.text.sink { texts.append($0) }.store(in: &cancellables)

                viewModel.input.tap.send()
                viewModel.input.tap.send()

                #expect(texts == ["Library name: Combine", "Library name: Combine"])
            }
        }

        @Suite("BlockingFirstPattern") struct BlockingFirstPattern {
            @Test func knownLibraryExists() throws {
                let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
                let exists = try viewModel.ensureLibraryExists(library: Library(name: "Combine")).firstValue(timeout: 1)
                #expect(exists == true)
            }

            @Test func unknownLibraryThrows() {
                let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
                #expect(throws: URLError(.fileDoesNotExist)) {
                    try viewModel.ensureLibraryExists(library: Library(name: "Unknown")).firstValue(timeout: 1)
                }
            }
        }

        @Suite("VirtualTimePattern") struct VirtualTimePattern {
            @Test func debouncedSearchEmitsAfterTheQuietPeriod() {
                let scheduler = DispatchQueue.test
                let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
                let subscriber = TestSubscriber<String, Never>(scheduler: scheduler)
                viewModel.output.searchText.subscribe(subscriber)
                defer { subscriber.cancel() }

                for (time, query) in [(100, "R"), (200, "Rx"), (300, "RxSwift")] {
                    scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(time))) { viewModel.input.query.send(query) }
                }
                scheduler.advance(by: .seconds(3))

                #expect(subscriber.records.filter(\.isInput) == [.init(time: 0.6, .input("Library name: RxSwift"))])
            }
        }
    }
}

extension TestSubscriber.Record {
    /// Whether the record is a received value (not a subscription, request or completion).
    var isInput: Bool {
        if case .input = event { return true }
        return false
    }
}
