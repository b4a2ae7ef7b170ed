import Scheduling

extension ObservableType {
    /// Folds all elements into one value, emitted when the source completes.
    ///
    /// Same as RxSwift's `reduce(_:accumulator:)`.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).reduce(0, accumulator: +).subscribe(onNext: { print($0) })
    /// // Prints: 6
    /// ```
    public func reduce<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }

    /// Folds all elements into one value and emits `mapResult` of it when the source completes.
    ///
    /// Same as RxSwift's `reduce(_:accumulator:mapResult:)`: a throwing accumulator or `mapResult` ends the
    /// sequence with its error.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).reduce(0, accumulator: +, mapResult: { "sum \($0)" }).subscribe(onNext: { print($0) })
    /// // Prints: sum 6
    /// ```
    public func reduce<Accumulate, Result>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) -> Observable<Result> {
        let source = asObservable()
        return Producer { sink in
            let current = Locked(seed)
            return source.subscribe(
                AnonymousObserver { event in
                    switch event {
                    case let .next(element):
                        do {
                            let next = try accumulator(current.withLock { $0 }, element)
                            current.withLock { $0 = next }
                        } catch {
                            sink.on(.error(error))
                        }
                    case let .error(error): sink.on(.error(error))
                    case .completed:
                        do {
                            sink.on(.next(try mapResult(current.withLock { $0 })))
                            sink.on(.completed)
                        } catch {
                            sink.on(.error(error))
                        }
                    }
                })
        }
    }

    /// Emits each intermediate result of mutating `seed` with every element.
    ///
    /// Same as RxSwift's `scan(into:accumulator:)`.
    public func scan<Accumulate>(
        into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        scan(seed) { accumulate, element in
            var next = accumulate
            try accumulator(&next, element)
            return next
        }
    }

    /// Collects every element into an array, emitted as a `Single` when the source completes.
    ///
    /// Same as RxSwift's `toArray()`.
    public func toArray() -> Single<[Element]> {
        Single(raw: reduce([Element]()) { $0 + [$1] })
    }
}
