/// A sequence that never fails, delivers on the sharing scheduler (main), and shares one subscription.
///
/// Same as RxCocoa's `SharedSequence`: its sharing strategy decides the scheduler and how it shares.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element> {
    let source: Observable<Element>

    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    init(raw: Observable<Element>) {
        source = raw
    }
}

extension SharedSequence: ObservableConvertibleType {
    /// The underlying observable sequence.
    public func asObservable() -> Observable<Element> { source }
}

/// How a `SharedSequence` schedules and shares.
///
/// Same as RxCocoa's `SharingStrategyProtocol`.
public protocol SharingStrategyProtocol {
    /// The scheduler elements are delivered on.
    static var scheduler: SchedulerType { get }
    /// Makes `source` shared.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// The strategy of `Driver`: the sharing scheduler, and `share(replay: 1, scope: .whileConnected)`.
///
/// Same as RxCocoa's `DriverSharingStrategy`.
public enum DriverSharingStrategy: SharingStrategyProtocol {
    /// `SharingScheduler.make()`.
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// `share(replay: 1, scope: .whileConnected)`.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

/// A UI-facing sequence: never fails, delivers on the main scheduler, replays the latest element.
///
/// Same as RxCocoa's `Driver`.
///
/// ```swift
/// let text = Observable<String>.error(TestError.boom).asDriver(onErrorJustReturn: "offline")
/// _ = text.drive(onNext: { print($0) })
/// // Prints (on the main thread): offline
/// ```
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

extension ObservableConvertibleType {
    /// A driver that replaces an error with `onErrorJustReturn` and completes.
    ///
    /// Same as RxCocoa's `asDriver(onErrorJustReturn:)`.
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// A driver that continues with `onErrorDriveWith` after an error.
    ///
    /// Same as RxCocoa's `asDriver(onErrorDriveWith:)`.
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catch { _ in onErrorDriveWith.asObservable() })
    }

    /// A driver that continues with the driver `onErrorRecover` returns for the error.
    ///
    /// Same as RxCocoa's `asDriver(onErrorRecover:)`.
    public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}

extension SharedSequence where SharingStrategy == DriverSharingStrategy {
    /// A driver that emits `element` (on the sharing scheduler) and completes.
    public static func just(_ element: Element) -> Driver<Element> {
        Driver(raw: Observable.just(element).subscribe(on: DriverSharingStrategy.scheduler))
    }

    /// A driver that completes (on the sharing scheduler).
    public static func empty() -> Driver<Element> {
        Driver(raw: Observable.empty().subscribe(on: DriverSharingStrategy.scheduler))
    }

    /// A driver that never emits.
    public static func never() -> Driver<Element> {
        Driver(raw: Observable.never())
    }

    /// Sends every event to each of `observers`.
    ///
    /// Same as RxCocoa's `drive(_:)`; ours does not check that it is called on the main thread.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element {
        source.subscribe { event in for observer in observers { observer.on(event) } }
    }

    /// Sends every event, its element made optional, to each of `observers`.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element? {
        source.map { $0 as Element? }.subscribe { event in for observer in observers { observer.on(event) } }
    }

    /// Subscribes closures to the driver's elements and completion.
    ///
    /// Same as RxCocoa's `drive(onNext:onCompleted:onDisposed:)`.
    public func drive(
        onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        source.subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Sends every element to each of `relays`.
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        source.subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Returns the driver itself.
    public func asDriver() -> Driver<Element> { self }

    /// Transforms each element.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Driver<Result> {
        Driver<Result>(source.map(transform))
    }

    /// Keeps the elements that satisfy `predicate`.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Driver<Element> {
        Driver(source.filter(predicate))
    }

    /// Emits `elements` first.
    public func startWith(_ elements: Element...) -> Driver<Element> {
        Driver(raw: Observable.concat(Observable.from(elements), source))
    }

    /// Mirrors only the driver `selector` returns for the latest element.
    public func flatMapLatest<Result>(_ selector: @escaping (Element) -> Driver<Result>) -> Driver<Result> {
        Driver<Result>(source.flatMapLatest { selector($0).asObservable() })
    }

    /// Emits an element only after `dueTime` of silence, on the sharing scheduler.
    public func debounce(_ dueTime: RxTimeInterval) -> Driver<Element> {
        Driver(source.debounce(dueTime, scheduler: DriverSharingStrategy.scheduler))
    }
}

extension SharedSequence where SharingStrategy == DriverSharingStrategy, Element: Equatable {
    /// Drops elements equal to the previous one.
    public func distinctUntilChanged() -> Driver<Element> {
        Driver(source.distinctUntilChanged())
    }
}
