import Foundation
import PubSubStreams
import PullStreams
import PushStreams
import Scheduling

/// One asynchronous request in callback form: start it with a completion, get back a way to cancel it.
///
/// This is the shape of `URLSession.dataTask(with:completionHandler:)` and of a
/// `DispatchQueue.asyncAfter` work item. The live and the catalog services describe each call
/// this way once, and the three adapters below wrap it in each style's natural type, the way a
/// user of each original library would: `Single.create`, `SignalProducer { observer, lifetime in … }`
/// and `Deferred { Future { … } }`. In every style, ending the subscription before the answer
/// (dispose, interrupt, cancel) calls the cancel closure, and nothing is delivered afterwards.
struct CallbackRequest<Value: Sendable>: Sendable {
    /// Starts the request; `completion` runs once, on any thread. Returns the cancel action.
    let start: @Sendable (_ completion: @escaping @Sendable (Result<Value, URLError>) -> Void) -> @Sendable () -> Void

    /// Push style: a `Single` that starts the request on each subscription; disposal cancels it.
    func single() -> Single<Value> {
        Single.create { observer in
            let observer = UncheckedSendableBox(observer)
            let cancel = start { result in observer.value(result.mapError { $0 }) }
            return Disposables.create(with: cancel)
        }
    }

    /// Pull style: a cold producer that starts the request on each start; interruption cancels it.
    func producer() -> SignalProducer<Value, URLError> {
        SignalProducer { observer, lifetime in
            let observer = UncheckedSendableBox(observer)
            let cancel = start { result in
                switch result {
                case let .success(value):
                    observer.value.send(value: value)
                    observer.value.sendCompleted()
                case let .failure(error):
                    observer.value.send(error: error)
                }
            }
            lifetime.observeEnded(cancel)
        }
    }

    /// Pub-sub style: `Deferred { Future }`, so each subscriber starts its own request; cancel cancels it.
    func publisher() -> Deferred<AnyPublisher<Value, URLError>> {
        Deferred {
            var cancel: (@Sendable () -> Void)?
            let future = Future<Value, URLError> { promise in
                let promise = UncheckedSendableBox(promise)
                cancel = start { result in promise.value(result) }
            }
            return
                future
                .handleEvents(receiveCancel: { cancel?() })
                .eraseToAnyPublisher()
        }
    }
}
