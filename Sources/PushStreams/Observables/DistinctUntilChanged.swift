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
    /// are inlinable, so the per-event closure is specialized in the caller's module (B7 push). Like `map` and
    /// `filter`, it fuses into the producer it follows (no sink of its own, see ``Producer``): the sink before
    /// it serializes the events, so its stage sees them one at a time.
    @inlinable public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        let source = fusableSource()
        let connect = source.connect
        return Producer(fusedStages: source.fusedStages + 1) { _, makeObserver in
            connect { root in
                let stage = DistinctUntilChangedStage(
                    keySelector, comparer: comparer, downstream: makeObserver(root), root: root)
                return AnyObserver { event in stage.on(event) }
            }
        }
    }
}

/// One fused `distinctUntilChanged` stage of a subscription (see ``MapStage``): the last forwarded key, and
/// what it forwards to.
@usableFromInline
final class DistinctUntilChangedStage<Element, Key> {
    @usableFromInline let keySelector: (Element) throws -> Key
    @usableFromInline let comparer: (Key, Key) throws -> Bool
    @usableFromInline let downstream: AnyObserver<Element>
    @usableFromInline let root: FusionRoot
    /// The key of the last element forwarded; read and written under its lock, the user's closures run outside it.
    @usableFromInline let last = makeLocked(Key?.none)

    @inlinable
    init(
        _ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool,
        downstream: AnyObserver<Element>, root: FusionRoot
    ) {
        self.keySelector = keySelector
        self.comparer = comparer
        self.downstream = downstream
        self.root = root
    }

    @inlinable
    func on(_ event: Event<Element>) {
        guard case let .next(element) = event else { return downstream.on(event) }
        do {
            // RxSwift keeps the previous key when the new one compares equal, so the key is stored only when the
            // element is forwarded.
            let key = try keySelector(element)
            let previous = last.withLock { $0 }
            if let previous, try comparer(previous, key) { return }
            last.withLock { $0 = key }
            downstream.on(event)
        } catch {
            downstream.on(.error(error))
            root.dispose()
        }
    }
}
