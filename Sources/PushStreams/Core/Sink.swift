import Scheduling

/// One subscription of an operator: the place where the event grammar is enforced.
///
/// - Events are serial: an event arriving while another is being delivered (from another thread,
///   or re-entrantly from the same one) is queued and delivered by the thread already delivering,
///   after the current event. No lock is held while the downstream observer runs.
/// - Nothing follows a terminal event; after a terminal event the sink disposes its upstream.
/// - Deliveries nested deeper than ``ThreadState/limit`` on one thread are deferred to the outermost
///   guarded frame, so arbitrarily deep synchronous chains do not overflow the stack.
/// - Disposal is idempotent and thread-safe; after it nothing more is delivered and the observer
///   and upstream are released.
// @unchecked: all mutable state (observer, upstream, queue, flags) lives in `state`.
@usableFromInline
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

    @usableFromInline var isDisposed: Bool { state.withLock { $0.disposed } }

    @usableFromInline
    func on(_ event: Event<Element>) {
        let isStop = event.isStopEvent
        var observer: AnyObserver<Element>?
        let deliverNow = state.withLock { state -> Bool in
            guard !state.stopped, !state.disposed else { return false }
            if isStop { state.stopped = true }
            if state.delivering {
                state.queue.append(event)
                return false
            }
            state.delivering = true
            observer = state.observer
            return true
        }
        // Fast path: nobody was delivering, so this thread delivers `event` directly (no queue, no copy).
        guard deliverNow, let observer else { return }
        let thread = ThreadState.current
        guard thread.enter() else {
            // Too deep on this thread: deliver from the outermost frame; later events queue behind.
            state.withLock { $0.queue.insert(event, at: 0) }
            return thread.deferWork { self.drain() }
        }
        observer.on(event)
        if isStop {
            thread.exit()
            return dispose()
        }
        drainQueued()
        thread.exit()
    }

    /// Delivers what was queued while this sink was delivering; ends the delivery when nothing is left.
    private func drainQueued() {
        while true {
            var next: (AnyObserver<Element>, Event<Element>)?
            let more = state.withLock { state -> Bool in
                guard !state.disposed, let observer = state.observer, !state.queue.isEmpty else {
                    state.delivering = false
                    if !state.queue.isEmpty { state.queue.removeAll() }
                    return false
                }
                next = (observer, state.queue.removeFirst())
                return true
            }
            guard more, let (observer, event) = next else { return }
            observer.on(event)
            if event.isStopEvent {
                dispose()
                return
            }
        }
    }

    /// Delivers the queue from the outermost frame after a deferral.
    private func drain() {
        let thread = ThreadState.current
        guard thread.enter() else { return thread.deferWork { self.drain() } }
        drainQueued()
        thread.exit()
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

    @usableFromInline func dispose() {
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
/// ``Sink`` per subscription (on the current-thread trampoline, as RxSwift's `Producer` does). A
/// subscription nested deeper than ``ThreadState/limit`` is deferred to the outermost frame.
@usableFromInline
final class Producer<Element>: Observable<Element> {
    private let subscribeHandler: (Sink<Element>) -> Disposable

    @usableFromInline
    init(_ subscribeHandler: @escaping (Sink<Element>) -> Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let observer = AnyObserver(observer)
        let thread = ThreadState.current
        if thread.trampoline == nil {
            return CurrentThreadScheduler.instance.schedule(()) { _ in self.run(observer) }
        }
        guard thread.enter() else {
            // Too deep on this thread: subscribe from the outermost frame.
            let item = TrampolineItem { self.run(observer) }
            thread.deferWork { item.invoke() }
            return item
        }
        defer { thread.exit() }
        return run(observer)
    }

    private func run(_ observer: AnyObserver<Element>) -> Disposable {
        let sink = Sink(observer)
        sink.setUpstream(subscribeHandler(sink))
        return sink
    }
}
