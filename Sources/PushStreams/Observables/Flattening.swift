import Synchronization

/// What a flattening operator (`flatMap`, `flatMapFirst`, `flatMapLatest`) does with its source's events, as the
/// overrides of RxSwift's `MergeSink` and `SwitchSink` do; ``ObservableType/subscribeFlattening(_:into:)`` calls it.
@usableFromInline
protocol FlattenOuter {
    associatedtype InnerElement

    /// Whether the next element is mapped and subscribed (RxSwift's `subscribeNext`).
    func accepts() -> Bool

    /// The selector mapped an element to `inner`.
    func subscribe(_ inner: Observable<InnerElement>)

    /// The selector or the source failed with `error`.
    func fail(_ error: Error)

    /// The source completed (its subscription is disposed already).
    func completed()
}

extension FlattenOuter {
    @inlinable
    func accepts() -> Bool { true }
}

extension ObservableType {
    /// Subscribes the source of a flattening operator: each element accepted goes through `selector` to `outer`'s
    /// `subscribe`; the selector's error and the source's go to its `fail`; when the source completes, its
    /// subscription is disposed, then `completed` runs. Returns the source's subscription.
    ///
    /// Generic over the operator's part, not closures: specialized, each call is direct (B5a-c push: closures cost
    /// 70-125 instructions per element, measured 2026-11-26). The source's observer holds `outer` and, alone, the
    /// ``SpareRelease`` that lets go of its spare inner observer when that observer is released.
    @inlinable
    func subscribeFlattening<Source: ObservableConvertibleType, Outer: FlattenOuter & SpareHolder>(
        _ selector: @escaping (Element) throws -> Source,
        into outer: Outer
    ) -> Disposable where Outer.InnerElement == Source.Element {
        let spareRelease = SpareRelease(outer)  // held by the source's observer alone
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(
            asObservable().subscribe(
                AnonymousObserver { event in
                    switch event {
                    case let .next(element):
                        guard outer.accepts() else { return }
                        let inner: Observable<Source.Element>
                        do { inner = try selector(element).asObservable() } catch { return outer.fail(error) }
                        outer.subscribe(inner)
                    case let .error(error):
                        outer.fail(error)
                    case .completed:
                        subscription.dispose()
                        outer.completed()
                        withExtendedLifetime(spareRelease) {}  // captured: held until this observer is released
                    }
                }))
        return subscription
    }
}

/// Where the inners of a `flatMap` or `flatMapLatest` subscription send their events, each with its inner's id.
@usableFromInline
protocol InnerTarget {
    associatedtype Element

    /// Inner `id` sent `event`.
    func on(_ event: Event<Element>, from id: Int)

    /// ``on(_:from:)`` for a caller that runs in a stack-guarded frame already (a created inner's sink).
    func onInGuardedFrame(_ event: Event<Element>, from id: Int)
}

extension InnerTarget {
    @inlinable
    func onInGuardedFrame(_ event: Event<Element>, from id: Int) {
        on(event, from: id)
    }
}

/// The observer of one inner of a `flatMap` or `flatMapLatest` subscription: sends its events to the target with
/// the inner's id, as RxSwift's `MergeSinkIter` and `SwitchSinkIter` do.
///
/// One object, so its `on` as a closure needs no context of its own. Used again for a later inner once its own
/// has let go of it (``SpareInnerObserver``): the id is an atomic, so changing it needs no exclusivity check
/// (relaxed: nobody else holds the observer then, and the subscribe that hands it on orders the store before any
/// read).
@usableFromInline
final class InnerObserver<Target: InnerTarget> {
    @usableFromInline let target: Target
    @usableFromInline let id: Atomic<Int>

    @inlinable
    init(target: Target, id: Int) {
        self.target = target
        self.id = Atomic(id)
    }

    /// The id of the inner this observer serves now.
    @inlinable var currentID: Int { id.load(ordering: .relaxed) }

    /// Sends `event` to the target as this inner's.
    @inlinable
    func on(_ event: Event<Target.Element>) {
        target.on(event, from: currentID)
    }

    /// ``on(_:)`` for a caller that runs in a stack-guarded frame already (a created inner's sink).
    @inlinable
    func onInGuardedFrame(_ event: Event<Target.Element>) {
        target.onInGuardedFrame(event, from: currentID)
    }
}

/// The last inner observer a `flatMap` or `flatMapLatest` subscription made, kept to serve the next inner.
///
/// B5b, B5c, B7 push: an inner per element, each finished during its own subscribe, so every inner after the first
/// gets the same observer (one object fewer per inner). Kept in the operator's state, under its lock.
@usableFromInline
struct SpareInnerObserver<Target: InnerTarget> {
    @usableFromInline var observer: InnerObserver<Target>?

    @inlinable init() {}

    /// The observer for inner `id`: the spare again when nothing else holds it any more (its inner has finished and
    /// let go of it), else a new one, which becomes the spare. Unique means no other reference exists, so no
    /// earlier inner can see the new id: the same as a new observer per inner. `target` is made only for a new one.
    @inlinable
    mutating func observer(for id: Int, target: @autoclosure () -> Target) -> InnerObserver<Target> {
        if isKnownUniquelyReferenced(&observer), let observer {
            observer.id.store(id, ordering: .relaxed)
            return observer
        }
        let made = InnerObserver(target: target(), id: id)
        observer = made
        return made
    }
}

/// What keeps a spare inner observer (`flatMap`, `flatMapLatest`): the spare holds it (and through it the result's
/// sink, whose upstream holds it), a cycle that ``SpareRelease`` breaks.
@usableFromInline
protocol SpareHolder {
    /// Lets go of the spare inner observer (outside the lock).
    func releaseSpare()
}

/// What the outer observer of a `flatMap` or `flatMapLatest` subscription holds of the inners' ``SpareHolder``:
/// when the source lets go of that observer (after the source's terminal event, at disposal, or with a subject
/// released undisposed), the holder lets go of its spare inner observer. Without this, the cycle through the
/// spare would keep the subscription's objects alive (the result's sink among them) where nothing else does.
@usableFromInline
final class SpareRelease<Holder: SpareHolder> {
    @usableFromInline let holder: Holder

    @inlinable
    init(_ holder: Holder) {
        self.holder = holder
    }

    deinit { holder.releaseSpare() }
}
