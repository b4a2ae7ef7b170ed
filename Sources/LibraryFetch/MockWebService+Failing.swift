import Foundation
import PubSubStreams
import PullStreams
import PushStreams

extension MockWebService {
    /// A mock whose first `failures` library fetches in each style fail with `error`; later ones
    /// answer from the catalog. Shows that a pipeline survives a failed request.
    ///
    /// ```swift
    /// let service = MockWebService.failingFirst(1)
    /// // first fetchLibraryPush(named:) fails with URLError(.notConnectedToInternet), the second succeeds
    /// ```
    public static func failingFirst(_ failures: Int, with error: URLError = URLError(.notConnectedToInternet)) -> MockWebService {
        let service = MockWebService()
        let push = service.fetchLibraryPushHandler
        let pull = service.fetchLibraryPullHandler
        let pubSub = service.fetchLibraryPubSubHandler
        var pushCalls = 0
        var pullCalls = 0
        var pubSubCalls = 0
        service.fetchLibraryPushHandler = { name in
            pushCalls += 1
            return pushCalls <= failures ? .error(error) : push(name)
        }
        service.fetchLibraryPullHandler = { name in
            pullCalls += 1
            return pullCalls <= failures ? SignalProducer(error: error) : pull(name)
        }
        service.fetchLibraryPubSubHandler = { name in
            pubSubCalls += 1
            return pubSubCalls <= failures ? Deferred { Fail(error: error).eraseToAnyPublisher() } : pubSub(name)
        }
        return service
    }
}
