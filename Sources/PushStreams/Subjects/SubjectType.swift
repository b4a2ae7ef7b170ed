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

/// The observers of a subject, in subscription order, plus its terminal state.
struct SubjectObservers<Element> {
    private var entries: [(key: Int, observer: AnyObserver<Element>)] = []
    private var nextKey = 0
    var stopEvent: Event<Element>?
    var isDisposed = false

    var isEmpty: Bool { entries.isEmpty }

    var all: [AnyObserver<Element>] { entries.map(\.observer) }

    mutating func insert(_ observer: AnyObserver<Element>) -> Int {
        nextKey += 1
        entries.append((nextKey, observer))
        return nextKey
    }

    mutating func remove(_ key: Int) -> AnyObserver<Element>? {
        guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
        return entries.remove(at: index).observer
    }

    mutating func removeAll() -> [AnyObserver<Element>] {
        defer { entries.removeAll() }
        return all
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
