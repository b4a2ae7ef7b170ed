import Scheduling

/// A subject that sends each event to the observers subscribed at that moment, replaying nothing.
///
/// Same as RxSwift's `PublishSubject`: a late subscriber sees only later events; after a
/// terminal event a new subscriber receives only that terminal event; after `dispose()` a new
/// subscriber receives `error(RxError.disposed)` and events are ignored. Blocking on it waits for
/// events sent later, so `toBlocking().first()` on a fresh one times out.
///
/// ```swift
/// let subject = PublishSubject<Int>()
/// subject.onNext(1) // nobody listens
/// _ = subject.subscribe(onNext: { print($0) })
/// subject.onNext(2)
/// // Prints: 2
/// ```
// @unchecked: the observers and the terminal state live in `state`, guarded by its lock.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    @unchecked Sendable
{
    /// The observers, the delivery in progress and the terminal state.
    @usableFromInline let state = Locked(PublishSubjectState<Element>())
    /// Whether a delivery is in progress, and whether events were queued behind it.
    @usableFromInline let delivery = DeliveryFlag()

    /// Creates a subject with no observers.
    public override init() {}

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { state.withLock { !$0.observers.isEmpty } }

    /// Whether `dispose()` was called.
    public var isDisposed: Bool { state.withLock { $0.disposed } }

    /// Sends `event` to the current observers; ignored after a terminal event or disposal.
    ///
    /// Delivery is serial, which goes further than RxSwift (it flags overlapping or re-entrant sends as
    /// anomalies and delivers them nested): an event sent while another is being delivered, from another
    /// thread or from inside an observer, is queued and delivered right after it by the delivering thread.
    @inlinable
    public func on(_ event: Event<Element>) {
        switch event {
        case let .next(element): onNext(element)
        case let .error(error): finish(.error(error))
        case .completed: finish(.completed)
        }
    }

    /// Sends `.next(element)`: the same as `on(.next(element))`, without building the event to take it apart.
    ///
    /// Not in RxSwift, where `onNext` is only the `ObserverType` extension; this one is found first on a
    /// subject, and is the whole per-element path.
    @inlinable
    public func onNext(_ element: Element) {
        var observers: SubjectObserverNode<Element>?
        guard state.withLock({ $0.begin(element, &observers, delivery) }) else { return }
        var current = element
        while true {
            observers?.send(.next(current))
            // Nothing was queued during the delivery (the common case): one compare-and-swap ends it, no lock (B6).
            if delivery.endUnlessQueued() { return }
            // The previous element and observers stay referenced here, so the lock never releases the last
            // reference (whose deinit could call out); they are released after unlocking.
            let retiredElement = current
            var nextObservers: SubjectObserverNode<Element>?
            let step = state.withLock { $0.nextStep(&current, &nextObservers, delivery) }
            withExtendedLifetime(retiredElement) {}
            switch step {
            case .element: observers = nextObservers
            case .stop: return deliverStop(to: nextObservers)
            case .done: return
            }
        }
    }

    /// Sends the terminal event `stop` (or queues it behind the delivery in progress).
    @usableFromInline
    func finish(_ stop: SubjectStop) {
        var observers: SubjectObserverNode<Element>?
        if state.withLock({ $0.finish(stop, &observers, delivery) }) { deliverStop(to: observers) }
    }

    /// Sends the terminal event to `observers` (already removed from the subject).
    @inlinable
    func deliverStop(to observers: SubjectObserverNode<Element>?) {
        guard let stop = state.withLock({ $0.stop }) else { return }
        observers?.send(stop.event())
    }

    /// Subscribes `observer` to later events (or sends the terminal event at once).
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let observer = AnyObserver(observer)
        let outcome = state.withLock { state -> SubjectSubscribeOutcome<Element> in
            if state.disposed { return .send(.error(RxError.disposed(object: self))) }
            if let stop = state.stop { return .send(stop.event()) }
            return .subscribed(state.observers.insert(observer), nil)
        }
        return outcome.carryOut(for: observer) { [weak self] key in
            let removed = self?.state.withLock { $0.observers.remove(key) }
            _ = removed
        }
    }

    /// Returns the subject itself as its observer.
    public func asObserver() -> PublishSubject<Element> { self }

    /// Removes every observer and ignores all later events (what it held is released after unlocking).
    public func dispose() {
        let removed = state.withLock { $0.dispose() }
        _ = removed
    }
}
