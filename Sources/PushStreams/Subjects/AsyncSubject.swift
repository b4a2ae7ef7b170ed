import Scheduling

/// A subject that sends only its last element, and only when it completes.
///
/// Same as RxSwift's `AsyncSubject`: on completion every observer gets the last element (if any) and the
/// completion; an error is sent as is; an observer subscribing after the end gets the same ending.
///
/// ```swift
/// let subject = AsyncSubject<Int>()
/// _ = subject.subscribe(onNext: { print($0) })
/// subject.onNext(1)
/// subject.onNext(2)
/// subject.onCompleted()
/// // Prints: 2
/// ```
// @unchecked: the observers, the last element and the ending live in `state`.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType, @unchecked Sendable {
    private struct State {
        var observers: [Int: AnyObserver<Element>] = [:]
        var nextKey = 0
        var last: Element?
        var ending: Event<Element>?
    }

    private let state = Locked(State())

    /// A subject with no element yet.
    public override init() {}

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { state.withLock { !$0.observers.isEmpty } }

    /// Keeps an element as the last one, or ends the subject and sends the ending to every observer.
    public func on(_ event: Event<Element>) {
        let delivery = state.withLock { state -> ([AnyObserver<Element>], [Event<Element>])? in
            guard state.ending == nil else { return nil }
            switch event {
            case let .next(element):
                state.last = element
                return nil
            case .error:
                state.ending = event
            case .completed:
                state.ending = event
            }
            let observers = Array(state.observers.sorted { $0.key < $1.key }.map(\.value))
            state.observers = [:]
            return (observers, Self.ending(event, last: state.last))
        }
        guard let (observers, events) = delivery else { return }
        for observer in observers { events.forEach(observer.on) }
    }

    /// Subscribes `observer`; after the end it gets the ending at once.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let observer = AnyObserver(observer)
        let outcome = state.withLock { state -> Result<Int, Never>? in
            if state.ending != nil { return nil }
            state.nextKey += 1
            state.observers[state.nextKey] = observer
            return .success(state.nextKey)
        }
        guard case let .success(key) = outcome else {
            let (ending, last) = state.withLock { ($0.ending, $0.last) }
            if let ending { Self.ending(ending, last: last).forEach(observer.on) }
            return Disposables.create()
        }
        return Disposables.create { [weak self] in
            let removed = self?.state.withLock { $0.observers.removeValue(forKey: key) }
            _ = removed
        }
    }

    /// The subject as an observer.
    public func asObserver() -> AsyncSubject<Element> { self }

    /// What an observer gets at the end: the last element and the completion, or the error.
    private static func ending(_ event: Event<Element>, last: Element?) -> [Event<Element>] {
        guard case .completed = event else { return [event] }
        return (last.map { [.next($0)] } ?? []) + [.completed]
    }
}
