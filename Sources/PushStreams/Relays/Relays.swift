import Scheduling

/// A subject that only relays elements: it never errors or completes.
///
/// Same as RxRelay's `PublishRelay`.
///
/// ```swift
/// let relay = PublishRelay<Int>()
/// _ = relay.subscribe(onNext: { print($0) })
/// relay.accept(1)
/// // Prints: 1
/// ```
public final class PublishRelay<Element>: ObservableType {
    private let subject = PublishSubject<Element>()

    /// Creates a relay.
    public init() {}

    /// Sends `event` as a `next` element to the current observers.
    public func accept(_ event: Element) { subject.onNext(event) }

    /// Subscribes `observer` to later elements.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable.
    public func asObservable() -> Observable<Element> { subject.asObservable() }
}

/// A relay that holds a current value and sends it to each new subscriber first.
///
/// Same as RxRelay's `BehaviorRelay`.
///
/// ```swift
/// let relay = BehaviorRelay(value: 0)
/// relay.accept(1)
/// print(relay.value)
/// // Prints: 1
/// ```
// @unchecked: the current value lives in `current`; the subject is thread-safe.
public final class BehaviorRelay<Element>: ObservableType, @unchecked Sendable {
    private let current: Locked<Element>
    private let subject: BehaviorSubject<Element>

    /// Creates a relay whose current value is `value`.
    public init(value: Element) {
        current = Locked(value)
        subject = BehaviorSubject(value: value)
    }

    /// The current value.
    public var value: Element { current.withLock { $0 } }

    /// Stores `event` as the current value and sends it to the observers.
    public func accept(_ event: Element) {
        current.withLock { $0 = event }
        subject.onNext(event)
    }

    /// Subscribes `observer`, sending it the current value first.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable.
    public func asObservable() -> Observable<Element> { subject.asObservable() }
}
