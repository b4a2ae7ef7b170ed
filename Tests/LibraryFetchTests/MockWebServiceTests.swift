import Foundation
import LibraryFetch
import PubSubStreams
import PullStreams
import PushStreams
import TestReporting
import Testing

/// The mock's defaults answer from its catalog in all three styles alike.
@Suite("MockWebService", .sharesLanes(.push, .pull, .pubSub))
struct MockWebServiceTests {
    let service = MockWebService()

    @Test func knownNameGivesTheLibraryInEveryStyle() {
        var push: [Library] = []
        _ = service.fetchLibraryPush(named: "Combine").subscribe(onSuccess: { push.append($0) })
        let pull = service.fetchLibraryPull(named: "Combine").first()
        var pubSub: [Library] = []
        let cancellable = service.fetchLibraryPubSub(named: "Combine").sink(
            receiveCompletion: { _ in }, receiveValue: { pubSub.append($0) })
        cancellable.cancel()

        #expect(push == [Library(name: "Combine")])
        #expect(pull == .success(Library(name: "Combine")))
        #expect(pubSub == [Library(name: "Combine")])
    }

    @Test func unknownNameFailsWithFileDoesNotExistInEveryStyle() {
        var pushError: Error?
        _ = service.fetchLibraryPush(named: "Nope").subscribe(onFailure: { pushError = $0 })
        let pull = service.fetchLibraryPull(named: "Nope").first()
        var pubSub: Subscribers.Completion<URLError>?
        let cancellable = service.fetchLibraryPubSub(named: "Nope").sink(receiveCompletion: { pubSub = $0 }, receiveValue: { _ in })
        cancellable.cancel()

        #expect(pushError as? URLError == URLError(.fileDoesNotExist))
        #expect(pull == .failure(URLError(.fileDoesNotExist)))
        #expect(pubSub == .failure(URLError(.fileDoesNotExist)))
    }

    @Test func identifiersListTheWholeCatalog() {
        #expect(service.fetchIdentifiersPull().first() == .success(["swift.rxswift", "swift.reactiveswift", "swift.combine"]))
    }

    @Test func handlersCanBeReplaced() {
        service.fetchLibraryPullHandler = { _ in SignalProducer(error: URLError(.timedOut)) }
        #expect(service.fetchLibraryPull(named: "RxSwift").first() == .failure(URLError(.timedOut)))
    }
}
