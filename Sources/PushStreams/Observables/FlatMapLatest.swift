import Scheduling
import Synchronization

extension ObservableType {
    /// Maps each element to an inner sequence and mirrors only the latest one.
    ///
    /// Same as RxSwift's `flatMapLatest(_:)`: a new element disposes the previous inner before the
    /// next is subscribed; the result completes once the source has completed and the latest inner
    /// has too; any error ends everything. Whether an inner is still the latest is checked and its event
    /// forwarded in one ordered step (``OrderedGate``), so a stale inner value never follows a newer one,
    /// even when the old inner sends from another thread.
    ///
    /// ```swift
    /// let query = PublishSubject<String>()
    /// _ = query.flatMapLatest { Observable.just("results for \($0)") }.subscribe(onNext: { print($0) })
    /// query.onNext("rx")
    /// // Prints: results for rx
    /// ```
    ///
    /// Inlinable, so the per-event code is specialized for the element types where it is used.
    @inlinable
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        let source = asObservable()
        return Producer { sink in
            // Every decision ("is this inner still the latest?", "does the result complete now?") and the
            // forwarding it leads to are ordered by one gate, as RxSwift's `SwitchSink` does under one lock.
            let gate = OrderedGate<FlatMapLatestState<Source.Element>, Event<Source.Element>>(FlatMapLatestState())
            // B5c, B7: every event of the result goes through the gate, which delivers one at a time, never nested, so
            // it is the sink's only sender and skips the sink's serialization (a lock round trip and an observer copy
            // per event), as `combineLatest` does. The gate guards the stack itself (`performGuarded`); the sink still
            // stops after a terminal event and at disposal, as `on(_:)` does.
            guard let observer = sink.observerForSoleSender else { return Disposables.create() }  // never: a fresh sink
            let forward: (Event<Source.Element>) -> Void = { event in
                guard sink.soleSenderGate() else { return }
                sink.forwardFromSoleSender(event, to: observer)
            }
            // Captured by the outer observer alone: the state's spare inner observer is let go when it is released.
            let spareRelease = SpareRelease(LatestInnerTarget(gate: gate, forward: forward))
            let innerSubscription = SerialDisposable()
            let outer = SingleAssignmentDisposable()
            outer.setDisposable(
                source.subscribe(
                    AnonymousObserver { event in
                        switch event {
                        case let .next(element):
                            let inner: Observable<Source.Element>
                            do { inner = try selector(element).asObservable() } catch {
                                gate.performGuarded({ _ in .error(error) }, deliver: forward)
                                return
                            }
                            if let just = inner.asJust {
                                // A `just` inner starts, emits and completes at once: do exactly that without a
                                // subscription (dispose the previous inner if it still runs, deliver, mark it done).
                                let previousRunning = gate.update { $0.justStarted() }
                                if previousRunning { innerSubscription.disposable = nil }
                                gate.performGuarded({ _ in .next(just.element) }, deliver: forward)
                                return
                            }
                            let (observer, previousRunning) = gate.update { $0.innerStarted(target: spareRelease.holder) }
                            // The previous inner is disposed before the new one is subscribed (a finished one
                            // has disposed itself already).
                            if previousRunning { innerSubscription.disposable = nil }
                            // Its `on` as the closure (made here, specialized; the observer itself is its context).
                            // B5c, B7: a created inner sends every event through its sink's `on(_:)`, which runs it in a
                            // stack-guarded frame (or defers it to the outermost one), so the gate delivers in that
                            // frame instead of entering one of its own: what `performGuarded` does when let in.
                            let subscription =
                                if let created = inner.asCreated {
                                    created.subscribe(erased: AnyObserver(eventHandler: observer.onInGuardedFrame))
                                } else {
                                    inner.subscribe(AnyObserver(eventHandler: observer.on))
                                }
                            // RxSwift puts a `SingleAssignmentDisposable` in the slot before subscribing; a newer
                            // inner started during this subscribe (re-entrantly: outer events are serial) disposes
                            // that placeholder, so the superseded subscription is disposed the moment its subscribe
                            // returns and hands it over. Asking the gate afterwards whether this inner is still the
                            // latest disposes it at that same moment, without the placeholder and its lock (B5c,
                            // B7); the gate drops a superseded inner's events either way.
                            // An inner that completed during its subscribe (B5c's and B7's created inners) is disposed
                            // at once too, as RxSwift's placeholder, disposed by that completion, does on arrival (a
                            // created inner's sink has disposed itself: one atomic load), and is not stored: no slot
                            // lock, no swap.
                            if gate.update({ $0.isRunning(observer) }) {
                                innerSubscription.disposable = subscription
                            } else {
                                subscription.dispose()
                            }
                        case let .error(error):
                            gate.performGuarded({ _ in .error(error) }, deliver: forward)
                        case .completed:
                            outer.dispose()
                            gate.performGuarded({ $0.outerCompleted() ? .completed : nil }, deliver: forward)
                        }
                    }))
            return Disposables.create(outer, innerSubscription)
        }
    }
}

/// What every inner observer of one `flatMapLatest` subscription sends to: its gate and the delivery to the
/// result's sink, as one object, so an inner's observer holds one reference beside its id (B5c, B7 push: an
/// inner per element, one retain and release fewer each).
@usableFromInline
final class LatestInnerTarget<Element>: SpareHolder {
    @usableFromInline let gate: OrderedGate<FlatMapLatestState<Element>, Event<Element>>
    @usableFromInline let forward: (Event<Element>) -> Void

