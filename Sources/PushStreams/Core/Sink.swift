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
///
/// Performance: the lock guards a non-generic ``SinkState``, and the element-typed fields (the observer,
/// one closure, and the queue, one array reference) sit in the sink itself; their layout does not depend on `Element`, so the
/// unspecialized code that disposal and deallocation go through (a `Disposable` existential) needs no
/// generic metadata lookup. Everything per event is inlinable and specialized in the caller's module.
// @unchecked: the flags and the upstream live in `state`; `observer` and `queue` are only read or written
// inside `state.withLock` (which is also why their dynamic exclusivity checks are off).
@usableFromInline
final class Sink<Element>: CountedResource, ObserverType, Cancelable, @unchecked Sendable {
    @usableFromInline let state: Locked<SinkState>
    @exclusivity(unchecked) @usableFromInline var observer: AnyObserver<Element>?
    @exclusivity(unchecked) @usableFromInline var queue: [Event<Element>]
    /// `queue[queueHead...]` is still to deliver (an index, not `removeFirst`, which shifts the array each time).
    @exclusivity(unchecked) @usableFromInline var queueHead = 0

    @inlinable
    init(_ observer: AnyObserver<Element>) {
        state = SinkState.makeLocked()
        self.observer = observer
        queue = []
    }

    @inlinable var isDisposed: Bool { state.withLock { $0.disposed } }

    // Inlinable (with the state it touches), so each sink is specialized for its element type in the module
    // that builds the chain: no generic metadata lookup per event.
    @inlinable
    func on(_ event: Event<Element>) {
        let isStop = event.isStopEvent
        let observer: AnyObserver<Element>? = state.withLock { state in
            guard !state.stopped, !state.disposed else { return nil }
            if isStop { state.stopped = true }
            if state.delivering {
                self.queue.append(event)
                return nil
            }
            state.delivering = true
            return self.observer
        }
        // Fast path: nobody was delivering, so this thread delivers `event` directly (no queue, no copy).
        guard let observer else { return }
        let thread = ThreadState.current
        guard thread.enter() else {
            // Too deep on this thread: deliver from the outermost frame; later events queue behind.
            return deferDelivery(event, on: thread)
        }
        observer.on(event)
        if isStop {
            thread.exit()
            return dispose()
        }
        // One lock round trip ends the delivery when nothing was queued meanwhile (the common case).
        let idle = state.withLock { state -> Bool in
            guard self.queueHead == self.queue.count else { return false }
            if self.queueHead != 0 {
                self.queue.removeAll(keepingCapacity: true)
                self.queueHead = 0
            }
            state.delivering = false
            return true
        }
        if !idle { drainQueued() }
        thread.exit()
    }

    @usableFromInline
    func deferDelivery(_ event: Event<Element>, on thread: ThreadState) {
        state.withLock { _ in queue.insert(event, at: queueHead) }
        thread.deferWork { self.drain() }
    }

    /// Delivers what was queued while this sink was delivering; ends the delivery when nothing is left.
    @usableFromInline
    func drainQueued() {
        while true {
            let next = state.withLock { state -> (AnyObserver<Element>, Event<Element>)? in
                guard !state.disposed, let observer = self.observer, self.queueHead < self.queue.count else {
                    state.delivering = false
                    if !self.queue.isEmpty { self.queue.removeAll(keepingCapacity: true) }
                    self.queueHead = 0
                    return nil
                }
                let event = self.queue[self.queueHead]
                self.queueHead += 1
                return (observer, event)
            }
            guard let (observer, event) = next else { return }
            observer.on(event)
            if event.isStopEvent {
                dispose()
                return
            }
        }
    }

    /// Delivers the queue from the outermost frame after a deferral.
    @usableFromInline
    func drain() {
        let thread = ThreadState.current
        guard thread.enter() else { return thread.deferWork { self.drain() } }
        drainQueued()
        thread.exit()
    }

    /// Stores the upstream subscription; disposes it at once when the sink is already disposed.
    @inlinable
    func setUpstream(_ upstream: Disposable) {
        let rejected = state.withLock { state -> Bool in
            if state.disposed { return true }
            state.upstream = upstream
            return false
        }
        if rejected { upstream.dispose() }
    }

    @inlinable func dispose() {
        var observer: AnyObserver<Element>?
        var queue: [Event<Element>] = []
        let upstream = state.withLock { state -> Disposable?? in
            if state.disposed { return nil }
            state.disposed = true
            swap(&observer, &self.observer)
            swap(&queue, &self.queue)
            self.queueHead = 0
            defer { state.upstream = nil }
            return .some(state.upstream)
        }
        // Released here, outside the lock: their deinits may call back.
        _ = observer
        _ = queue
        if let upstream { upstream?.dispose() }
    }
}

/// The non-generic part of a ``Sink``'s state, guarded by its lock.
@usableFromInline
struct SinkState {
    @usableFromInline var upstream: Disposable?
    @usableFromInline var delivering = false
    @usableFromInline var stopped = false
    @usableFromInline var disposed = false

    @usableFromInline init() {}

    /// A fresh lock around a fresh state (not inlinable: `Locked`'s initializer is package-internal).
    @usableFromInline
    static func makeLocked() -> Locked<SinkState> { Locked(SinkState()) }
}

/// The observable every factory and operator returns: it runs `subscribeHandler` with a fresh
/// ``Sink`` per subscription (on the current-thread trampoline, as RxSwift's `Producer` does). A
/// subscription nested deeper than ``ThreadState/limit`` is deferred to the outermost frame.
///
/// `run` is built in the inlinable initializer, so the sink it creates and the handler it calls are
/// specialized where the operator is used; only the entry (`subscribe`, a generic override) is not.
@usableFromInline
final class Producer<Element>: Observable<Element> {
    @usableFromInline let run: (AnyObserver<Element>) -> Disposable

    @inlinable
    init(_ subscribeHandler: @escaping (Sink<Element>) -> Disposable) {
        run = { observer in
            let sink = Sink(observer)
            sink.setUpstream(subscribeHandler(sink))
            return sink
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let observer = AnyObserver(observer)
        let run = self.run
        let thread = ThreadState.current
        if thread.trampoline == nil {
            return CurrentThreadScheduler.instance.schedule(()) { _ in run(observer) }
        }
        guard thread.enter() else {
            // Too deep on this thread: subscribe from the outermost frame.
            let item = TrampolineItem { run(observer) }
            thread.deferWork { item.invoke() }
            return item
        }
        defer { thread.exit() }
        return run(observer)
    }
}
