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
    /// Guards every stored property below (per-event state lives in the subject itself, not in a generic
    /// struct: a debug build, which specializes nothing, then reads it with no generic metadata lookup).
    /// (The lock's own one-byte value is unused: a zero-sized one sits at the lock object's address, where
    /// ThreadSanitizer then reports its accesses as races.)
    @usableFromInline let lock = Locked<UInt8>(0)
    /// The observers, in subscription order, with their keys (bookkeeping for subscribe and dispose).
    @exclusivity(unchecked) @usableFromInline var keys: [Int] = []
    @exclusivity(unchecked) @usableFromInline var handlers: [AnyObserver<Element>] = []
    @exclusivity(unchecked) @usableFromInline var nextKey = 0
    /// The observers as an immutable snapshot, what a delivery sends to; rebuilt lazily after `handlers` changes.
    @exclusivity(unchecked) @usableFromInline var list: SubjectObserverNode<Element>?
    @exclusivity(unchecked) @usableFromInline var listIsStale = false
    /// Elements sent while a delivery is in progress: `pending[pendingHead..<pendingCount]` are still to go, in
    /// memory for `pendingCapacity` elements. A buffer, not an array: a debug build looks up `Array<Element>`'s
    /// generic metadata on every `append`, and a pointer's methods need only the element type.
    @exclusivity(unchecked) @usableFromInline var pending = UnsafeMutablePointer<Element>.allocate(capacity: 4)
    @exclusivity(unchecked) @usableFromInline var pendingCapacity = 4
    @exclusivity(unchecked) @usableFromInline var pendingHead = 0
    @exclusivity(unchecked) @usableFromInline var pendingCount = 0
    @exclusivity(unchecked) @usableFromInline var delivering = false
    /// The terminal event, once there is one; `stopIsQueued` while it waits behind `pending`.
    @exclusivity(unchecked) @usableFromInline var stop: SubjectStop?
    @exclusivity(unchecked) @usableFromInline var stopIsQueued = false
    /// `false` once there is a terminal event or the subject is disposed.
    @exclusivity(unchecked) @usableFromInline var acceptsEvents = true
    @exclusivity(unchecked) @usableFromInline var disposed = false

    /// Creates a subject with no observers.
    public override init() {}

    deinit {
        (pending + pendingHead).deinitialize(count: pendingCount - pendingHead)
        pending.deallocate()
    }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { lock.withLock { _ in !handlers.isEmpty } }

    /// Whether `dispose()` was called.
    public var isDisposed: Bool { lock.withLock { _ in disposed } }

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
        let started = lock.withLock { _ -> Bool in
            guard acceptsEvents else { return false }
            if delivering {
                enqueue(element)
                return false
            }
            delivering = true
            observers = currentList()
            return true
        }
        guard started else { return }
        var current = element
        while true {
            let event = Event.next(current)
            observers?.send(event)
            // The previous element and observers stay referenced here, so the lock never releases the last
            // reference (whose deinit could call out); they are released after unlocking.
            let retiredElement = current
            var nextObservers: SubjectObserverNode<Element>?
            let step = lock.withLock { _ in nextStep(&current, &nextObservers) }
            observers = nextObservers
            withExtendedLifetime(retiredElement) {}
            switch step {
            case .element: continue
            case .stop: return deliverStop(to: observers)
            case .done: return
            }
        }
    }

    /// Under the lock: queues `element` behind the delivery in progress.
    @inlinable
    func enqueue(_ element: Element) {
        if pendingCount == pendingCapacity {
            if pendingHead > 0 {
                pending.moveInitialize(from: pending + pendingHead, count: pendingCount - pendingHead)
            } else {
                let grown = UnsafeMutablePointer<Element>.allocate(capacity: pendingCapacity * 2)
                grown.moveInitialize(from: pending, count: pendingCount)
                pending.deallocate()
                pending = grown
                pendingCapacity *= 2
            }
            pendingCount -= pendingHead
            pendingHead = 0
        }
        (pending + pendingCount).initialize(to: element)
        pendingCount += 1
    }

    /// Under the lock: the observer list, rebuilt first if it is stale.
    @inlinable
    func currentList() -> SubjectObserverNode<Element>? {
        if listIsStale {
            listIsStale = false
            list = handlers.isEmpty ? nil : SubjectObserverNode(handlers)
        }
        return list
    }

    /// Under the lock: moves to the next queued element (into `element`, its observers into `observers`), to the
    /// queued terminal event (its observers into `observers`), or ends the delivery.
    @inlinable
    func nextStep(_ element: inout Element, _ observers: inout SubjectObserverNode<Element>?) -> SubjectStep {
        if !disposed, pendingHead < pendingCount {
            element = (pending + pendingHead).move()
            pendingHead += 1
            if pendingHead == pendingCount {
                pendingHead = 0
                pendingCount = 0
            }
            observers = currentList()
            return .element
        }
        pendingHead = 0
        pendingCount = 0
        delivering = false
        guard !disposed, stopIsQueued else { return .done }
        stopIsQueued = false
        observers = removeAllObservers()
        return .stop
    }

    /// Sends the terminal event `stop` (or queues it behind the delivery in progress).
    @usableFromInline
    func finish(_ stop: SubjectStop) {
        var observers: SubjectObserverNode<Element>?
        let startNow = lock.withLock { _ -> Bool in
            guard acceptsEvents else { return false }
            acceptsEvents = false
            self.stop = stop
            if delivering {
                stopIsQueued = true
                return false
            }
            observers = removeAllObservers()
            return true
        }
        if startNow { deliverStop(to: observers) }
    }

    /// Sends the terminal event to `observers` (already removed from the subject).
    @inlinable
    func deliverStop(to observers: SubjectObserverNode<Element>?) {
        guard let stop = lock.withLock({ _ in self.stop }) else { return }
        let event: Event<Element> = stop.event()
        observers?.send(event)
    }

    /// Under the lock: removes every observer, returning the list a delivery walks.
    @inlinable
    func removeAllObservers() -> SubjectObserverNode<Element>? {
        let observers = currentList()
        keys.removeAll()
        handlers.removeAll()
        list = nil
        return observers
    }

    /// Subscribes `observer` to later events (or sends the terminal event at once).
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let observer = AnyObserver(observer)
        let outcome = lock.withLock { _ -> SubjectSubscribeOutcome<Element> in
            if disposed { return .send(.error(RxError.disposed(object: self))) }
            if let stop { return .send(stop.event()) }
            nextKey += 1
            keys.append(nextKey)
            handlers.append(observer)
            listIsStale = true
            return .subscribed(nextKey, nil)
        }
        switch outcome {
        case let .send(event):
            observer.on(event)
            return Disposables.create()
        case let .subscribed(key, _):
            return SubjectSubscription { [weak self] in self?.remove(key) }
        }
    }

    /// Removes the observer subscribed under `key`.
    func remove(_ key: Int) {
        let removed = lock.withLock { _ -> (AnyObserver<Element>?, SubjectObserverNode<Element>?) in
            guard let index = keys.firstIndex(of: key) else { return (nil, nil) }
            keys.remove(at: index)
            listIsStale = true
            let retiredList = list
            list = nil
            return (handlers.remove(at: index), retiredList)
        }
        _ = removed
    }

    /// Returns the subject itself as its observer.
    public func asObserver() -> PublishSubject<Element> { self }

    /// Removes every observer and ignores all later events.
    public func dispose() {
        let removed = lock.withLock { _ -> (SubjectObserverNode<Element>?, [AnyObserver<Element>], [Element]) in
            disposed = true
            acceptsEvents = false
            stop = nil
            stopIsQueued = false
            var retiredPending: [Element] = []
            while pendingHead < pendingCount {
                retiredPending.append((pending + pendingHead).move())
                pendingHead += 1
            }
            pendingHead = 0
            pendingCount = 0
            let retiredHandlers = handlers
            return (removeAllObservers(), retiredHandlers, retiredPending)
        }
        _ = removed
    }
}

/// The observers of a ``PublishSubject`` at one moment, in subscription order: what a delivery sends to.
///
/// The one observer of a subject that has one is kept apart from the array: sending to it touches no array
/// (in a debug build, which specializes nothing, each array operation is a generic metadata lookup); with
/// several, a release build walks the array as tightly as before.
@usableFromInline
final class SubjectObserverNode<Element> {
    @usableFromInline let single: AnyObserver<Element>?
    @usableFromInline let all: [AnyObserver<Element>]

    @inlinable
    init(_ all: [AnyObserver<Element>]) {
        single = all.count == 1 ? all[0] : nil
        self.all = all
    }

    /// Sends `event` to every observer.
    @inlinable
    func send(_ event: Event<Element>) {
        if let single { return single.on(event) }
        sendToAll(event)
    }

    @inlinable
    func sendToAll(_ event: Event<Element>) {
        for observer in all { observer.on(event) }
    }
}

/// What a ``PublishSubject`` delivery does next.
@usableFromInline
enum SubjectStep {
    /// Deliver the next queued element.
    case element
    /// Deliver the terminal event.
    case stop
    /// The delivery is over.
    case done
}
