import Dispatch
import Foundation
import LibraryFetch
import PubSubStreams
import PullStreams
import PushStreams
import TestReporting
import Testing

/// The embedded catalog, and the in-process service that answers from it asynchronously.
@Suite("EmbeddedCatalog")
struct EmbeddedCatalogTests {
    @Test func decodesToRealReactiveLibrariesWithUniqueNamesAndIdentifiers() throws {
        let libraries = try EmbeddedCatalog.decode()

        #expect(libraries.count >= 10)
        #expect(Set(libraries.map(\.name)).count == libraries.count)
        #expect(Set(libraries.map(\.globalIdentifier)).count == libraries.count)
        #expect(libraries.allSatisfy { !$0.summary.isEmpty })
        for name in ["RxSwift", "ReactiveSwift", "Combine", "OpenCombine", "CombineExt", "swift-async-algorithms"] {
            #expect(libraries.contains { $0.name == name }, "\(name) is missing")
        }
        #expect(EmbeddedCatalog.libraries == libraries)
    }

    @Test func agreesWithTheMockCatalogOnTheThreeTutorialLibraries() {
        for sample in MockWebService.sampleCatalog {
            #expect(EmbeddedCatalog.libraries.first { $0.name == sample.name }?.globalIdentifier == sample.globalIdentifier)
        }
    }
}

/// Each test shares the lane of the style it fetches with (Swift Testing runs the styles side by side).
@Suite("CatalogWebService")
struct CatalogWebServiceTests {
    let service = CatalogWebService()

    // MARK: Known names arrive later, on a background queue

    /// The answer queue of ``serviceHoldingAnswers()``, suspended until ``releaseAnswers()``: what
    /// arrives before then arrived synchronously, however long the machine takes between the
    /// subscribe and the check. (A queue must be resumed before it is released.)
    private let heldQueue = DispatchQueue(label: "CatalogWebServiceTests.held")

    private func serviceHoldingAnswers() -> CatalogWebService {
        heldQueue.suspend()
        return CatalogWebService(queue: heldQueue)
    }

    private func releaseAnswers() { heldQueue.resume() }

    @Test(.sharesLanes(.push)) func push_KnownName_ArrivesAsynchronouslyOffTheMainThread() throws {
        let (recorder, disposable) = DeliveryRecorder.subscribe(serviceHoldingAnswers().fetchLibraryPush(named: "RxCocoa"))
        defer { disposable.dispose() }
        #expect(recorder.all.isEmpty, "nothing may arrive synchronously")
        releaseAnswers()

        let first = try #require(recorder.first(timeout: 1))
        #expect(first.event.value == Library(name: "RxCocoa"))
        #expect(!first.onMainThread)
    }

    @Test(.sharesLanes(.pull)) func pull_KnownName_ArrivesAsynchronouslyOffTheMainThread() throws {
        let (recorder, disposable) = DeliveryRecorder.start(serviceHoldingAnswers().fetchLibraryPull(named: "ReactiveCocoa"))
        defer { disposable.dispose() }
        #expect(recorder.all.isEmpty, "nothing may arrive synchronously")
        releaseAnswers()

        let first = try #require(recorder.first(timeout: 1))
        #expect(first.event.value == Library(name: "ReactiveCocoa"))
        #expect(!first.onMainThread)
    }

    @Test(.sharesLanes(.pubSub)) func pubSub_KnownName_ArrivesAsynchronouslyOffTheMainThread() throws {
        let (recorder, cancellable) = DeliveryRecorder.sink(serviceHoldingAnswers().fetchLibraryPubSub(named: "OpenCombine"))
        defer { cancellable.cancel() }
        #expect(recorder.all.isEmpty, "nothing may arrive synchronously")
        releaseAnswers()

        let first = try #require(recorder.first(timeout: 1))
        #expect(first.event.value == Library(name: "OpenCombine"))
        #expect(!first.onMainThread)
    }

    // MARK: Unknown names fail as a 404 would

    @Test(.sharesLanes(.push)) func push_UnknownName_FailsWithFileDoesNotExist() {
        let (recorder, disposable) = DeliveryRecorder.subscribe(service.fetchLibraryPush(named: "Nope"))
        defer { disposable.dispose() }

        #expect(recorder.first(timeout: 1)?.event.urlError?.code == .fileDoesNotExist)
    }

    @Test(.sharesLanes(.pull)) func pull_UnknownName_FailsWithFileDoesNotExist() {
        #expect(service.fetchLibraryPull(named: "Nope").first(timeout: 1) == .failure(.failed(URLError(.fileDoesNotExist))))
    }

    @Test(.sharesLanes(.pubSub)) func pubSub_UnknownName_FailsWithFileDoesNotExist() {
        let (recorder, cancellable) = DeliveryRecorder.sink(service.fetchLibraryPubSub(named: "Nope"))
        defer { cancellable.cancel() }

        #expect(recorder.first(timeout: 1)?.event.urlError?.code == .fileDoesNotExist)
    }

