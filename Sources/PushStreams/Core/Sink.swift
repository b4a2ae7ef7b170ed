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
/// A source's own emission loop (its sink's only sender) uses ``soleSenderGate()`` and
/// ``forwardFromSoleSender(_:to:)`` instead of `on(_:)`: no lock per element, one atomic load.
///
/// Performance: the lock guards a non-generic ``SinkState``, and the element-typed fields (the observer,
/// one closure, and the queue, one array reference) sit in the sink itself; their layout does not depend on
/// `Element`, so the unspecialized code that disposal and deallocation go through (a `Disposable`
/// existential) needs no generic metadata lookup. Everything per event is inlinable and specialized in the
/// caller's module.
// @unchecked: the flags and the upstream live in `state` (`closed` is an atomic copy of its `disposed`);
// `observer` and `queue` are only read or written inside `state.withLock` (which is also why their dynamic
// exclusivity checks are off), apart from `connect` setting the observer before anyone else sees the sink.
@usableFromInline
final class Sink<Element>: ObserverType, Cancelable, FusionRoot, @unchecked Sendable {
    @usableFromInline let state: Locked<SinkState>
    @exclusivity(unchecked) @usableFromInline var observer: AnyObserver<Element>?
    /// The events queued behind the delivery in progress; made on first use. A class reference, so a sink that
    /// never queues (almost all) makes, copies and releases no `[Event<Element>]`: in a debug build, which
    /// does not specialize, each of those is a generic metadata lookup.
    @exclusivity(unchecked) @usableFromInline var queue: SinkQueue<Element>?
    /// Set when the sink is disposed: what a sole sender checks before each element, without the lock.
    @usableFromInline let closed = ClosedFlag()

    /// A sink whose observer is set (by ``Producer``) before the source starts.
    @inlinable
    init() {
        state = SinkState.makeLocked()
        observer = nil
        queue = nil
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
            if state.delivering {
                // In a method of its own, so this closure never names `Event<Element>` (a debug build would
                // look its metadata up on every call, queueing or not).
                self.enqueue(event)
                state.queued = true
                return false
            }
            state.delivering = true
            observer = self.observer
            return true
        }
        // Fast path: nobody was delivering, so this thread delivers `event` directly (no queue, no copy).
        guard deliver, let observer else { return }
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
            if state.queued { return false }
            state.delivering = false
            return true
        }
        if !idle { drainQueued() }
        thread.exit()
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
                    state.delivering = false
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
            queue = self.queue
            self.queue = nil
            state.queued = false
            upstream = state.upstream
            state.upstream = nil
        }
        // Released here, outside the lock: their deinits may call back.
        _ = observer
        _ = queue
        upstream?.dispose()
    }
}

/// The events queued in a ``Sink`` behind the delivery in progress: `events[head...]` are still to deliver
/// (an index, not `removeFirst`, which shifts the array each time). Guarded by the sink's lock.
@usableFromInline
final class SinkQueue<Element> {
    @exclusivity(unchecked) @usableFromInline var events: [Event<Element>] = []
    @exclusivity(unchecked) @usableFromInline var head = 0

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
    @usableFromInline var delivering = false
    /// Whether ``Sink/queue`` holds events (set when one is queued, cleared when the queue is emptied).
    @usableFromInline var queued = false
    @usableFromInline var stopped = false
    @usableFromInline var disposed = false

    @usableFromInline init() {}

    /// A fresh lock around a fresh state (not inlinable: `Locked`'s initializer is package-internal).
    @usableFromInline
    static func makeLocked() -> Locked<SinkState> { Locked(SinkState()) }
}

/// The sink at the head of a fused chain, as the fused stages see it: a stage that ends the sequence itself
/// (a `map` whose transform threw) disposes it, which stops the source and every later event.
///
/// Class-constrained, so holding one costs a reference, not an existential box.
@usableFromInline
protocol FusionRoot: AnyObject {
    func dispose()
}

/// How many `map`/`filter` stages may be fused behind one sink before the next one gets its own (and so
/// its own stack-guarded delivery): bounds the unguarded nesting of fused calls per event and per subscribe.
@usableFromInline let fusionLimit = 8

