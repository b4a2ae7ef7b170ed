import Scheduling

/// One subscription of an operator: the place where the event grammar is enforced.
///
/// - Events are serial: an event arriving while another is being delivered (from another thread,
///   or re-entrantly from the same one) is queued and delivered by the thread already delivering,
///   after the current event. No lock is held while the downstream observer runs.
/// - Nothing follows a terminal event; after a terminal event the sink disposes its upstream.
/// - Disposal is idempotent and thread-safe; after it nothing more is delivered and the observer
///   and upstream are released.
// @unchecked: all mutable state (observer, upstream, queue, flags) lives in `state`.
final class Sink<Element>: CountedResource, ObserverType, Cancelable, @unchecked Sendable {
    private struct State {
        var observer: AnyObserver<Element>?
        var upstream: Disposable?
        var queue: [Event<Element>] = []
        var delivering = false
        var stopped = false
        var disposed = false
    }

    private let state: Locked<State>

    init(_ observer: AnyObserver<Element>) {
        state = Locked(State(observer: observer))
    }

    var isDisposed: Bool { state.withLock { $0.disposed } }

    func on(_ event: Event<Element>) {
        let start = state.withLock { state -> Bool in
            guard !state.stopped, !state.disposed else { return false }
            if event.isStopEvent { state.stopped = true }
            state.queue.append(event)
            if state.delivering { return false }
            state.delivering = true
            return true
        }
        if start { drain() }
    }

    private func drain() {
        while true {
            let next = state.withLock { state -> (AnyObserver<Element>, Event<Element>)? in
                guard !state.disposed, let observer = state.observer, !state.queue.isEmpty else {
                    state.delivering = false
                    state.queue.removeAll()
                    return nil
                }
                return (observer, state.queue.removeFirst())
            }
            guard let (observer, event) = next else { return }
            observer.on(event)
            if event.isStopEvent {
                dispose()
                return
            }
        }
    }

    /// Stores the upstream subscription; disposes it at once when the sink is already disposed.
    func setUpstream(_ upstream: Disposable) {
        let rejected = state.withLock { state -> Bool in
            if state.disposed { return true }
            state.upstream = upstream
            return false
        }
        if rejected { upstream.dispose() }
    }

    func dispose() {
        let released = state.withLock { state -> (Disposable?, AnyObserver<Element>?)? in
            if state.disposed { return nil }
            state.disposed = true
            state.queue.removeAll()
            defer {
                state.upstream = nil
                state.observer = nil
            }
            return (state.upstream, state.observer)
        }
        released?.0?.dispose()
        _ = released?.1
    }
}

/// The observable every factory and operator returns: it runs `subscribeHandler` with a fresh
/// ``Sink`` per subscription (on the current-thread trampoline, as RxSwift's `Producer` does).
final class Producer<Element>: Observable<Element> {
    private let subscribeHandler: (Sink<Element>) -> Disposable

    init(_ subscribeHandler: @escaping (Sink<Element>) -> Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let observer = AnyObserver(observer)
        if CurrentThreadScheduler.isScheduleRequired {
            return CurrentThreadScheduler.instance.schedule(()) { _ in self.run(observer) }
        }
        return run(observer)
    }

    private func run(_ observer: AnyObserver<Element>) -> Disposable {
        let sink = Sink(observer)
        sink.setUpstream(subscribeHandler(sink))
        return sink
    }
}
