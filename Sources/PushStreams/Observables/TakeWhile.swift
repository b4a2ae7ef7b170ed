import Scheduling

extension ObservableType {
    /// Mirrors elements while `predicate` holds, then completes.
    ///
    /// Same as RxSwift's `take(while:behavior:)`: with `.inclusive` the first element that fails the predicate
    /// is sent before the completion; a throwing predicate ends the sequence with its error.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 5, 1).take(while: { $0 < 3 }).subscribe(onNext: { print($0) })
    /// // Prints: 1
    /// //         2
    /// ```
    public func take(
        while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        take(until: { try !predicate($0) }, behavior: behavior)
    }

    /// Mirrors elements until one satisfies `predicate`, then completes.
    ///
    /// Same as RxSwift's `take(until:behavior:)` with a predicate: with `.inclusive` the element that satisfied
    /// it is sent before the completion.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 5, 1).take(until: { $0 > 3 }, behavior: .inclusive).subscribe(onNext: { print($0) })
    /// // Prints: 1
    /// //         2
    /// //         5
    /// ```
    public func take(
        until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            source.subscribe(
                AnonymousObserver { event in
                    guard case let .next(element) = event else { return sink.on(event) }
                    do {
                        if try !predicate(element) { return sink.on(event) }
                    } catch {
                        return sink.on(.error(error))
                    }
                    if behavior == .inclusive { sink.on(event) }
                    sink.on(.completed)
                })
        }
    }

    /// Drops elements while `predicate` holds, then mirrors the rest.
    ///
    /// Same as RxSwift's `skip(while:)`: once an element fails the predicate it is no longer called; a throwing
    /// predicate ends the sequence with its error.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 5, 1).skip(while: { $0 < 3 }).subscribe(onNext: { print($0) })
    /// // Prints: 5
    /// //         1
    /// ```
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            let skipping = Locked(true)
            return source.subscribe(
                AnonymousObserver { event in
                    guard case let .next(element) = event, skipping.withLock({ $0 }) else { return sink.on(event) }
                    do {
                        if try !predicate(element) {
                            skipping.withLock { $0 = false }
                            sink.on(event)
                        }
                    } catch {
                        sink.on(.error(error))
                    }
                })
        }
    }

    /// Mirrors the source until `other` emits an element.
    ///
    /// RxSwift's deprecated spelling of `take(until:)`.
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        take(until: other)
    }
}

/// Whether `take(while:behavior:)` and `take(until:behavior:)` send the element that ends them.
///
/// Same as RxSwift's `TakeBehavior`.
public enum TakeBehavior: Sendable {
    /// The element that ends the sequence is sent before the completion.
    case inclusive
    /// The element that ends the sequence is dropped (the default).
    case exclusive
}
