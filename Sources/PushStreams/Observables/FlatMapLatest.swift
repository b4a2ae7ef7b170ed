import Scheduling

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
            let gate = OrderedGate<FlatMapLatestState, Event<Source.Element>>(FlatMapLatestState())
            // B5c, B7: every event of the result goes through the gate, which delivers one at a time, never nested, so
            // it is the sink's only sender and skips the sink's serialization (a lock round trip and an observer copy
            // per event), as `combineLatest` does. The gate guards the stack itself (`performGuarded`); the sink still
            // stops after a terminal event and at disposal, as `on(_:)` does.
            guard let observer = sink.observerForSoleSender else { return Disposables.create() }  // never: a fresh sink
            let forward: (Event<Source.Element>) -> Void = { event in
                guard sink.soleSenderGate() else { return }
                sink.forwardFromSoleSender(event, to: observer)
            }
            let latest = LatestInnerTarget(gate: gate, forward: forward)
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
                            let (id, previousRunning) = gate.update { $0.innerStarted() }
                            // The previous inner is disposed before the new one is subscribed (a finished one
                            // has disposed itself already).
                            if previousRunning { innerSubscription.disposable = nil }
                            // Captures `latest` and `id` only (one reference to retain and release per inner).
                            let subscription = inner.subscribe(AnonymousObserver { latest.on($0, from: id) })
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
                            if gate.update({ $0.isRunning(id) }) {
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
/// result's sink, as one object, so an inner's observer captures one reference beside its id (B5c, B7 push: an
/// inner per element, one retain and release fewer each).
@usableFromInline
final class LatestInnerTarget<Element> {
    @usableFromInline let gate: OrderedGate<FlatMapLatestState, Event<Element>>
    @usableFromInline let forward: (Event<Element>) -> Void

    @inlinable
    init(gate: OrderedGate<FlatMapLatestState, Event<Element>>, forward: @escaping (Event<Element>) -> Void) {
        self.gate = gate
        self.forward = forward
    }

    /// Inner `id` sent `event`: its values and error go on while it is the latest; its completion marks it done.
    @inlinable
    func on(_ event: Event<Element>, from id: Int) {
        switch event {
        case .next, .error:
            gate.performGuarded({ $0.latest == id ? event : nil }, deliver: forward)
        case .completed:
            gate.performGuarded({ $0.innerCompleted(id) ? .completed : nil }, deliver: forward)
        }
    }
}

/// The state of `flatMapLatest`: which inner is the latest, and who has completed.
@usableFromInline
struct FlatMapLatestState {
    @usableFromInline var latest = 0
    @usableFromInline var hasLatest = false
    @usableFromInline var outerStopped = false

    @inlinable init() {}

    /// A new inner starts; returns its id and whether the previous inner was still running.
    @inlinable
    mutating func innerStarted() -> (id: Int, previousRunning: Bool) {
        let previousRunning = hasLatest
        latest += 1
        hasLatest = true
        return (latest, previousRunning)
    }

    /// Whether inner `id` is the latest and has not completed yet.
    @inlinable
    func isRunning(_ id: Int) -> Bool {
        id == latest && hasLatest
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
