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

    /// Subscribes with `subscribe` to a service whose answers are held: nothing may arrive before they are
    /// released; then the library named `name` arrives first, off the main thread. `subscribe` returns the
    /// recorder and how to stop the subscription.
    private func expectKnownNameArrivesLaterOffTheMainThread(
        _ name: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ subscribe: (CatalogWebService) -> (DeliveryRecorder<Library>, stop: () -> Void)
    ) throws {
        let (recorder, stop) = subscribe(serviceHoldingAnswers())
        defer { stop() }
        #expect(recorder.all.isEmpty, "\(name): nothing may arrive synchronously", sourceLocation: sourceLocation)
        releaseAnswers()

        let first = try #require(recorder.first(timeout: 1), "\(name)", sourceLocation: sourceLocation)
        #expect(first.event.value == Library(name: name), sourceLocation: sourceLocation)
        #expect(!first.onMainThread, "\(name)", sourceLocation: sourceLocation)
    }

    @Test(.sharesLanes(.push)) func push_KnownName_ArrivesAsynchronouslyOffTheMainThread() throws {
        try expectKnownNameArrivesLaterOffTheMainThread("RxCocoa") { service in
            let (recorder, disposable) = DeliveryRecorder.subscribe(service.fetchLibraryPush(named: "RxCocoa"))
            return (recorder, { disposable.dispose() })
        }
    }

    @Test(.sharesLanes(.pull)) func pull_KnownName_ArrivesAsynchronouslyOffTheMainThread() throws {
        try expectKnownNameArrivesLaterOffTheMainThread("ReactiveCocoa") { service in
            let (recorder, disposable) = DeliveryRecorder.start(service.fetchLibraryPull(named: "ReactiveCocoa"))
            return (recorder, { disposable.dispose() })
        }
    }

    @Test(.sharesLanes(.pubSub)) func pubSub_KnownName_ArrivesAsynchronouslyOffTheMainThread() throws {
        try expectKnownNameArrivesLaterOffTheMainThread("OpenCombine") { service in
            let (recorder, cancellable) = DeliveryRecorder.sink(service.fetchLibraryPubSub(named: "OpenCombine"))
            return (recorder, { cancellable.cancel() })
        }
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

    /// Subscribes with `subscribe` to a service (no latency) whose answers wait on a suspended queue, stops
    /// the subscription, then lets the answers run and waits until they have: returns what was delivered.
    private static func deliveredAfterStoppingBeforeTheAnswer(
        _ subscribe: (CatalogWebService) -> (DeliveryRecorder<Library>, stop: () -> Void)
    ) -> [DeliveryRecorder<Library>.Entry] {
        let queue = DispatchQueue(label: "CatalogWebServiceTests.held")
        queue.suspend()
        let (recorder, stop) = subscribe(CatalogWebService(latency: 0, queue: queue))

        stop()
        queue.resume()
        usleep(5_000)
        queue.sync {}

        return recorder.all
    }

    /// The three styles side by side (so the test holds all three lanes): push's dispose and pub-sub's cancel
    /// deliver nothing; pull's interrupt delivers the interruption alone.
    @Test(.sharesLanes(.push, .pull, .pubSub)) func everyStyle_StoppingBeforeTheAnswer_DeliversNoValue() {
        let push = Self.deliveredAfterStoppingBeforeTheAnswer { service in
            let (recorder, disposable) = DeliveryRecorder.subscribe(service.fetchLibraryPush(named: "RxSwift"))
            return (recorder, { disposable.dispose() })
        }
        #expect(push.isEmpty, "push: dispose")
        let pull = Self.deliveredAfterStoppingBeforeTheAnswer { service in
            let (recorder, disposable) = DeliveryRecorder.start(service.fetchLibraryPull(named: "ReactiveSwift"))
            return (recorder, { disposable.dispose() })
        }
        #expect(pull.map { "\($0.event)" } == ["interrupted"], "pull: interrupt")
        let pubSub = Self.deliveredAfterStoppingBeforeTheAnswer { service in
            let (recorder, cancellable) = DeliveryRecorder.sink(service.fetchLibraryPubSub(named: "Combine"))
            return (recorder, { cancellable.cancel() })
        }
        #expect(pubSub.isEmpty, "pubSub: cancel")
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
