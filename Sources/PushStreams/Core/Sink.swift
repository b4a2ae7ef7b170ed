import Scheduling
import Synchronization

/// One subscription of an operator: the place where the event grammar is enforced.
///
/// - Events are serial: an event arriving while another is being delivered (from another thread,
///   or re-entrantly from the same one) is queued and delivered by the thread already delivering,
///   after the current event. No lock is held while the downstream observer runs.
/// - Nothing follows a terminal event; after a terminal event the sink disposes its upstream.
/// - Deliveries nested once half the thread's stack is used or 512 guarded calls nest are deferred to the outermost
///   guarded frame, so arbitrarily deep synchronous chains do not overflow the stack.
/// - Disposal is idempotent and thread-safe; after it nothing more is delivered and the observer
///   and upstream are released.
///
/// A sink's only sender (a source's emission loop, a `combineLatest` gate) uses ``soleSenderGate()`` and
/// ``forwardFromSoleSender(_:to:)`` instead of `on(_:)`: no lock per element, one atomic load.
///
/// Performance: the lock guards a non-generic ``SinkState``, and the element-typed fields (the observer,
/// one closure, and the queue, one array reference) sit in the sink itself; their layout does not depend on
/// `Element`, so the unspecialized code that disposal and deallocation go through (a `Disposable`
/// existential) needs no generic metadata lookup. All per-event code is inlinable, specialized by the caller.
// @unchecked: the flags and the upstream live in `state` (`closed` is an atomic copy of its `disposed`; `delivery`
// is atomic, claimed under the lock);
// `observer` and `queue` are only read or written inside `state.withLock`, apart from `connect` setting the
// observer before anyone else sees the sink.
@usableFromInline
final class Sink<Element>: ObserverType, Cancelable, FusionRoot, @unchecked Sendable {
    @usableFromInline let state: Locked<SinkState>
    // B5c push: +10.6% instructions with its exclusivity checks on (3,916 -> 4,332; B6 unchanged, measured 2026-11-26).
    @exclusivity(unchecked) @usableFromInline var observer: AnyObserver<Element>?
    /// The events queued behind the delivery in progress; made on first use. A class reference, so a sink that
    /// never queues (almost all) makes, copies and releases no `[Event<Element>]`: in a debug build, which
    /// does not specialize, each of those is a generic metadata lookup.
    @usableFromInline var queue: SinkQueue<Element>?
    /// Set when the sink is disposed: what a sole sender checks before each element, without the lock.
    @usableFromInline let closed = ClosedFlag()
    /// Whether a thread is delivering, and whether events were queued behind it (claimed under the lock).
    @usableFromInline let delivery = DeliveryFlag()

    /// A sink whose observer is set (by ``Producer``) before the source starts.
    @inlinable
    init() {
        state = SinkState.makeLocked()
        observer = nil
        // No `queue = nil`: the optional starts as nil, and assigning it cost a dynamic exclusivity check per
        // sink (B5c push: -1.3% instructions without it, measured 2026-11-26).
        _ = Resources.incrementTotal()
    }

    // Counted as a ``CountedResource`` is, by hand: the compiler (Swift 6.3.1) fails on the cross-module
    // deinit of a generic subclass that stores an `Atomic`.
    deinit { _ = Resources.decrementTotal() }

    @inlinable var isDisposed: Bool { state.withLock { $0.disposed } }

