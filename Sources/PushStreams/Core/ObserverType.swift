/// Something that receives the events of a sequence.
///
/// Same as RxSwift's `ObserverType`, with `onNext`, `onError` and `onCompleted` conveniences.
public protocol ObserverType {
    /// The type of the elements received.
    associatedtype Element
    /// Receives one event.
    func on(_ event: Event<Element>)

    /// The closure that receives this observer's events; ``AnyObserver`` stores it.
    ///
    /// Not in RxSwift (a conformance never needs to implement it: the default calls `on(_:)`). The
    /// library's own closure observers return their closure, so an erased observer costs one call per
    /// event instead of a chain of generic thunks.
    func eventHandler() -> (Event<Element>) -> Void
}

extension ObserverType {
    /// The default: a closure that calls `on(_:)`.
    @inlinable public func eventHandler() -> (Event<Element>) -> Void { self.on }
}

extension ObserverType {
    /// Sends `.next(element)`.
    @inlinable public func onNext(_ element: Element) { on(.next(element)) }
    /// Sends `.completed`.
    @inlinable public func onCompleted() { on(.completed) }
    /// Sends `.error(error)`.
    @inlinable public func onError(_ error: Swift.Error) { on(.error(error)) }
}

/// A type-erased observer.
///
/// Same as RxSwift's `AnyObserver`.
///
/// ```swift
/// let observer = AnyObserver<Int> { print($0) }
/// observer.onNext(1)
/// // Prints: next(1)
/// ```
public struct AnyObserver<Element>: ObserverType {
    /// The closure type that receives events.
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline let observer: EventHandler

    /// Creates an observer that calls `eventHandler` for each event.
    @inlinable public init(eventHandler: @escaping EventHandler) {
        observer = eventHandler
    }

    /// Wraps `observer` (taking its ``ObserverType/eventHandler()``, so wrapping an erased observer adds no hop).
    @inlinable public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = observer.eventHandler()
    }

    /// Forwards `event`.
    @inlinable public func on(_ event: Event<Element>) { observer(event) }

    /// The stored closure.
    @inlinable public func eventHandler() -> (Event<Element>) -> Void { observer }

    /// Returns `self`.
    public func asObserver() -> AnyObserver<Element> { self }
}

extension ObserverType {
    /// Erases the observer's type.
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

    /// An observer that transforms elements with `transform` before forwarding them here.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in self.on(event.map(transform)) }
    }
}

/// A closure observer used inside the library.
///
/// `@usableFromInline` so that `subscribe(onNext:…)` can be inlined, and its per-event closure specialized,
/// in the calling module (no generic metadata lookup per event).
@usableFromInline
struct AnonymousObserver<Element>: ObserverType {
    @usableFromInline let handler: (Event<Element>) -> Void
    @inlinable init(_ handler: @escaping (Event<Element>) -> Void) { self.handler = handler }
    @inlinable func on(_ event: Event<Element>) { handler(event) }
    @inlinable func eventHandler() -> (Event<Element>) -> Void { handler }
}
