/// A relay that replays its latest elements to each new subscriber; it never ends.
///
/// Same as RxRelay's `ReplayRelay` (`create(bufferSize:)`, `createUnbound()`): a `ReplaySubject` that only
/// takes elements (`accept`), so it never completes or fails.
///
/// ```swift
/// let relay = ReplayRelay<Int>.create(bufferSize: 1)
/// relay.accept(1)
/// relay.accept(2)
/// _ = relay.subscribe(onNext: { print($0) })
/// // Prints: 2
/// ```
public final class ReplayRelay<Element>: ObservableType {
    private let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// A relay that replays up to `bufferSize` latest elements.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: .create(bufferSize: bufferSize))
    }

    /// A relay that replays every element it was given.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: .createUnbounded())
    }

    /// Sends `event` to the subscribers and keeps it for later ones.
    public func accept(_ event: Element) { subject.onNext(event) }

    /// Subscribes `observer`: the kept elements first, then every new one.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable.
    public func asObservable() -> Observable<Element> { subject.asObservable() }
}