    // Inlinable (with the state it touches), so each sink is specialized for its element type in the module
    // that builds the chain: no generic metadata lookup per event.
    @inlinable
    func on(_ event: Event<Element>) {
        let isStop = event.isStopEvent
        // The critical sections return plain flags and touch only non-generic state on the common path: the
        // same code in a release build, and in a debug build (which does not specialize) no generic metadata
        // lookup per event for the closures' results or the queue's type.
        var observer: AnyObserver<Element>?
        let deliver = state.withLock { state -> Bool in
            guard !state.stopped, !state.disposed else { return false }
            if isStop { state.stopped = true }
            guard delivery.claimOrQueue() else {
                // Its own method, so this closure never names `Event<Element>` (a debug build's lookup per call).
                self.enqueue(event)
                state.queued = true
                return false
            }
            observer = self.observer
            return true
        }
        // Fast path: nobody was delivering, so this thread delivers `event` directly (no queue, no copy), with
        // the thread's state borrowed (not retained and released).
        guard deliver, let observer else { return }
        ThreadState.withCurrent { thread in
            guard thread.enter() else {
                // Too deep on this thread: deliver from the outermost frame; later events queue behind.
                return deferDelivery(event, on: thread)
            }
            observer.on(event)
            if isStop {
                thread.exit()
                return dispose()
            }
            // Nothing was queued meanwhile (the common case): one compare-and-swap ends the delivery, no lock (B5c).
            if !delivery.endUnlessQueued() { drainQueued() }
            thread.exit()
        }
    }

    /// The observer, for a caller that is this sink's only sender (see ``forwardFromSoleSender(_:direct:to:)``);
    /// `nil` once the sink is stopped or disposed.
    @inlinable
    var observerForSoleSender: AnyObserver<Element>? {
        // Returns a plain flag from the lock (see `on(_:)`: no generic metadata lookup in a debug build).
        var observer: AnyObserver<Element>?
        state.withLock { state in
            if !state.stopped, !state.disposed { observer = self.observer }
        }
        return observer
    }

    /// For a caller that is this sink's only sender (a source's own emission loop, which never sends from two
    /// threads or re-entrantly, and nobody calls this sink's `on(_:)`), before it produces its next event:
    /// whether the sink still takes events (`false` once it is disposed, from any thread).
    ///
    /// No lock: one acquiring load of ``closed``. With a sole sender nothing else ever delivers or queues
    /// through this sink, so there is no delivery to wait for; the grammar is the sender's own (it sends
    /// one terminal event and stops).
    @inlinable
    func soleSenderGate() -> Bool {
        !closed.isClosed
    }

    /// Delivers `event` to `observer` (from ``observerForSoleSender``) after ``soleSenderGate()`` said go on
    /// (no lock: the caller's copy of the observer also saves a retain and release per element). Returns
    /// whether the sink still takes events; after a terminal event it disposes the sink.
    ///
    /// Disposal from any thread stops the loop at its next gate, before it produces another element, as
    /// ``on(_:)`` does (the caller's copy of the observer is released when its loop ends).
    @inlinable @discardableResult
    func forwardFromSoleSender(_ event: Event<Element>, to observer: AnyObserver<Element>) -> Bool {
        // No stack-guard frame of its own: the sole sender is a loop (it never nests into itself), and what it
        // calls nests at most ``fusionLimit`` fused stages before the next guarded sink or subscription.
        observer.on(event)
        if event.isStopEvent {
            dispose()
            return false
        }
        return true
    }

    /// Under the lock: queues `event` behind the delivery in progress.
    @inlinable
    func enqueue(_ event: Event<Element>) {
        queueForAppending().events.append(event)
    }

    /// Under the lock: the queue, made first if there is none.
    @inlinable
    func queueForAppending() -> SinkQueue<Element> {
        if let queue { return queue }
        let made = SinkQueue<Element>()
        queue = made
        return made
    }

    /// ``forwardFromSoleSender(_:to:)`` for `.next(element)`, which never stops the sink: no check of the
    /// event's kind (in a debug build, which does not specialize, that check is a generic metadata lookup).
    @inlinable
    func forwardNextFromSoleSender(_ element: Element, to observer: AnyObserver<Element>) {
        observer.on(.next(element))
    }

    @usableFromInline
    func deferDelivery(_ event: Event<Element>, on thread: ThreadState) {
        state.withLock { state in
            let queue = queueForAppending()
            queue.events.insert(event, at: queue.head)
            state.queued = true
        }
        thread.deferWork { self.drain() }
    }

