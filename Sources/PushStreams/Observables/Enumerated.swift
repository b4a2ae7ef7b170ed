import Scheduling

extension ObservableType {
    /// Pairs each element with its index, counting from zero.
    ///
    /// Same as RxSwift's `enumerated()`.
    ///
    /// ```swift
    /// _ = Observable.of("a", "b").enumerated().subscribe(onNext: { print($0.index, $0.element) })
    /// // Prints: 0 a
    /// //         1 b
    /// ```
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        let source = asObservable()
        return Producer { sink in
            let next = Locked(0)
            return source.subscribe(
                AnonymousObserver { event in
                    switch event {
                    case let .next(element):
                        let index = next.withLock { index -> Int in
                            defer { index &+= 1 }
                            return index
                        }
                        sink.on(.next((index, element)))
                    case let .error(error): sink.on(.error(error))
                    case .completed: sink.on(.completed)
                    }
                })
        }
    }
}
