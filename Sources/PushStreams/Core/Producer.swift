import Scheduling
import Synchronization

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
/// specialized where the operator is used; only the entry (`subscribe`, a generic override) is not. It is given
/// the producer, so `Observable.create`'s handler waits in the producer and its `connect` captures nothing: a
/// created producer is one object, with no closure context around the handler (B5c and B7 push make a created
/// inner per element).
///
/// Not `final` only for ``JustMapProducer`` (`map` over `just`), which keeps its element and transform in the
/// producer itself; its stored properties are `let`s, which no subclass can override (read directly).
@usableFromInline
class Producer<Element>: Observable<Element> {
    /// Given the sink of a subscription, the observer the fused stages deliver to.
    @usableFromInline typealias MakeObserver = (FusionRoot) -> AnyObserver<Element>

    /// Subscribes once: makes the chain's sink, asks `makeObserver` (given that sink) for the observer the
    /// fused stages deliver to, starts the source, and returns the sink. Called with this producer.
    @usableFromInline let connect: (_ producer: Producer<Element>, _ makeObserver: MakeObserver) -> Disposable
    /// `Observable.create`'s handler, which the `connect` of ``created(_:)`` calls; `nil` for other producers.
    @usableFromInline let createdHandler: ((AnyObserver<Element>) -> Disposable)?
    /// How many stages are fused behind the sink `connect` makes.
    @usableFromInline let fusedStages: Int
    /// Sends a whole subscription's events to a handler that does not escape, given this producer (a
    /// ``JustMapProducer``'s, see ``subscribeDirectly(_:)``); `nil` for other producers.
    @usableFromInline let emitDirectly: ((_ producer: Producer<Element>, _ on: (Event<Element>) -> Void) -> Void)?

    @inlinable
    init(_ subscribeHandler: @escaping (Sink<Element>) -> Disposable) {
        connect = { _, makeObserver in Producer.start(makeObserver, subscribeHandler) }
        createdHandler = nil
        fusedStages = 0
        emitDirectly = nil
    }

    /// A producer whose subscribe handler takes the sink as an ``AnyObserver`` (`Observable.create`): the same as
    /// `init(_:)` with `{ sink in subscribeHandler(AnyObserver(sink)) }`, without that closure's context.
    @inlinable
    static func created(_ subscribeHandler: @escaping (AnyObserver<Element>) -> Disposable) -> Producer {
        Producer(createdHandler: subscribeHandler, fusedStages: 0)
    }

    @inlinable
    init(createdHandler: @escaping (AnyObserver<Element>) -> Disposable, fusedStages: Int) {
        connect = { producer, makeObserver in
            Producer.start(makeObserver) { sink in
                guard let handler = producer.createdHandler else { return Disposables.create() }  // never: set by `created`
                return handler(AnyObserver(sink))
            }
        }
        self.createdHandler = createdHandler
        self.fusedStages = fusedStages
        emitDirectly = nil
    }

    /// A producer with `fusedStages` stages fused into `connect` (given this producer: ``JustMapProducer`` reads it).
    @inlinable
    init(
        fusedStages: Int,
        emitDirectly: ((_ producer: Producer<Element>, _ on: (Event<Element>) -> Void) -> Void)? = nil,
        connect: @escaping (_ producer: Producer<Element>, _ makeObserver: MakeObserver) -> Disposable
    ) {
        self.connect = connect
        createdHandler = nil
        self.fusedStages = fusedStages
        self.emitDirectly = emitDirectly
    }

    /// Subscribes `on` as `subscribe(_:)` does, when this producer can ``emitDirectly`` and the subscription is not
    /// deferred; otherwise returns `nil` and does nothing.
    ///
    /// B3 push (`subscribe(onNext:)` on `just(1).map { $0 + i }`): `on` does not escape, so the subscriber's closure
    /// needs no context on the heap. The same steps as `subscribe(_:)` (the trampoline when none runs, else a
    /// guarded frame) and the same events as `connect` sends (a `just` chain keeps nothing once they are sent).
    @inlinable
    func subscribeDirectly(_ on: (Event<Element>) -> Void) -> Disposable? {
        guard let emitDirectly else { return nil }
        return ThreadState.withCurrent { thread -> Disposable? in
            if !thread.runsTrampoline {
                return thread.runTrampoline {
                    emitDirectly(self, on)
                    return Disposables.create()
                }
            }
            guard thread.enter() else { return nil }  // too deep: `subscribe(_:)` defers it
            emitDirectly(self, on)
            thread.exit()
            return Disposables.create()
        }
    }

