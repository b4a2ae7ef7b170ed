import Scheduling

/// A subject that holds a current value and sends it to each new subscriber first.
///
/// Same as RxSwift's `BehaviorSubject`: after completion a new subscriber gets only `completed`
/// (not the last value), while `value()` still returns the last value; after an error `value()`
/// throws it; after `dispose()` it throws `RxError.disposed`.
///
/// ```swift
/// let subject = BehaviorSubject(value: 0)
/// _ = subject.subscribe(onNext: { print($0) })
/// subject.onNext(1)
/// // Prints: 0
/// //         1
/// ```
// @unchecked: the value, the observers and the terminal state live in `state`.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    @unchecked Sendable
{
    private struct State {
        var observers = SubjectObservers<Element>()
        var value: Element
    }

    private let state: Locked<State>

    /// Creates a subject whose current value is `value`.
    public init(value: Element) {
        state = Locked(State(value: value))
    }

    /// The current value.
    /// - Throws: the error that ended the subject, or `RxError.disposed` after `dispose()`.
    public func value() throws -> Element {
        try state.withLock { state in
            if state.observers.isDisposed { throw RxError.disposed(object: self) }
            if case let .error(error) = state.observers.stopEvent { throw error }
            return state.value
        }
    }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { state.withLock { !$0.observers.isEmpty } }

    /// Whether `dispose()` was called.
    public var isDisposed: Bool { state.withLock { $0.observers.isDisposed } }

    /// Stores a `next` element as the current value and sends `event` to the observers.
    public func on(_ event: Event<Element>) {
        let first = state.withLock { state -> SubjectDelivery<Element>? in
            guard state.observers.acceptsEvents else { return nil }
            if case let .next(element) = event { state.value = element }
            return state.observers.begin(event)
        }
        state.deliver(first) { $0.observers.next() }
    }

    /// Subscribes `observer`, sending it the current value first (or the terminal event only).
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let observer = AnyObserver(observer)
        let outcome = state.withLock { state -> SubjectSubscribeOutcome<Element> in
            if state.observers.isDisposed { return .send(.error(RxError.disposed(object: self))) }
            if let stop = state.observers.stopEvent { return .send(stop) }
            return .subscribed(state.observers.list.insert(observer), state.value)
        }
        return outcome.carryOut(for: observer) { [weak self] key in
            let removed = self?.state.withLock { $0.observers.list.remove(key) }
            _ = removed
        }
    }

    /// Returns the subject itself as its observer.
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Removes every observer and ignores all later events.
    public func dispose() {
        let removed = state.withLock { $0.observers.dispose() }
        _ = removed
    }
}
