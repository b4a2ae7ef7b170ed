/// A sequence of events over time: the type every operator returns.
///
/// RxSwift's `Observable` is an abstract class that operators subclass (`Producer`); ours is the
/// same shape, and subjects subclass it too. Create one with the factories (`create`, `just`, …).
///
/// ```swift
/// _ = Observable.of(1, 2).map { $0 * 10 }.subscribe(onNext: { print($0) })
/// // Prints: 10
/// //         20
/// ```
public class Observable<Element>: ObservableType {
    @usableFromInline init() {}

    /// Subscribes `observer`; subclasses provide the behaviour.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        abstractMethod()
    }

    /// Returns `self`.
    public func asObservable() -> Observable<Element> { self }
}
