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
        accumulating(
            seed, accumulator: accumulator, onNext: { _, _ in },
            onCompleted: { sink, accumulation in
                do {
                    sink.on(.next(try mapResult(accumulation)))
                    sink.on(.completed)
                } catch {
                    sink.on(.error(error))
                }
            })
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
