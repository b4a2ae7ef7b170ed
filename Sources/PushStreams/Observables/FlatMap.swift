import Scheduling

extension ObservableType {
    /// Maps each element to an inner sequence and merges all inner sequences.
    ///
    /// Same as RxSwift's `flatMap(_:)`: inners run concurrently; the result completes when the source
    /// and every inner have completed; any error ends everything. The source subscription is
    /// disposed when the source completes, each inner subscription when that inner completes. A `just` inner
    /// is not subscribed: its element is delivered at once, as subscribing it would (as in `flatMapLatest`).
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).flatMap { Observable.of($0, $0 * 10) }.subscribe(onNext: { print($0) })
    /// // Prints: 1
    /// //         10
    /// //         2
    /// //         20
    /// ```
    ///
    /// Inlinable, so it specializes in the caller (benchmark B5b: unspecialized, each element looked up
    /// generic metadata at run time, about 1,000 instructions).
    @inlinable
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        let source = asObservable()
        return Producer { sink in
            let group = CompositeDisposable()
            let active = Locked(1)
            let finishOne = {
                if active.withLock({
                    $0 -= 1
                    return $0 == 0
                }) {
                    sink.on(.completed)
                }
            }
            let outer = SingleAssignmentDisposable()
            group.insert(outer)
            outer.setDisposable(
                source.subscribe(
                    AnonymousObserver { event in
                        switch event {
                        case let .next(element):
                            let inner: Observable<Source.Element>
                            do { inner = try selector(element).asObservable() } catch {
                                sink.on(.error(error))
                                return
                            }
                            if let just = inner.asJust {
                                // A `just` inner starts, emits and completes at once: do exactly that without a
                                // subscription (it never counts as active, so nothing waits for its completion).
                                sink.on(.next(just.element))
                                return
                            }
                            active.withLock { $0 += 1 }
                            let innerSubscription = SingleAssignmentDisposable()
                            group.insert(innerSubscription)
                            innerSubscription.setDisposable(
                                inner.subscribe(
                                    AnonymousObserver { event in
                                        guard case .completed = event else { return sink.on(event) }
                                        innerSubscription.dispose()
                                        finishOne()
                                    }))
                        case let .error(error):
                            sink.on(.error(error))
                        case .completed:
                            outer.dispose()
                            finishOne()
                        }
                    }))
            return group
        }
    }
}
