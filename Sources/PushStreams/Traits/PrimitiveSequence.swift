/// An observable sequence with a narrower contract, named by its trait (`Single`).
///
/// Same as RxSwift's `PrimitiveSequence<Trait, Element>`.
public struct PrimitiveSequence<Trait, Element> {
    let source: Observable<Element>

    init(raw: Observable<Element>) {
        source = raw
    }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The underlying observable sequence.
    public func asObservable() -> Observable<Element> { source }
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
