extension ObservableType {
    /// Transforms each element; a thrown error ends the sequence with that error.
    ///
    /// Inlinable, so the per-event closure is specialized in the caller's module. Same as RxSwift's `map(_:)`;
    /// like RxSwift's `Map.composeMap`, it fuses into the producer it follows (no sink of its own, see ``Producer``).
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).map { $0 * 10 }.subscribe(onNext: { print($0) })
    /// // Prints: 10
    /// //         20
    /// ```
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        if let just = asObservable() as? JustProducer<Element> {
            // B3 push (`just` then `map`): one object, the element and the transform in the producer (see
            // ``JustMapProducer``), instead of a producer and a closure context capturing both.
            return JustMapProducer(just.element, transform)
        }
        let source = fusableSource()
        let connect = source.connect
        return Producer<Result>(fusedStages: source.fusedStages + 1) { _, makeObserver in
            connect { root in
                let stage = MapStage(transform, downstream: makeObserver(root), root: root)
                return AnyObserver { event in stage.on(event) }
            }
        }
    }
}

/// One fused `map` stage of a subscription: what its observer closure captures, as one object.
///
/// The closure then captures a single reference (which is its context as it is: no context to unpack per
/// event), and the stage's `on(_:)`, a method of a final class, is specialized with the closure.
@usableFromInline
final class MapStage<Element, Result> {
    @usableFromInline let transform: (Element) throws -> Result
    @usableFromInline let downstream: AnyObserver<Result>
    @usableFromInline let root: FusionRoot

    @inlinable
    init(_ transform: @escaping (Element) throws -> Result, downstream: AnyObserver<Result>, root: FusionRoot) {
        self.transform = transform
        self.downstream = downstream
        self.root = root
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case let .next(element):
            let result: Result
            do { result = try transform(element) } catch {
                downstream.on(.error(error))
                return root.dispose()
            }
            downstream.on(.next(result))
        case let .error(error): downstream.on(.error(error))
        case .completed: downstream.on(.completed)
        }
    }
}
