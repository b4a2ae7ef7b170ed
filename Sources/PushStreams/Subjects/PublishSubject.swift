import Scheduling

/// A subject that sends each event to the observers subscribed at that moment, replaying nothing.
///
/// Same as RxSwift's `PublishSubject`: a late subscriber sees only later events; after a
/// terminal event a new subscriber receives only that terminal event; after `dispose()` a new
/// subscriber receives `error(RxError.disposed)` and events are ignored. Blocking on it waits for
/// events sent later, so `toBlocking().first()` on a fresh one times out.
///
/// Delivery is serial, which goes further than RxSwift (it flags overlapping or re-entrant sends as
/// anomalies and delivers them nested): an event sent while another is being delivered, from another
/// thread or from inside an observer, is queued and delivered right after it by the delivering thread.
/// No lock is held while observers run.
///
/// ```swift
/// let subject = PublishSubject<Int>()
/// subject.onNext(1) // nobody listens
/// _ = subject.subscribe(onNext: { print($0) })
/// subject.onNext(2)
/// // Prints: 2
/// ```
// @unchecked: the observers, the queue and the terminal state live in `state`, guarded by its lock.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    @unchecked Sendable
{
    @usableFromInline let state = Locked(PublishSubjectState<Element>())
    /// Whether a delivery is in progress, and whether events were queued behind it.
    @usableFromInline let delivery = DeliveryFlag()

    /// Creates a subject with no observers.
    public override init() {}

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { state.withLock { !$0.observers.isEmpty } }

    /// Whether `dispose()` was called.
    public var isDisposed: Bool { state.withLock { $0.disposed } }

    /// Sends `event` to the current observers (see the type's serial delivery); ignored after a terminal
    /// event or disposal.
    @inlinable
    public func on(_ event: Event<Element>) {
        switch event {
        case let .next(element): onNext(element)
        case let .error(error): finish(.error(error))
        case .completed: finish(.completed)
        }
    }

    /// Sends `.next(element)`: `on(.next(element))` without building the event to take it apart. Not in
    /// RxSwift, where `onNext` is only the `ObserverType` extension; found first on a subject, it is the whole
    /// per-element path.
    @inlinable
    public func onNext(_ element: Element) {
        var observers: SubjectObserverNode<Element>?
        let delivers = state.withLock { state -> Bool in
            guard state.stop == nil, !state.disposed else { return false }
            guard delivery.claimOrQueue() else {
                state.pending.append(element)
                return false
            }
            observers = state.observers.current()
            return true
        }
        guard delivers else { return }
        var current = element
        while true {
            observers?.send(.next(current))
            // Nothing was queued during the delivery (the common case): one compare-and-swap ends it, no lock (B6).
            if delivery.endUnlessQueued() { return }
            // Next: a queued element, or the end of the delivery (with a queued terminal event's observers, removed).
            // What was just sent stays referenced here, so the lock never releases a last reference (whose deinit
            // could call out).
            let retired = (current, observers)
            let more = state.withLock { state -> Bool in
                if !state.disposed, let next = state.pending.take() {
                    current = next
                    observers = state.observers.current()
                    return true
                }
                state.pending.reset()
                delivery.end()
                observers = !state.disposed && state.stopIsQueued ? state.observers.removeAll() : nil
                state.stopIsQueued = false
                return false
            }
            withExtendedLifetime(retired) {}
            if !more {
                guard let observers, let stop = state.withLock({ $0.stop }) else { return }
                return observers.send(stop.event())
            }
        }
    }

    /// Sends the terminal event `stop` to the observers, removing them (or queues it behind the delivery in
    /// progress); ignored after a terminal event or disposal.
    @usableFromInline
    func finish(_ stop: SubjectStop) {
        var observers: SubjectObserverNode<Element>?
        state.withLock { state in
            guard state.stop == nil, !state.disposed else { return }
            state.stop = stop
            state.stopIsQueued = delivery.queueIfDelivering()
            if !state.stopIsQueued { observers = state.observers.removeAll() }
        }
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
            _ = removed  // released after unlocking
        }
    }

    /// Returns the subject itself as its observer.
    public func asObserver() -> PublishSubject<Element> { self }

    /// Removes every observer and ignores all later events.
    public func dispose() {
        let removed = state.withLock { state -> (SubjectObserverNode<Element>?, SubjectQueue<Element>) in
            state.disposed = true
            state.stop = nil
            defer { state.pending = SubjectQueue() }
            return (state.observers.removeAll(), state.pending)
        }
        _ = removed  // released after unlocking
    }
}

/// The state of a ``PublishSubject``, guarded by its lock: the observers, the elements queued behind the
/// delivery in progress, and the terminal event (`stopIsQueued` while it waits behind them).
@usableFromInline
struct PublishSubjectState<Element> {
    @usableFromInline var observers = SubjectObserverList<Element>()
    @usableFromInline var pending = SubjectQueue<Element>()
    @usableFromInline var stop: SubjectStop?
    @usableFromInline var stopIsQueued = false
    @usableFromInline var disposed = false

    @inlinable init() {}
}
