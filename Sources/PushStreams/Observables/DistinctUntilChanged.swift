import Scheduling

extension ObservableType where Element: Equatable {
    /// Drops elements equal to the previous one.
    ///
    /// Same as RxSwift's `distinctUntilChanged()`.
    ///
    /// ```swift
    /// _ = Observable.of(1, 1, 2, 1).distinctUntilChanged().subscribe(onNext: { print($0) })
    /// // Prints: 1
    /// //         2
    /// //         1
    /// ```
    @inlinable public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: { $0 == $1 })
    }
}

extension ObservableType {
    /// Drops elements whose key equals the previous element's key.
    ///
    /// Same as RxSwift's `distinctUntilChanged(_:)` with a key selector.
    @inlinable public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Observable<Element> {
        distinctUntilChanged(keySelector, comparer: { $0 == $1 })
    }

    /// Drops elements whose value at `keyPath` equals the previous element's.
    ///
    /// Same as RxSwift's `distinctUntilChanged(at:)`.
    ///
    /// ```swift
    /// _ = Observable.of("a", "b", "cc").distinctUntilChanged(at: \.count).subscribe(onNext: { print($0) })
    /// // Prints: a
    /// //         cc
    /// ```
    @inlinable public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observable<Element> {
        distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: { $0 == $1 })
    }

    /// Drops elements that `comparer` calls equal to the previous one.
    ///
    /// Same as RxSwift's `distinctUntilChanged(_:)` with a comparer.
    @inlinable public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Drops elements whose key `comparer` calls equal to the previous element's key.
    ///
    /// Same as RxSwift's `distinctUntilChanged(_:comparer:)`; a thrown error ends the sequence. The operators
    /// are inlinable, so the per-event closure is specialized in the caller's module (B7 push).
    @inlinable public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            let last = makeLocked(Key?.none)
            return source.subscribe(
                AnonymousObserver { event in
                    guard case let .next(element) = event else { return sink.on(event) }
                    do {
                        let key = try keySelector(element)
                        let previous = last.withLock { $0 }
                        if let previous, try comparer(previous, key) { return }
                        last.withLock { $0 = key }
                        sink.on(event)
                    } catch {
                        sink.on(.error(error))
                    }
                })
        }
    }
}
