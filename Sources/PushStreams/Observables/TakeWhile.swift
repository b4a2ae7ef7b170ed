import Scheduling

extension ObservableType {
    /// Mirrors elements while `predicate` holds, then completes.
    ///
    /// Same as RxSwift's `take(while:)` (with the default exclusive behavior).
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 5, 1).take(while: { $0 < 3 }).subscribe(onNext: { print($0) })
    /// // Prints: 1
    /// //         2
    /// ```
    public func take(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            source.subscribe(AnonymousObserver { event in
                guard case let .next(element) = event else { return sink.on(event) }
                do {
                    if try predicate(element) { sink.on(event) } else { sink.on(.completed) }
                } catch {
                    sink.on(.error(error))
                }
            })
        }
    }

    /// Drops elements while `predicate` holds, then mirrors the rest.
    ///
    /// Same as RxSwift's `skip(while:)`.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            let skipping = Locked(true)
            return source.subscribe(AnonymousObserver { event in
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
