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
struct SubjectObservers<Element> {
    private var keys: [Int] = []
    private(set) var all: [AnyObserver<Element>] = []
    private var nextKey = 0
    private var pending: [Event<Element>] = []
    private var delivering = false
    var stopEvent: Event<Element>?
    var isDisposed = false

    var isEmpty: Bool { all.isEmpty }

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

    mutating func removeAll() -> [AnyObserver<Element>] {
        defer {
            keys.removeAll()
            all.removeAll()
        }
        return all
    }

    /// Starts delivering `event` (returning it with its observers) or queues it behind the delivery in progress.
    mutating func begin(_ event: Event<Element>) -> SubjectDelivery<Element>? {
        if delivering {
            pending.append(event)
            return nil
        }
        delivering = true
        return SubjectDelivery(event: event, observers: event.isStopEvent ? removeAll() : all)
    }

    /// The next queued event and its observers, or `nil` (ending the delivery) when none is left.
    mutating func next() -> SubjectDelivery<Element>? {
        guard !isDisposed, !pending.isEmpty else {
            delivering = false
            pending.removeAll()
            return nil
        }
        let event = pending.removeFirst()
        return SubjectDelivery(event: event, observers: event.isStopEvent ? removeAll() : all)
    }
}

/// One event of a subject and the observers it goes to.
struct SubjectDelivery<Element> {
    let event: Event<Element>
    let observers: [AnyObserver<Element>]
}

extension Locked {
    /// Sends `first` and then every event queued meanwhile, each to its observers, never under the lock.
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
