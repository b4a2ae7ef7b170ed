import Scheduling

/// An observable sequence with a narrower contract, named by its trait (`Single`, `Maybe`, `Completable`).
///
/// Same as RxSwift's `PrimitiveSequence<Trait, Element>`: a wrapper around an `Observable` whose operators keep
/// the trait.
public struct PrimitiveSequence<Trait, Element> {
    let source: Observable<Element>

    init(raw: Observable<Element>) {
        source = raw
    }
}

/// A type that is a primitive sequence of some trait.
///
/// Same as RxSwift's `PrimitiveSequenceType`.
public protocol PrimitiveSequenceType {
    /// The trait (`SingleTrait`, `MaybeTrait`, `CompletableTrait`).
    associatedtype Trait
    /// The type of the element.
    associatedtype Element
    /// This value as a primitive sequence.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// `self`.
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The underlying observable sequence.
    public func asObservable() -> Observable<Element> { source }
}

extension PrimitiveSequence {
    /// Subscribes `handle` to the source's first event (its first element, or a terminal event before one) and to
    /// nothing after it: the one event a trait's `subscribe(_:)` reports, as RxSwift's trait observers stop after
    /// it. With `ignoringElements` (a `Completable`), elements are passed over instead of counting as that event.
    func subscribeFirstEvent(ignoringElements: Bool = false, _ handle: @escaping (Event<Element>) -> Void) -> Disposable {
        let stopped = Locked(false)
        return source.subscribe { event in
            if ignoringElements, case .next = event { return }
            let alreadyStopped = stopped.withLock { stopped in
                defer { stopped = true }
                return stopped
            }
            if !alreadyStopped { handle(event) }
        }
    }

    /// The closures form of a trait's `subscribe`: `subscribe` delivers the one trait event to `handle`, given with it
    /// where an error without a closure of its own goes (`Hooks.defaultErrorHandler`, with this subscription's call
    /// stack); `onDisposed` runs once, after the event or on dispose.
    func subscribeClosures<TraitEvent>(
        through subscribe: (@escaping (TraitEvent) -> Void) -> Disposable,
        onDisposed: (() -> Void)?,
        _ handle: @escaping (TraitEvent, _ unhandled: (Swift.Error) -> Void) -> Void
    ) -> Disposable {
        let callStack = Hooks.subscriptionCallStack()
        let disposable: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let subscription = subscribe { event in
            handle(event) { Hooks.reportUnhandled($0, callStack: callStack) }
            disposable.dispose()
        }
        return Disposables.create(subscription, disposable)
    }
}

/// The trait of a sequence that emits exactly one element or an error.
///
/// Same as RxSwift's `SingleTrait`.
public enum SingleTrait {}

/// A sequence that emits exactly one element or an error: a request, a validation.
///
/// Same as RxSwift's `Single`.
///
/// ```swift
/// _ = Single.just(1).subscribe(onSuccess: { print($0) })
/// // Prints: 1
/// ```
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a `Single` delivers: success with the element, or failure with an error.
///
/// Same as RxSwift's `SingleEvent`.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>
