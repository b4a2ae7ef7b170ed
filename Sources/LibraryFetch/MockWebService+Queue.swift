import Foundation
import PubSubStreams
import PullStreams
import PushStreams

extension MockWebService {
    /// A mock whose every answer arrives later, on `queue`, as a real service's answers arrive on
    /// its network queue: the catalog's answer, passed on with `observe(on:)` (RxSwift,
    /// ReactiveSwift) or `receive(on:)` (Combine). Ending the subscription before the answer drops
    /// it. Suspend `queue` to hold the answers back; `queue.sync {}` waits until they are in. Each
    /// new handler captures the catalog handler it replaces and passes its answer on.
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
        service.fetchLibraryPushHandler = { [answer = service.fetchLibraryPushHandler] in answer($0).observe(on: pushScheduler) }
        service.fetchDetailsPushHandler = { [answer = service.fetchDetailsPushHandler] in answer($0).observe(on: pushScheduler) }
        service.fetchIdentifiersPushHandler = { [answer = service.fetchIdentifiersPushHandler] in answer().observe(on: pushScheduler) }

        let pullScheduler = QueueScheduler(name: "MockWebService.answers", targeting: queue)
        service.fetchLibraryPullHandler = { [answer = service.fetchLibraryPullHandler] in answer($0).observe(on: pullScheduler) }
        service.fetchDetailsPullHandler = { [answer = service.fetchDetailsPullHandler] in answer($0).observe(on: pullScheduler) }
        service.fetchIdentifiersPullHandler = { [answer = service.fetchIdentifiersPullHandler] in answer().observe(on: pullScheduler) }

        service.fetchLibraryPubSubHandler = { [answer = service.fetchLibraryPubSubHandler] name in
            Deferred { answer(name).receive(on: queue).eraseToAnyPublisher() }
        }
        service.fetchDetailsPubSubHandler = { [answer = service.fetchDetailsPubSubHandler] library in
            Deferred { answer(library).receive(on: queue).eraseToAnyPublisher() }
        }
        service.fetchIdentifiersPubSubHandler = { [answer = service.fetchIdentifiersPubSubHandler] in
            Deferred { answer().receive(on: queue).eraseToAnyPublisher() }
        }
        return service
    }
}
