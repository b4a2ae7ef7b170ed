import Scheduling

extension ObservableType {
    /// Emits each intermediate result of folding the elements into `seed`.
    ///
    /// Same as RxSwift's `scan(_:accumulator:)`; a thrown error ends the sequence.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).scan(0, accumulator: +).subscribe(onNext: { print($0) })
    /// // Prints: 1
    /// //         3
    /// //         6
    /// ```
    public func scan<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        accumulating(
            seed, accumulator: accumulator,
            onNext: { sink, accumulation in sink.on(.next(accumulation)) },
            onCompleted: { sink, _ in sink.on(.completed) })
    }

    /// The subscription of `scan` and `reduce`: folds each element into the accumulation, starting from `seed` (a
    /// throwing accumulator ends the sequence with its error), hands each new accumulation to `onNext` and the last
    /// one, when the source completes, to `onCompleted`; passes the source's error on.
    func accumulating<Accumulate, Result>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        onNext: @escaping (Sink<Result>, Accumulate) -> Void,
        onCompleted: @escaping (Sink<Result>, Accumulate) -> Void
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
                            onNext(sink, next)
                        } catch {
                            sink.on(.error(error))
                        }
                    case let .error(error): sink.on(.error(error))
                    case .completed: onCompleted(sink, current.withLock { $0 })
                    }
                })
        }
    }
}
