import Scheduling

/// A type that is both an observable sequence and an observer.
///
/// Same as RxSwift's `SubjectType`.
public protocol SubjectType: ObservableType {
    /// The observer side's type.
    associatedtype Observer: ObserverType
    /// The observer side of the subject.
    func asObserver() -> Observer
}

/// The observers of a subject, in subscription order, plus its terminal state and its delivery queue.
///
/// Delivery is serial: an event sent while the subject is already delivering one (from another thread,
/// or re-entrantly from an observer's callback) is queued, and the thread already delivering sends it
/// after the current one to the observers subscribed at that point. No lock is held while observers run.
@usableFromInline
struct SubjectObservers<Element> {
    @usableFromInline var list = SubjectObserverList<Element>()
    @usableFromInline var pending = SubjectQueue<Event<Element>>()
    @usableFromInline var delivering = false
    /// The terminal event, once there is one.
    @usableFromInline var stopEvent: Event<Element>?
    @usableFromInline var isDisposed = false

    @usableFromInline init() {}

    @inlinable var isEmpty: Bool { list.isEmpty }

    /// Whether events are still taken: no terminal event yet and not disposed.
    @inlinable var acceptsEvents: Bool { !isDisposed && stopEvent == nil }

    /// Starts delivering `event` (returning it with its observers) or queues it behind the delivery in progress;
    /// a terminal event is recorded as the subject's end.
    @inlinable
    mutating func begin(_ event: Event<Element>) -> SubjectDelivery<Element>? {
        if event.isStopEvent { stopEvent = event }
        if delivering {
            pending.append(event)
            return nil
        }
        delivering = true
        return SubjectDelivery(event: event, observers: event.isStopEvent ? list.removeAll() : list.current())
    }

    /// The next queued event and its observers, or `nil` (ending the delivery) when none is left.
    @inlinable
    mutating func next() -> SubjectDelivery<Element>? {
        guard !isDisposed, let event = pending.take() else {
            delivering = false
            pending.reset()
            return nil
        }
        return SubjectDelivery(event: event, observers: event.isStopEvent ? list.removeAll() : list.current())
    }

    /// Marks the subject disposed and removes every observer, returning them for the caller to release after
    /// unlocking.
    mutating func dispose() -> SubjectObserverNode<Element>? {
        isDisposed = true
        stopEvent = nil
        return list.removeAll()
    }
}

/// A subject's terminal event without its element type: `completed` or `error`.
@usableFromInline
enum SubjectStop {
    case completed
    case error(Swift.Error)

    /// The stop of `event`; `nil` for `next`.
    @inlinable
    init?<Element>(_ event: Event<Element>) {
        switch event {
        case .next: return nil
        case let .error(error): self = .error(error)
        case .completed: self = .completed
        }
    }

    /// The terminal event.
    @inlinable
    func event<Element>() -> Event<Element> {
        switch self {
        case .completed: return .completed
        case let .error(error): return .error(error)
        }
    }
}

/// One event of a subject and the observers it goes to.
@usableFromInline
struct SubjectDelivery<Element> {
    @usableFromInline let event: Event<Element>
    @usableFromInline let observers: SubjectObserverNode<Element>?

    @inlinable init(event: Event<Element>, observers: SubjectObserverNode<Element>?) {
        self.event = event
        self.observers = observers
    }
}

extension Locked {
    /// Sends `first` and then every event queued meanwhile, each to its observers, never under the lock.
    @inlinable
    func deliver<Element>(
        _ first: SubjectDelivery<Element>?, next: (inout State) -> SubjectDelivery<Element>?
    ) {
        var delivery = first
        while let current = delivery {
            current.observers?.send(current.event)
            delivery = withLock(next)
        }
    }
}

/// The disposable a subject returns from `subscribe`: removes that one observer.
final class SubjectSubscription: CountedResource, Disposable {
    private let unsubscribe = Locked<(() -> Void)?>(nil)

    init(_ unsubscribe: @escaping () -> Void) {
        self.unsubscribe.withLock { $0 = unsubscribe }
    }

    func dispose() {
        let run = unsubscribe.withLock { action -> (() -> Void)? in
            defer { action = nil }
            return action
        }
        run?()
    }
}

/// What a subject decided, under its lock, to do for a new subscriber.
enum SubjectSubscribeOutcome<Element> {
    /// Subscribed under `key`; send `initial` first when present.
    case subscribed(Int, Element?)
    /// Not subscribed; send this one event.
    case send(Event<Element>)

    /// Carries the decision out for `observer`, after unlocking: sends what it gets at once and returns the
    /// disposable that unsubscribes it (by calling `remove` with its key).
    func carryOut(for observer: AnyObserver<Element>, remove: @escaping (Int) -> Void) -> Disposable {
        switch self {
        case let .send(event):
            observer.on(event)
            return Disposables.create()
        case let .subscribed(key, initial):
            if let initial { observer.on(.next(initial)) }
            return SubjectSubscription { remove(key) }
        }
    }
}
