import Scheduling

extension ObservableType {
    /// Maps each element to an inner sequence and subscribes to them one after another.
    ///
    /// Same as RxSwift's `concatMap(_:)`: later inners wait (buffered) until the current one completes.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).concatMap { Observable.of($0, $0) }.subscribe(onNext: { print($0) })
    /// // Prints: 1
    /// //         1
    /// //         2
    /// //         2
    /// ```
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        let source = asObservable()
        return Producer { sink in
            let state = Locked(ConcatMapState<Observable<Source.Element>>())
            let inner = SerialDisposable()
            let step = RecursiveStep<Observable<Source.Element>>()
            step.set { observable in
                let subscription = SingleAssignmentDisposable()
                inner.disposable = subscription
                subscription.setDisposable(
                    observable.subscribe(
                        AnonymousObserver { event in
                            guard case .completed = event else { return sink.on(event) }
                            switch state.withLock({ $0.innerCompleted() }) {
                            case let .subscribe(next): step.invoke(next)
                            case .complete: sink.on(.completed)
                            case .wait: break
                            }
                        }))
            }
            let outer = source.subscribe(
                AnonymousObserver { event in
                    switch event {
                    case let .next(element):
                        let observable: Observable<Source.Element>
                        do { observable = try selector(element).asObservable() } catch {
                            return sink.on(.error(error))
                        }
                        if state.withLock({ $0.received(observable) }) { step.invoke(observable) }
                    case let .error(error): sink.on(.error(error))
                    case .completed:
                        if state.withLock({ $0.outerCompleted() }) { sink.on(.completed) }
                    }
                })
            return Disposables.create(outer, inner, Disposables.create { step.clear() })
        }
    }
}

/// The queue of `concatMap`: inners waiting for the active one.
struct ConcatMapState<Inner> {
    enum Next {
        case subscribe(Inner)
        case complete
        case wait
    }

    private var waiting: [Inner] = []
    private var active = false
    private var outerDone = false

    /// A new inner; returns whether to subscribe it now.
    mutating func received(_ inner: Inner) -> Bool {
        if active {
            waiting.append(inner)
            return false
        }
        active = true
        return true
    }

    mutating func innerCompleted() -> Next {
        if !waiting.isEmpty { return .subscribe(waiting.removeFirst()) }
        active = false
        return outerDone ? .complete : .wait
    }

    /// The source completed; returns whether the result completes now.
    mutating func outerCompleted() -> Bool {
        outerDone = true
        return !active
    }
}
