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
                            sink.on(.next(next))
                        } catch {
                            sink.on(.error(error))
                        }
                    case let .error(error): sink.on(.error(error))
                    case .completed: sink.on(.completed)
                    }
                })
        }
    }
}
