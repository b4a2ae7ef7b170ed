import Scheduling

/// A type that can be converted to an ``Infallible``.
///
/// Same as RxSwift's `InfallibleType`.
public protocol InfallibleType: ObservableConvertibleType {
    /// This sequence as an infallible.
    func asInfallible() -> Infallible<Element>
}

/// What an `Infallible` delivers: elements, then perhaps completion, never an error.
///
/// Same as RxSwift's `InfallibleEvent`.
public enum InfallibleEvent<Element> {
    /// An element.
    case next(Element)
    /// Completion.
    case completed
}

/// A sequence that can never fail: UI state, a relay's values, a stream with a fallback for every error.
///
/// Same as RxSwift's `Infallible` (RxSwift 6): made with `Infallible.create`, the factories, or
/// `asInfallible(onErrorJustReturn:)` / `onErrorFallbackTo:` / `onErrorRecover:`; operators keep the trait.
///
/// ```swift
/// _ = Observable<Int>.error(URLError(.badURL)).asInfallible(onErrorJustReturn: 0).subscribe(onNext: { print($0) })
/// // Prints: 0
/// ```
public struct Infallible<Element>: InfallibleType {
    private let source: Observable<Element>

    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// The underlying observable sequence.
    public func asObservable() -> Observable<Element> { source }

    /// `self`.
    public func asInfallible() -> Infallible<Element> { self }

    /// Creates an infallible from a body that sends elements and perhaps completion.
    ///
    /// Same as RxSwift's `Infallible.create(subscribe:)`.
    public static func create(
        subscribe: @escaping (@escaping (InfallibleEvent<Element>) -> Void) -> Disposable
    ) -> Infallible<Element> {
        Infallible(
            Observable.create { observer in
                subscribe { event in
                    switch event {
                    case let .next(element): observer.on(.next(element))
                    case .completed: observer.on(.completed)
                    }
                }
            })
    }

    /// One element, then completion.
    public static func just(_ element: Element) -> Infallible<Element> { Infallible(.just(element)) }

    /// Completion at once.
    public static func empty() -> Infallible<Element> { Infallible(.empty()) }

    /// Nothing, ever.
    public static func never() -> Infallible<Element> { Infallible(.never()) }

    /// The given elements, then completion.
    public static func of(_ elements: Element...) -> Infallible<Element> { Infallible(.from(elements)) }

    /// The elements of `array`, then completion.
    public static func from(_ array: [Element]) -> Infallible<Element> { Infallible(.from(array)) }

    /// The elements of `sequence`, then completion.
    public static func from<Source: Sequence>(_ sequence: Source) -> Infallible<Element> where Source.Element == Element {
        Infallible(.from(sequence))
    }

    /// Calls `factory` for every subscriber.
    public static func deferred(_ factory: @escaping () -> Infallible<Element>) -> Infallible<Element> {
        Infallible(.deferred { factory().asObservable() })
    }

    /// Subscribes closures for elements and completion; `onDisposed` runs once, at the end or on dispose.
    ///
    /// Same as RxSwift's `subscribe(onNext:onCompleted:onDisposed:)`.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        source.subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that also receive `object`, held weakly: once it is gone, nothing more is called.
    ///
    /// Same as RxSwift's `subscribe(with:onNext:onCompleted:onDisposed:)` on `Infallible`.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        source.subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes a closure that receives every event.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        source.subscribe(on)
    }

    /// Transforms each element.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible<Result>(source.map(transform))
    }

    /// Keeps the elements that satisfy `predicate`.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(source.filter(predicate))
    }

    /// Transforms each element, dropping `nil` results.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        Infallible<Result>(source.compactMap(transform))
    }

    /// Merges the infallibles `selector` returns.
    public func flatMap<Result>(_ selector: @escaping (Element) -> Infallible<Result>) -> Infallible<Result> {
        Infallible<Result>(source.flatMap { selector($0).asObservable() })
    }

    /// Mirrors only the latest infallible `selector` returned.
    public func flatMapLatest<Result>(_ selector: @escaping (Element) -> Infallible<Result>) -> Infallible<Result> {
        Infallible<Result>(source.flatMapLatest { selector($0).asObservable() })
    }

    /// Emits each intermediate result of folding the elements into `seed`.
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed) -> Infallible<Seed> {
        Infallible<Seed>(source.scan(seed, accumulator: accumulator))
    }

    /// Sends `elements` first.
    public func startWith(_ elements: Element...) -> Infallible<Element> {
        Infallible(Observable.from(elements).concat(source))
    }

    /// Delivers the events on `scheduler`.
    public func observe(on scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(source.observe(on: scheduler))
    }
}

extension Infallible where Element: Equatable {
    /// Drops elements equal to the previous one.
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(source.distinctUntilChanged())
    }
}

extension ObservableConvertibleType {
    /// This sequence, with any error replaced by `element` and completion.
    ///
    /// Same as RxSwift's `asInfallible(onErrorJustReturn:)`.
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// This sequence, continuing with `infallible` after an error.
    ///
    /// Same as RxSwift's `asInfallible(onErrorFallbackTo:)`.
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// This sequence, continuing with the infallible `recover` returns for an error.
    ///
    /// Same as RxSwift's `asInfallible(onErrorRecover:)`.
    public func asInfallible(onErrorRecover recover: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { recover($0).asObservable() })
    }
}
