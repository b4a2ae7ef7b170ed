import Foundation
import Scheduling

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSession {
    /// Combine's name for the data-task publisher: ``URLSessionDataTaskPublisher``.
    public typealias DataTaskPublisher = URLSessionDataTaskPublisher

    /// A publisher of the data and response of loading `url`.
    ///
    /// Mirrors Combine's `URLSession.dataTaskPublisher(for:)`; see ``URLSessionDataTaskPublisher``.
    public func dataTaskPublisher(for url: URL) -> URLSessionDataTaskPublisher {
        dataTaskPublisher(for: URLRequest(url: url))
    }

    /// A publisher of the data and response of `request`.
    ///
    /// ```swift
    /// let c = URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.com")!)
    ///     .sink(receiveCompletion: { print($0) }, receiveValue: { print($0.data.count) })
    /// ```
    public func dataTaskPublisher(for request: URLRequest) -> URLSessionDataTaskPublisher {
        URLSessionDataTaskPublisher(request: request, session: self)
    }
}

/// The publisher `URLSession.dataTaskPublisher(for:)` returns: `URLSession.DataTaskPublisher` in
/// Combine's spelling.
///
/// Mirrors Combine's: the data task is created and resumed at the first request (each subscriber gets
/// its own task); a response publishes `(data, response)` (empty data if none came) and finishes; a
/// `URLError` fails with it; any other outcome fails with `URLError(.unknown)`. Cancelling cancels the
/// task; a response that arrives after a cancel, or with no demand, is dropped. Its subscription
/// describes itself as `"DataTaskPublisher"`.
public struct URLSessionDataTaskPublisher: Publisher {
    /// The loaded data and the response.
    public typealias Output = (data: Data, response: URLResponse)
    /// The loading error.
    public typealias Failure = URLError

    /// The request loaded.
    public let request: URLRequest
    /// The session that loads it.
    public let session: URLSession

    /// A publisher loading `request` with `session`.
    public init(request: URLRequest, session: URLSession) {
        self.request = request
        self.session = session
    }

    /// Gives the subscriber its subscription; the task starts at its first request.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Inner(request: request, session: session, downstream: subscriber))
    }
}

extension URLSessionDataTaskPublisher {
    private final class Inner<Downstream: Subscriber>: Subscription, CustomStringConvertible, @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        // @unchecked: the mutable state is in `state`, under its lock; calls out happen outside it.
        private struct State {
            var source: (request: URLRequest, session: URLSession)?
            var downstream: Downstream?
            var demand = Subscribers.Demand.none
            var task: URLSessionDataTask?
        }

        private let state: Locked<State>

        init(request: URLRequest, session: URLSession, downstream: Downstream) {
            state = Locked(State(source: (request, session), downstream: downstream))
            Resources.increment()
        }

        deinit { Resources.decrement() }

        var description: String { "DataTaskPublisher" }

        func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else {
                Violations.zeroDemand(description)
                return
            }
            let (source, existing) = state.withLock { state in (state.source, state.task) }
            guard let source else { return }
            let handler = UncheckedSendableBox<(Data?, URLResponse?, Error?) -> Void> { [self] in handle($0, $1, $2) }
            let task =
                existing
                ?? source.session.dataTask(with: source.request) { data, response, error in
                    handler.value(data, response, error)
                }
            let started = state.withLock { state -> URLSessionDataTask? in
                guard state.source != nil else { return nil }
                if state.task == nil { state.task = task }
                state.demand += demand
                return state.task
            }
            started?.resume()
        }

        private func handle(_ data: Data?, _ response: URLResponse?, _ error: Error?) {
            let downstream = state.withLock { state -> Downstream? in
                guard state.demand > 0, state.source != nil, let downstream = state.downstream else { return nil }
                state = State()
                return downstream
            }
            guard let downstream else { return }
            switch (data, response, error) {
            case let (data, response?, nil):
                _ = downstream.receive((data ?? Data(), response))
                downstream.receive(completion: .finished)
            case let (_, _, error as URLError):
                downstream.receive(completion: .failure(error))
            default:
                downstream.receive(completion: .failure(URLError(.unknown)))
            }
        }

        func cancel() {
            let (task, downstream) = state.withLock { state -> (URLSessionDataTask?, Downstream?) in
                guard state.source != nil else { return (nil, nil) }
                defer { state = State() }
                return (state.task, state.downstream)
            }
            task?.cancel()
            _ = downstream
        }
    }
}