    // MARK: Details and identifiers, blocking on the first value

    @Test(.sharesLanes(.pull)) func pull_DetailsAndIdentifiers_BlockingFirst() throws {
        let details = try service.fetchDetailsPull(for: Library(name: "CombineSchedulers")).first(timeout: 1)?.get()
        let identifiers = try service.fetchIdentifiersPull().first(timeout: 1)?.get()

        #expect(details?.globalIdentifier == "swift.combineschedulers")
        #expect(identifiers == EmbeddedCatalog.libraries.map(\.globalIdentifier))
    }

    @Test(.sharesLanes(.push)) func push_DetailsAndIdentifiers_BlockingFirst() {
        let (details, d1) = DeliveryRecorder.subscribe(service.fetchDetailsPush(for: Library(name: "RxSwift")))
        let (identifiers, d2) = DeliveryRecorder.subscribe(service.fetchIdentifiersPush())
        defer { for disposable in [d1, d2] { disposable.dispose() } }

        #expect(details.first(timeout: 1)?.event.value?.summary.isEmpty == false)
        #expect(identifiers.first(timeout: 1)?.event.value?.contains("swift.rxswift") == true)
    }

    @Test(.sharesLanes(.pubSub)) func pubSub_DetailsAndIdentifiers_BlockingFirst() {
        let (details, c1) = DeliveryRecorder.sink(service.fetchDetailsPubSub(for: Library(name: "Combine")))
        let (identifiers, c2) = DeliveryRecorder.sink(service.fetchIdentifiersPubSub())
        defer { for cancellable in [c1, c2] { cancellable.cancel() } }

        #expect(details.first(timeout: 1)?.event.value?.globalIdentifier == "swift.combine")
        #expect(identifiers.first(timeout: 1)?.event.value?.contains("swift.combine") == true)
    }

    @Test(.sharesLanes(.push, .pull, .pubSub)) func everyStyle_EnsureLibraryExists_OverTheAsynchronousCatalog() throws {
        let viewModel = LibraryViewModel(webService: service, schedulers: .immediate)
        let library = Library(name: "CombineExt")

        #expect(try viewModel.pull.ensureLibraryExists(library: library).first(timeout: 1)?.get() == true)
        let (pubSub, cancellable) = DeliveryRecorder.sink(viewModel.pubSub.ensureLibraryExists(library: library))
        defer { cancellable.cancel() }
        #expect(pubSub.first(timeout: 1)?.event.value == true)
        let (push, disposable) = DeliveryRecorder.subscribe(viewModel.push.ensureLibraryExists(library: library).asSingle())
        defer { disposable.dispose() }
        #expect(push.first(timeout: 1)?.event.value == true)
    }

    // MARK: Ending the subscription before the answer drops it

    /// A service whose answers wait on a suspended queue, so the test decides when they may run.
    private static func held() -> (CatalogWebService, DispatchQueue) {
        let queue = DispatchQueue(label: "CatalogWebServiceTests.held")
        queue.suspend()
        return (CatalogWebService(latency: 0, queue: queue), queue)
    }

    /// Resumes `queue` and waits until the work it held has run.
    private static func release(_ queue: DispatchQueue) {
        queue.resume()
        usleep(5_000)
        queue.sync {}
    }

    @Test(.sharesLanes(.push)) func push_DisposeBeforeTheAnswer_DeliversNothing() {
        let (service, queue) = Self.held()
        let (recorder, disposable) = DeliveryRecorder.subscribe(service.fetchLibraryPush(named: "RxSwift"))

        disposable.dispose()
        Self.release(queue)

        #expect(recorder.all.isEmpty)
    }

    @Test(.sharesLanes(.pull)) func pull_InterruptBeforeTheAnswer_DeliversOnlyTheInterruption() {
        let (service, queue) = Self.held()
        let (recorder, disposable) = DeliveryRecorder.start(service.fetchLibraryPull(named: "ReactiveSwift"))

        disposable.dispose()
        Self.release(queue)

        #expect(recorder.all.map { "\($0.event)" } == ["interrupted"])
    }

    @Test(.sharesLanes(.pubSub)) func pubSub_CancelBeforeTheAnswer_DeliversNothing() {
        let (service, queue) = Self.held()
        let (recorder, cancellable) = DeliveryRecorder.sink(service.fetchLibraryPubSub(named: "Combine"))

        cancellable.cancel()
        Self.release(queue)

        #expect(recorder.all.isEmpty)
    }

    @Test(.sharesLanes(.pubSub)) func pubSub_EachSubscriberGetsItsOwnRequest() {
        let publisher = service.fetchLibraryPubSub(named: "Combine")
        let (first, c1) = DeliveryRecorder.sink(publisher)
        let (second, c2) = DeliveryRecorder.sink(publisher)
        defer { for cancellable in [c1, c2] { cancellable.cancel() } }

        #expect(first.first(timeout: 1)?.event.value == Library(name: "Combine"))
        #expect(second.first(timeout: 1)?.event.value == Library(name: "Combine"))
    }
}