/// The observable every factory and operator returns: it runs `subscribeHandler` with a fresh
/// ``Sink`` per subscription (on the current-thread trampoline, as RxSwift's `Producer` does). A
/// subscription nested once half the thread's stack is used or 512 guarded calls nest is deferred to the outermost frame.
///
/// `map` and `filter` over a producer fuse into it (RxSwift fuses `map` into `map` the same way): the
/// result's `connect` builds the source's one sink and puts the stages between that sink and the observer,
/// so a chain `from → map → filter` has one sink: one serialization and grammar check per element, not one
/// per stage.
/// The sink still serializes the events and enforces the grammar for the whole fused chain; a stage that
/// fails delivers its error and disposes that sink (the source). At most ``fusionLimit`` stages fuse.
///
/// `connect` is built in the inlinable initializers, so the sink it creates and the handler it calls are
/// specialized where the operator is used; only the entry (`subscribe`, a generic override) is not.
@usableFromInline
final class Producer<Element>: Observable<Element> {
    /// Subscribes once: makes the chain's sink, asks `makeObserver` (given that sink) for the observer the
    /// fused stages deliver to, starts the source, and returns the sink.
    @usableFromInline let connect: (_ makeObserver: (FusionRoot) -> AnyObserver<Element>) -> Disposable
    /// How many stages are fused behind the sink `connect` makes.
    @usableFromInline let fusedStages: Int

    @inlinable
    init(_ subscribeHandler: @escaping (Sink<Element>) -> Disposable) {
        connect = { makeObserver in
            let sink = Sink<Element>()
            sink.observer = makeObserver(sink)
            sink.setUpstream(subscribeHandler(sink))
            return sink
        }
        fusedStages = 0
    }

    /// A producer with `fusedStages` stages fused into `connect`.
    @inlinable
    init(
        fusedStages: Int,
        connect: @escaping (_ makeObserver: (FusionRoot) -> AnyObserver<Element>) -> Disposable
    ) {
        self.connect = connect
        self.fusedStages = fusedStages
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let observer = AnyObserver(observer)
        let thread = ThreadState.current
        if thread.trampoline == nil {
            return thread.runTrampoline { connect { _ in observer } }
        }
        guard thread.enter() else {
            // Too deep on this thread: subscribe from the outermost frame.
            let connect = self.connect
            let item = TrampolineItem { connect { _ in observer } }
            thread.deferWork { item.invoke() }
            return item
        }
        defer { thread.exit() }
        return connect { _ in observer }
    }
}

/// What a `map`/`filter` stage fuses into: a producer's `connect` and how many stages it already has.
@usableFromInline
typealias FusableSource<Element> = (
    connect: (_ makeObserver: (FusionRoot) -> AnyObserver<Element>) -> Disposable, fusedStages: Int
)

extension ObservableType {
    /// This sequence as something a `map`/`filter` stage can fuse into: a producer with room for another
    /// stage as it is; `just` as a sink-less source (its two events are serial already); anything else
    /// through a sink that subscribes it.
    @inlinable
    func fusableSource() -> FusableSource<Element> {
        let source = asObservable()
        if let just = source as? JustProducer<Element> {
            // Captures only `just` (one object: the closure needs no context of its own).
            return ({ makeObserver in
                // Everything happens in this call, on this thread: the thread's one root serves, its flag
                // saved and restored around the call (a nested `just` chain on this thread uses it too).
                let root = ThreadState.current.justRoot
                let outer = root.disposed
                root.disposed = false
                let observer = makeObserver(root)
                observer.on(.next(just.element))
                if !root.disposed { observer.on(.completed) }
                root.disposed = outer
                return Disposables.create()
            }, 0)
        }
        if let producer = source as? Producer<Element>, producer.fusedStages < fusionLimit {
            return (producer.connect, producer.fusedStages)
        }
        return ({ makeObserver in
            let sink = Sink<Element>()
            sink.observer = makeObserver(sink)
            sink.setUpstream(source.subscribe(sink))
            return sink
        }, 0)
    }
}

/// The root of a `just` with fused stages: a stage that fails marks it, so the completion is not sent.
///
/// A `just` chain delivers everything inside its `connect` call, so stages only ever call `dispose()` during
/// it, on the subscribing thread: one per thread (``ThreadState/justRoot``) serves every such chain, its flag
/// saved and restored around each (the subscriber gets a no-op disposable, not this).
@usableFromInline
final class JustRoot: FusionRoot {
    /// Only its own thread touches it (so no dynamic exclusivity check).
    @exclusivity(unchecked) @usableFromInline var disposed = false
    @inlinable init() {}
    @inlinable func dispose() { disposed = true }
}
