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
// @unchecked: the observers and the terminal state live in `state`.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    @unchecked Sendable
{
    @usableFromInline let state = Locked(SubjectObservers<Element>())

    /// Creates a subject with no observers.
    public override init() {}

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { state.withLock { !$0.isEmpty } }

    /// Whether `dispose()` was called.
    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// Sends `event` to the current observers; ignored after a terminal event or disposal.
    ///
    /// Delivery is serial, which goes further than RxSwift (it flags overlapping or re-entrant sends as
    /// anomalies and delivers them nested): an event sent while another is being delivered, from another
    /// thread or from inside an observer, is queued and delivered right after it by the delivering thread.
    ///
    /// Inlinable, so sending is specialized for the element type where the subject is used.
    @inlinable
    public func on(_ event: Event<Element>) {
        var observers: [AnyObserver<Element>] = []
        let isStop = event.isStopEvent
        let started = state.withLock { state -> Bool in
            guard !state.isDisposed, state.stop == nil else { return false }
            if isStop { state.stopEvent = event }
            return state.beginDelivery(event, isStop: isStop, observers: &observers)
        }
        guard started else { return }
        var current = event
        while true {
            for observer in observers { observer.on(current) }
            // The previous event and observers stay referenced here, so the lock never releases the last
            // reference (whose deinit could call out); they are released after unlocking.
            let retiredEvent = current
            let retiredObservers = observers
            let more = state.withLock { $0.nextDelivery(&current, observers: &observers) }
            withExtendedLifetime(retiredObservers) {}
            withExtendedLifetime(retiredEvent) {}
            if !more { return }
        }
    }

    /// Subscribes `observer` to later events (or sends the terminal event at once).
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let observer = AnyObserver(observer)
        let outcome = state.withLock { state -> SubjectSubscribeOutcome<Element> in
            if state.isDisposed { return .send(.error(RxError.disposed(object: self))) }
            if let stop = state.stopEvent { return .send(stop) }
            return .subscribed(state.insert(observer), nil)
        }
        switch outcome {
        case let .send(event):
            observer.on(event)
            return Disposables.create()
        case let .subscribed(key, _):
            return SubjectSubscription { [weak self] in
                let removed = self?.state.withLock { $0.remove(key) }
                _ = removed
            }
        }
    }

    /// Returns the subject itself as its observer.
    public func asObserver() -> PublishSubject<Element> { self }

    /// Removes every observer and ignores all later events.
    public func dispose() {
        let removed = state.withLock { state -> [AnyObserver<Element>] in
            state.isDisposed = true
            state.stopEvent = nil
            return state.removeAll()
        }
        _ = removed
    }
}