    /// Makes a subscription's sink, gives it the observer `makeObserver` makes for it, and starts the source.
    @inlinable
    static func start(
        _ makeObserver: (FusionRoot) -> AnyObserver<Element>, _ subscribeHandler: (Sink<Element>) -> Disposable
    ) -> Disposable {
        let sink = Sink<Element>()
        sink.observer = makeObserver(sink)
        sink.setUpstream(subscribeHandler(sink))
        return sink
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subscribe(erased: AnyObserver(observer))
    }

    /// ``subscribe(_:)`` with an erased observer: inlinable, so a caller that knows it has a producer (a created
    /// inner of `flatMapLatest`, B5c and B7 push) subscribes specialized, without the generic entry's erasure.
    @inlinable
    final func subscribe(erased observer: AnyObserver<Element>) -> Disposable {
        // The thread's state borrowed (not retained and released): once per subscription (B3, B5c, B7).
        return ThreadState.withCurrent { thread in
            if !thread.runsTrampoline {
                return thread.runTrampoline { connect(self) { _ in observer } }
            }
            guard thread.enter() else {
                // Too deep on this thread: subscribe from the outermost frame.
                let item = TrampolineItem { [self] in connect(self) { _ in observer } }
                thread.deferWork { item.invoke() }
                return item
            }
            defer { thread.exit() }
            return connect(self) { _ in observer }
        }
    }
}

extension Observable {
    /// This observable as `Observable.create`'s producer (one with a created handler), if it is one: every event
    /// it sends goes through its sink's `on(_:)`, in a stack-guarded frame.
    ///
    /// The exact-class check comes first (see ``asJust``): `flatMapLatest` asks it of every inner (B5c, B7 push).
    @inlinable
    var asCreated: Producer<Element>? {
        guard ObjectIdentifier(type(of: self)) == ObjectIdentifier(Producer<Element>.self),
            let producer = self as? Producer<Element>, producer.createdHandler != nil
        else { return nil }
        return producer
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
            return ({ makeObserver in JustRoot.run(makeObserver) { observer, _ in observer.on(.next(just.element)) } }, 0)
        }
        if let producer = source as? Producer<Element>, producer.fusedStages < fusionLimit {
            // Captures only `producer` (one object: the closure needs no context of its own).
            return ({ producer.connect(producer, $0) }, producer.fusedStages)
        }
        return (
            { makeObserver in
                let sink = Sink<Element>()
                sink.observer = makeObserver(sink)
                sink.setUpstream(source.subscribe(sink))
                return sink
            }, 0
        )
    }
}

/// The root of a `just` with fused stages: a stage that fails marks it, so the completion is not sent.
///
/// A `just` chain delivers everything inside its `connect` call, so stages only ever call `dispose()` during
/// it, on the subscribing thread: one per thread (``ThreadState/justRoot``) serves every such chain, its flag
/// saved and restored around each (the subscriber gets a no-op disposable, not this).
@usableFromInline
final class JustRoot: FusionRoot {
    /// Only its own thread touches it. An atomic (relaxed: one thread) rather than a `var`, whose every use in a
    /// `just` chain was a dynamic exclusivity check (B3 push: about 100 instructions per iteration).
    @usableFromInline let disposed = Atomic<Bool>(false)
    @inlinable init() {}
    @inlinable func dispose() { disposed.store(true, ordering: .relaxed) }

    /// Runs a fused `just` chain: `send` sends the element (through what `makeObserver` makes for this thread's
    /// root), then the completion follows unless a stage failed.
    ///
    /// Everything happens in this call, on this thread: the thread's one root serves, its flag saved and
    /// restored around the call (a nested `just` chain on this thread uses it too).
    @inlinable
    static func run<Element>(
        _ makeObserver: (FusionRoot) -> AnyObserver<Element>, send: (AnyObserver<Element>, FusionRoot) -> Void
    ) -> Disposable {
        let root = ThreadState.current.justRoot
        let outer = root.disposed.load(ordering: .relaxed)
        root.disposed.store(false, ordering: .relaxed)
        let observer = makeObserver(root)
        send(observer, root)
        if !root.disposed.load(ordering: .relaxed) { observer.on(.completed) }
        root.disposed.store(outer, ordering: .relaxed)
        return Disposables.create()
    }
}
