extension ObservableType {
    /// Keeps the elements that satisfy `predicate`; a thrown error ends the sequence.
    ///
    /// Inlinable, so the per-event closure is specialized in the caller's module. Same as RxSwift's `filter(_:)`;
    /// it fuses into the producer it follows (no sink of its own, see ``Producer``).
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).filter { $0 % 2 == 1 }.subscribe(onNext: { print($0) })
    /// // Prints: 1
    /// //         3
    /// ```
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = fusableSource()
        let connect = source.connect
        return Producer(fusedStages: source.fusedStages + 1) { _, makeObserver in
            connect { root in
                let stage = FilterStage(predicate, downstream: makeObserver(root), root: root)
                return AnyObserver { event in stage.on(event) }
            }
        }
    }
}

/// One fused `filter` stage of a subscription: what its observer closure captures, as one object (see
/// ``MapStage``).
@usableFromInline
final class FilterStage<Element> {
    @usableFromInline let predicate: (Element) throws -> Bool
    @usableFromInline let downstream: AnyObserver<Element>
    @usableFromInline let root: FusionRoot

    @inlinable
    init(_ predicate: @escaping (Element) throws -> Bool, downstream: AnyObserver<Element>, root: FusionRoot) {
        self.predicate = predicate
        self.downstream = downstream
        self.root = root
    }

    @inlinable
    func on(_ event: Event<Element>) {
        guard case let .next(element) = event else { return downstream.on(event) }
        let keep: Bool
        do { keep = try predicate(element) } catch {
            downstream.on(.error(error))
            return root.dispose()
        }
        if keep { downstream.on(event) }
    }
}
