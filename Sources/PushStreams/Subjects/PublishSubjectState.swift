import Scheduling

/// The state of a ``PublishSubject``, guarded by its lock: the observers, the delivery in progress with the
/// elements queued behind it, and the terminal event.
@usableFromInline
struct PublishSubjectState<Element> {
    /// The observers, in subscription order, with their keys (bookkeeping for subscribe and dispose).
    @usableFromInline var keys: [Int] = []
    @usableFromInline var handlers: [AnyObserver<Element>] = []
    @usableFromInline var nextKey = 0
    /// The observers as an immutable snapshot, what a delivery sends to; rebuilt lazily after `handlers` changes.
    @usableFromInline var list: SubjectObserverNode<Element>?
    @usableFromInline var listIsStale = false
    /// Elements sent while a delivery is in progress: `pending[pendingHead...]` are still to go. A slot is
    /// emptied as its element is taken, so the queue never holds an element's last reference (released under
    /// the lock, its deinit could call out).
    @usableFromInline var pending: [Element?] = []
    @usableFromInline var pendingHead = 0
    /// The terminal event, once there is one; `stopIsQueued` while it waits behind `pending`.
    @usableFromInline var stop: SubjectStop?
    @usableFromInline var stopIsQueued = false
    /// `false` once there is a terminal event or the subject is disposed.
    @usableFromInline var acceptsEvents = true
    @usableFromInline var disposed = false

    @inlinable init() {}

    /// Starts delivering `element` (its observers into `observers`, the subject's `delivery` claimed) and returns
    /// `true`; or queues it behind the delivery in progress, or ignores it after a terminal event, and returns `false`.
    @inlinable
    mutating func begin(
        _ element: Element, _ observers: inout SubjectObserverNode<Element>?, _ delivery: borrowing DeliveryFlag
    ) -> Bool {
        guard acceptsEvents else { return false }
        guard delivery.claimOrQueue() else {
            pending.append(element)
            return false
        }
        observers = currentList()
        return true
    }

    /// The observer list, rebuilt first if it is stale.
    @inlinable
    mutating func currentList() -> SubjectObserverNode<Element>? {
        if listIsStale {
            listIsStale = false
            list = handlers.isEmpty ? nil : SubjectObserverNode(handlers)
        }
        return list
    }

    /// Moves to the next queued element (into `element`, its observers into `observers`), to the queued
    /// terminal event (its observers into `observers`), or ends the delivery.
    @inlinable
    mutating func nextStep(
        _ element: inout Element, _ observers: inout SubjectObserverNode<Element>?, _ delivery: borrowing DeliveryFlag
    ) -> SubjectStep {
        if !disposed, pendingHead < pending.count, let next = pending[pendingHead] {
            element = next
            pending[pendingHead] = nil
            pendingHead += 1
            observers = currentList()
            return .element
        }
        if !pending.isEmpty { pending.removeAll(keepingCapacity: true) }
        pendingHead = 0
        delivery.end()
        guard !disposed, stopIsQueued else { return .done }
        stopIsQueued = false
        observers = removeAllObservers()
        return .stop
    }

    /// Records the terminal event `stop`: `true` when it is to be sent now (to `observers`, removed from the
    /// subject); `false` when it waits behind the delivery in progress, or when there already was one.
    @usableFromInline
    mutating func finish(
        _ stop: SubjectStop, _ observers: inout SubjectObserverNode<Element>?, _ delivery: borrowing DeliveryFlag
    ) -> Bool {
        guard acceptsEvents else { return false }
        acceptsEvents = false
        self.stop = stop
        if delivery.queueIfDelivering() {
            stopIsQueued = true
            return false
        }
        observers = removeAllObservers()
        return true
    }

    /// Removes every observer, returning the list a delivery walks.
    @inlinable
    mutating func removeAllObservers() -> SubjectObserverNode<Element>? {
        let observers = currentList()
        keys.removeAll()
        handlers.removeAll()
        list = nil
        return observers
    }

    /// Adds `observer`, returning its key.
    mutating func insert(_ observer: AnyObserver<Element>) -> Int {
        nextKey += 1
        keys.append(nextKey)
        handlers.append(observer)
        listIsStale = true
        return nextKey
    }

    /// Removes the observer under `key`; returns what referenced it, for the caller to release after unlocking.
    mutating func remove(_ key: Int) -> (AnyObserver<Element>?, SubjectObserverNode<Element>?) {
        guard let index = keys.firstIndex(of: key) else { return (nil, nil) }
        keys.remove(at: index)
        listIsStale = true
        let retiredList = list
        list = nil
        return (handlers.remove(at: index), retiredList)
    }

    /// Marks the subject disposed, dropping its observers and queue; returns them, for the caller to release
    /// after unlocking.
    mutating func dispose() -> (SubjectObserverNode<Element>?, [AnyObserver<Element>], [Element?]) {
        disposed = true
        acceptsEvents = false
        stop = nil
        stopIsQueued = false
        let retiredPending = pending
        pending = []
        pendingHead = 0
        let retiredHandlers = handlers
        return (removeAllObservers(), retiredHandlers, retiredPending)
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
        // Optional chaining calls the stored observer in place; `if let` copied it (a retain and release per event, B6).
        if single != nil {
            single?.on(event)
            return
        }
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
