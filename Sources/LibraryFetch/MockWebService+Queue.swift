import Foundation
import PubSubStreams
import PullStreams
import PushStreams

extension MockWebService {
    /// A mock whose every answer arrives later, on `queue`, as a real service's answers arrive on
    /// its network queue: the catalog's answer, passed on with `observe(on:)` (RxSwift,
    /// ReactiveSwift) or `receive(on:)` (Combine). Ending the subscription before the answer drops
    /// it. Suspend `queue` to hold the answers back; `queue.sync {}` waits until they are in.
    ///
    /// For the scheduler-injection pattern's tests against an asynchronous service; it uses only
    /// the libraries' public API, so `cookbook export` copies it with the test.
    ///
    /// ```swift
    /// let queue = DispatchQueue(label: "service")
    /// let service = MockWebService.answering(on: queue)
    /// // every fetch now answers on `queue`, after the call that subscribed has returned
    /// ```
    public static func answering(on queue: DispatchQueue) -> MockWebService {
        let service = MockWebService()
        let pushScheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "MockWebService.answers")
        let pushLibrary = service.fetchLibraryPushHandler
        let pushDetails = service.fetchDetailsPushHandler
        let pushIdentifiers = service.fetchIdentifiersPushHandler
        service.fetchLibraryPushHandler = { pushLibrary($0).observe(on: pushScheduler) }
        service.fetchDetailsPushHandler = { pushDetails($0).observe(on: pushScheduler) }
        service.fetchIdentifiersPushHandler = { pushIdentifiers().observe(on: pushScheduler) }

        let pullScheduler = QueueScheduler(name: "MockWebService.answers", targeting: queue)
        let pullLibrary = service.fetchLibraryPullHandler
        let pullDetails = service.fetchDetailsPullHandler
        let pullIdentifiers = service.fetchIdentifiersPullHandler
        service.fetchLibraryPullHandler = { pullLibrary($0).observe(on: pullScheduler) }
        service.fetchDetailsPullHandler = { pullDetails($0).observe(on: pullScheduler) }
        service.fetchIdentifiersPullHandler = { pullIdentifiers().observe(on: pullScheduler) }

        let pubSubLibrary = service.fetchLibraryPubSubHandler
        let pubSubDetails = service.fetchDetailsPubSubHandler
        let pubSubIdentifiers = service.fetchIdentifiersPubSubHandler
        service.fetchLibraryPubSubHandler = { name in Deferred { pubSubLibrary(name).receive(on: queue).eraseToAnyPublisher() } }
        service.fetchDetailsPubSubHandler = { library in Deferred { pubSubDetails(library).receive(on: queue).eraseToAnyPublisher() } }
        service.fetchIdentifiersPubSubHandler = { Deferred { pubSubIdentifiers().receive(on: queue).eraseToAnyPublisher() } }
        return service
    }
}
