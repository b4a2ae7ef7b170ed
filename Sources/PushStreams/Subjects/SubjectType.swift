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
    @usableFromInline var keys: [Int] = []
    @usableFromInline var all: [AnyObserver<Element>] = []
    @usableFromInline var nextKey = 0
    /// Events queued behind the delivery in progress; `pending[pendingHead...]` are still to go (an index
    /// instead of `removeFirst`, which shifts the whole array on every event).
    @usableFromInline var pending: [Event<Element>] = []
    @usableFromInline var pendingHead = 0
    /// `pending.count`, kept beside it: the per-event checks read only fields whose layout does not depend on
    /// `Element` (in a debug build, which does not specialize, that saves generic metadata lookups per event).
    @usableFromInline var pendingCount = 0
    @usableFromInline var delivering = false
    /// The terminal event, once there is one (stored without its element type, for the same reason).
    @usableFromInline var stop: SubjectStop?
    @usableFromInline var isDisposed = false

    @usableFromInline init() {}

    @inlinable var isEmpty: Bool { all.isEmpty }

    /// The terminal event, once there is one.
    @inlinable var stopEvent: Event<Element>? {
        get { stop?.event() }
        set { stop = newValue.flatMap { SubjectStop($0) } }
    }

    mutating func insert(_ observer: AnyObserver<Element>) -> Int {
        nextKey += 1
        keys.append(nextKey)
        all.append(observer)
        return nextKey
    }

    mutating func remove(_ key: Int) -> AnyObserver<Element>? {
        guard let index = keys.firstIndex(of: key) else { return nil }
        keys.remove(at: index)
        return all.remove(at: index)
    }

    @inlinable
    mutating func removeAll() -> [AnyObserver<Element>] {
        defer {
            keys.removeAll()
            all.removeAll()
        }
        return all
    }

    /// Starts delivering `event` (returning it with its observers) or queues it behind the delivery in progress.
    @inlinable
    mutating func begin(_ event: Event<Element>) -> SubjectDelivery<Element>? {
        if delivering {
            pending.append(event)
            pendingCount += 1
            return nil
        }
        delivering = true
        return SubjectDelivery(event: event, observers: event.isStopEvent ? removeAll() : all)
    }

    /// The next queued event and its observers, or `nil` (ending the delivery) when none is left.
    @inlinable
    mutating func next() -> SubjectDelivery<Element>? {
        guard !isDisposed, pendingHead < pendingCount else {
            delivering = false
            if pendingCount != 0 { pending.removeAll(keepingCapacity: true) }
            pendingHead = 0
            pendingCount = 0
            return nil
        }
        let event = pending[pendingHead]
        pendingHead += 1
        return SubjectDelivery(event: event, observers: event.isStopEvent ? removeAll() : all)
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
    @usableFromInline let observers: [AnyObserver<Element>]

    @inlinable init(event: Event<Element>, observers: [AnyObserver<Element>]) {
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
            for observer in current.observers { observer.on(current.event) }
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
}