    @inlinable
    init(gate: OrderedGate<FlatMapLatestState<Element>, Event<Element>>, forward: @escaping (Event<Element>) -> Void) {
        self.gate = gate
        self.forward = forward
    }

    /// Lets go of the state's spare inner observer (outside the lock).
    @usableFromInline
    func releaseSpare() {
        let spare = gate.update { $0.spareObserver.take() }
        _ = spare
    }

    /// Inner `id` sent `event`: its values and error go on while it is the latest; its completion marks it done.
    /// Delivered in a stack-guarded frame of the gate's own, unless the caller runs in one already.
    @inlinable
    func on(_ event: Event<Element>, from id: Int, inGuardedFrame: Bool) {
        if inGuardedFrame {
            gate.perform({ $0.innerSent(event, from: id) }, deliver: forward)
        } else {
            gate.performGuarded({ $0.innerSent(event, from: id) }, deliver: forward)
        }
    }
}

/// The observer of one inner of a `flatMapLatest` subscription: sends its events to the target with its id.
///
/// Used again for a later inner once its own has let go of it (``FlatMapLatestState/innerStarted(target:)``):
/// the id is an atomic, so changing it needs no exclusivity check (relaxed: nobody else holds the observer then,
/// and the subscribe that hands it on orders the store before any read).
@usableFromInline
final class LatestInnerObserver<Element> {
    @usableFromInline let target: LatestInnerTarget<Element>
    @usableFromInline let id: Atomic<Int>

    @inlinable
    init(target: LatestInnerTarget<Element>, id: Int) {
        self.target = target
        self.id = Atomic(id)
    }

    /// Sends `event` to the target as this inner's.
    @inlinable
    func on(_ event: Event<Element>) {
        on(event, inGuardedFrame: false)
    }

    /// ``on(_:)`` for a caller that runs in a stack-guarded frame already (a created inner's sink).
    @inlinable
    func onInGuardedFrame(_ event: Event<Element>) {
        on(event, inGuardedFrame: true)
    }

    @inlinable
    func on(_ event: Event<Element>, inGuardedFrame: Bool) {
        target.on(event, from: id.load(ordering: .relaxed), inGuardedFrame: inGuardedFrame)
    }
}

/// The state of `flatMapLatest`: which inner is the latest, and who has completed.
@usableFromInline
struct FlatMapLatestState<Element> {
    @usableFromInline var latest = 0
    @usableFromInline var hasLatest = false
    @usableFromInline var outerStopped = false
    /// The last inner observer made, to be used again once its inner has let go of it.
    @usableFromInline var spareObserver: LatestInnerObserver<Element>?

    @inlinable init() {}

    /// A new inner starts; returns its observer (sending to `target` with the inner's id) and whether the previous
    /// inner was still running.
    ///
    /// The observer is the spare again when nothing else holds it any more (its inner has finished and let go of
    /// it), else a new one, which becomes the spare. B5c, B7 push: an inner per element, each finished during its
    /// own subscribe, so every inner after the first gets the same observer (one object fewer per inner). Unique
    /// means no other reference exists, so no earlier inner can see the new id: the same as a new observer per
    /// inner (RxSwift's `SwitchSinkIter`). The spare holds `target`, which holds this state: ``SpareRelease``
    /// lets go of it when the outer observer is released.
    @inlinable
    mutating func innerStarted(
        target: LatestInnerTarget<Element>
    ) -> (observer: LatestInnerObserver<Element>, previousRunning: Bool) {
        let previousRunning = hasLatest
        latest += 1
        hasLatest = true
        if isKnownUniquelyReferenced(&spareObserver), let observer = spareObserver {
            observer.id.store(latest, ordering: .relaxed)
            return (observer, previousRunning)
        }
        let observer = LatestInnerObserver(target: target, id: latest)
        spareObserver = observer
        return (observer, previousRunning)
    }

    /// Whether the inner `observer` serves is the latest and has not completed yet.
    @inlinable
    func isRunning(_ observer: LatestInnerObserver<Element>) -> Bool {
        observer.id.load(ordering: .relaxed) == latest && hasLatest
    }

    /// A `just` inner started and completed at once; returns whether the previous inner was still running.
    @inlinable
    mutating func justStarted() -> Bool {
        defer {
            latest += 1
            hasLatest = false
        }
        return hasLatest
    }

    /// Inner `id` sent `event`; returns what the result sends: its values and error while it is the latest, and
    /// its completion once the source has completed too.
    @inlinable
    mutating func innerSent(_ event: Event<Element>, from id: Int) -> Event<Element>? {
        switch event {
        case .next, .error: latest == id ? event : nil
        case .completed: innerCompleted(id) ? .completed : nil
        }
    }

    /// Inner `id` completed; returns whether the result completes now.
    @inlinable
    mutating func innerCompleted(_ id: Int) -> Bool {
        guard id == latest else { return false }
        hasLatest = false
        return outerStopped
    }

    /// The source completed; returns whether the result completes now.
    @inlinable
    mutating func outerCompleted() -> Bool {
        outerStopped = true
        return !hasLatest
    }
}