    /// Delivers what was queued while this sink was delivering; ends the delivery when nothing is left.
    @usableFromInline
    func drainQueued() {
        while true {
            let next = state.withLock { state -> (AnyObserver<Element>, Event<Element>)? in
                guard !state.disposed, let observer = self.observer, let queue = self.queue,
                    queue.head < queue.events.count
                else {
                    delivery.end()
                    if let queue = self.queue {
                        if !queue.events.isEmpty { queue.events.removeAll(keepingCapacity: true) }
                        queue.head = 0
                    }
                    state.queued = false
                    return nil
                }
                let event = queue.events[queue.head]
                queue.head += 1
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
    func setUpstream(_ upstream: consuming Disposable) {
        // Disposed already (a source that ended during its subscribe, as B5c's and B7's created inners do): one
        // atomic load, no lock. `closed` is set with `disposed` under the lock and never cleared, so the locked
        // path below would reject and dispose the upstream the same way.
        if closed.isClosed { return upstream.dispose() }
        // Moved in (`take()`), not copied (see `dispose()`); left in `rejected` when the sink is disposed already.
        var rejected: Disposable? = consume upstream
        state.withLock { state in
            if !state.disposed { state.upstream = rejected.take() }
        }
        rejected.take()?.dispose()
    }

    @inlinable func dispose() {
        // Disposed already (a holder disposing a sink that ended itself, as `flatMapLatest` does a finished inner,
        // B5c): one atomic load. `closed` is set with `disposed` under the lock; an open read takes the lock below.
        if closed.isClosed { return }
        var observer: AnyObserver<Element>?
        var queue: SinkQueue<Element>?
        // The upstream leaves through a captured local, not as the closure's result (`Disposable??`, whose
        // copies and destroys a debug build does through the runtime).
        var upstream: Disposable?
        state.withLock { state in
            if state.disposed { return }
            state.disposed = true
            closed.close()
            // Plain moves, not `swap` (a generic function: a metadata lookup per call in a debug build).
            observer = self.observer
            self.observer = nil
            // The queue only while it holds events (`queued`): a sink that never queued (almost all) skips
            // the access, a dynamic exclusivity check (B5c push: a sink per element). An empty queue left
            // behind holds nothing that could call back, and goes with the sink.
            if state.queued {
                queue = self.queue
                self.queue = nil
            }
            state.queued = false
            upstream = state.upstream.take()  // a move: a copy of an existential goes through value witnesses
        }
        // Released here, outside the lock: their deinits may call back.
        _ = observer
        _ = queue
        upstream.take()?.dispose()
    }
}

/// The events queued in a ``Sink`` behind the delivery in progress: `events[head...]` are still to deliver
/// (an index, not `removeFirst`, which shifts the array each time). Guarded by the sink's lock.
@usableFromInline
final class SinkQueue<Element> {
    @usableFromInline var events: [Event<Element>] = []
    @usableFromInline var head = 0

    @inlinable init() {}
}

/// A flag set once, for good, readable without a lock: a ``Sink``'s "disposed" for its sole sender.
@usableFromInline
struct ClosedFlag: ~Copyable, Sendable {
    @usableFromInline let state = Atomic<Bool>(false)

    /// A flag that is not set yet.
    @inlinable init() {}

    /// Whether ``close()`` has been called.
    @inlinable var isClosed: Bool { state.load(ordering: .acquiring) }

    /// Sets the flag.
    @inlinable func close() { state.store(true, ordering: .releasing) }
}

/// The non-generic part of a ``Sink``'s state, guarded by its lock.
@usableFromInline
struct SinkState {
    @usableFromInline var upstream: Disposable?
    /// Whether ``Sink/queue`` holds events (set when one is queued, cleared when the queue is emptied).
    @usableFromInline var queued = false
    @usableFromInline var stopped = false
    @usableFromInline var disposed = false

    @usableFromInline init() {}

    /// A fresh lock around a fresh state (not inlinable: `Locked`'s initializer is package-internal).
    @usableFromInline
    static func makeLocked() -> Locked<SinkState> { Locked(SinkState()) }
}

/// A fresh lock around `initial`, for inlinable operators (`Locked`'s initializer is package-internal). Not
/// inlinable, so it runs generic: once per subscription, never per event.
@usableFromInline
func makeLocked<State>(_ initial: State) -> Locked<State> { Locked(initial) }
