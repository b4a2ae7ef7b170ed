extension ObservableType {
    /// Emits `element` and completes, synchronously on subscription.
    ///
    /// Same as RxSwift's `just(_:)`: like RxSwift's `Just`, it delivers straight to the subscriber, with no
    /// sink or trampoline (the two events are already serial and well-formed). Ours is stack-guarded like
    /// every subscription: nested past the guard's limits it delivers from the outermost frame.
    ///
    /// ```swift
    /// _ = Observable.just(1).subscribe { print($0) }
    /// // Prints: next(1)
    /// //         completed
    /// ```
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        JustProducer(element)
    }

    /// Completes at once without elements.
    ///
    /// Same as RxSwift's `empty()` (which, as ours, completes on the current-thread trampoline). Ours needs
    /// no sink: its one event is serial and well-formed already.
    @inlinable
    public static func empty() -> Observable<Element> {
        EmptyProducer()
    }

    /// Never sends any event.
    ///
    /// Same as RxSwift's `never()`.
    @inlinable
    public static func never() -> Observable<Element> {
        Producer { _ in Disposables.create() }
    }

    /// Fails at once with `error`.
    ///
    /// Same as RxSwift's `error(_:)`.
    @inlinable
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        Producer { sink in
            sink.on(.error(error))
            return Disposables.create()
        }
    }
}

extension Observable {
    /// This observable as a `just`, if it is one: for the operators that shortcut a `just` inner.
    ///
    /// The exact-class check comes first (`JustProducer` is final, so it says the same as the cast): a failed `as?`
    /// walks the class chain, about 35 instructions (B5c and B7 push ask it of every created inner).
    @inlinable
    var asJust: JustProducer<Element>? {
        ObjectIdentifier(type(of: self)) == ObjectIdentifier(JustProducer<Element>.self) ? self as? JustProducer<Element> : nil
    }
}

/// The observable `just` returns: each subscriber gets the element and completion at once. `map`/`filter`
/// after it fuse into a sink-less source (``ObservableType/fusableSource()``), and `flatMapLatest` emits
/// a `just` inner without subscribing it.
@usableFromInline
final class JustProducer<Element>: Observable<Element> {
    @usableFromInline let element: Element
    /// Sends the element and the completion to `on`. Made in the inlinable initializer, so the events are built
    /// where `just` is called, for its element type: `subscribe`, a generic override, built them unspecialized, a
    /// generic metadata lookup per event (B5b push, a `just` subscribed per element: about 650 instructions).
    /// No captures, so no context to allocate.
    @usableFromInline let emit: (JustProducer<Element>, (Event<Element>) -> Void) -> Void

    @inlinable
    init(_ element: Element) {
        self.element = element
        emit = { producer, on in
            on(.next(producer.element))
            on(.completed)
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // Guarded like every subscription: operators that subscribe the next source from a completion
        // (`concat`, `retry`, recursive `flatMap`) would otherwise nest once per source.
        let thread = ThreadState.current
        guard thread.enter() else {
            let item = TrampolineItem { [self] in
                emit(self) { observer.on($0) }
                return Disposables.create()
            }
            thread.deferWork { item.invoke() }
            return item
        }
        emit(self) { observer.on($0) }
        thread.exit()
        return Disposables.create()
    }
}

/// The observable `empty` returns: each subscriber gets `completed` at once, with no sink of its own.
///
/// Like RxSwift's `Empty` (a producer), the completion runs on the current-thread trampoline, started here
/// when none runs on this thread; stack-guarded like every subscription.
@usableFromInline
final class EmptyProducer<Element>: Observable<Element> {
    @inlinable override init() {}

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let thread = ThreadState.current
        if !thread.runsTrampoline {
            return thread.runTrampoline {
                observer.on(.completed)
                return Disposables.create()
            }
        }
        guard thread.enter() else {
            // Too deep on this thread: complete from the outermost frame.
            let item = TrampolineItem {
                observer.on(.completed)
                return Disposables.create()
            }
            thread.deferWork { item.invoke() }
            return item
        }
        observer.on(.completed)
        thread.exit()
        return Disposables.create()
    }
}
