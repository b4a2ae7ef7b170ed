import Scheduling

/// The state of a ``PublishSubject``, guarded by its lock: the observers, the delivery in progress with the
/// elements queued behind it, and the terminal event.
@usableFromInline
struct PublishSubjectState<Element> {
    /// The observers, in subscription order.
    @usableFromInline var observers = SubjectObserverList<Element>()
    /// Elements sent while a delivery is in progress.
    @usableFromInline var pending = SubjectQueue<Element>()
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
        observers = self.observers.current()
        return true
    }

    /// Moves to the next queued element (into `element`, its observers into `observers`), to the queued
    /// terminal event (its observers into `observers`), or ends the delivery.
    @inlinable
    mutating func nextStep(
        _ element: inout Element, _ observers: inout SubjectObserverNode<Element>?, _ delivery: borrowing DeliveryFlag
    ) -> SubjectStep {
        if !disposed, let next = pending.take() {
            element = next
            observers = self.observers.current()
            return .element
        }
        pending.reset()
        delivery.end()
        guard !disposed, stopIsQueued else { return .done }
        stopIsQueued = false
        observers = self.observers.removeAll()
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
        observers = self.observers.removeAll()
        return true
    }

    /// Marks the subject disposed, dropping its observers and queue; returns them, for the caller to release
    /// after unlocking.
    mutating func dispose() -> (SubjectObserverNode<Element>?, SubjectQueue<Element>) {
        disposed = true
        acceptsEvents = false
        stop = nil
        stopIsQueued = false
        defer { pending = SubjectQueue() }
        return (observers.removeAll(), pending)
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
