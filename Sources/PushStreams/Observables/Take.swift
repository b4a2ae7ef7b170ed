import Scheduling

extension ObservableType {
    /// Emits the first `count` elements, then completes and disposes the source.
    ///
    /// Same as RxSwift's `take(_:)`: `take(0)` completes without subscribing. A negative count fails
    /// with `RxError.argumentOutOfRange` (RxSwift stops the program).
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).take(2).subscribe(onNext: { print($0) })
    /// // Prints: 1
    /// //         2
    /// ```
    public func take(_ count: Int) -> Observable<Element> {
        guard count >= 0 else { return .error(RxError.argumentOutOfRange) }
        guard count > 0 else { return .empty() }
        return countingDown(from: count) { sink, element, left in
            guard let left else { return }
            sink.on(.next(element))
            if left == 0 { sink.on(.completed) }
        }
    }

    /// Skips the first `count` elements.
    ///
    /// Same as RxSwift's `skip(_:)`.
    public func skip(_ count: Int) -> Observable<Element> {
        countingDown(from: count) { sink, element, left in
            if left == nil { sink.on(.next(element)) }
        }
    }

    /// The subscription of `take` and `skip`: passes the source's error and completion on, and hands each element to
    /// `onNext` with how many of `count` are left after it (`nil` once none was left: see ``Locked/countDown()``).
    private func countingDown(
        from count: Int, onNext: @escaping (Sink<Element>, Element, Int?) -> Void
    ) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            let remaining = Locked(count)
            return source.subscribe(
                AnonymousObserver { event in
                    guard case let .next(element) = event else { return sink.on(event) }
                    onNext(sink, element, remaining.countDown())
                })
        }
    }
}

extension Locked where State == Int {
    /// Takes one from a count of elements still to take or skip; returns how many are left, or `nil` when none was.
    fileprivate func countDown() -> Int? {
        withLock { remaining -> Int? in
            guard remaining > 0 else { return nil }
            remaining -= 1
            return remaining
        }
    }
}
