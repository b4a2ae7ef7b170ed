extension ObservableType {
    /// Emits this sequence's elements, then, once it completes, those of `second`.
    ///
    /// Same as RxSwift's `concat(_:)`.
    ///
    /// ```swift
    /// _ = Observable.of(1).concat(Observable.of(2)).subscribe(onNext: { print($0) })
    /// // Prints: 1
    /// //         2
    /// ```
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }

    /// Subscribes to each sequence in turn, when the previous one completes.
    ///
    /// Same as RxSwift's `concat(_:)` on a sequence of observables.
    public static func concat<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        let sources = Array(sequence)
        return Producer { sink in
            let current = SerialDisposable()
            let step = RecursiveStep<Int>()
            step.set { index in
                guard index < sources.count else { return sink.on(.completed) }
                let subscription = SingleAssignmentDisposable()
                current.disposable = subscription
                subscription.setDisposable(sources[index].subscribe(AnonymousObserver { event in
                    guard case .completed = event else { return sink.on(event) }
                    step.invoke(index + 1)
                }))
            }
            step.invoke(0)
            return Disposables.create(current, Disposables.create { step.clear() })
        }
    }

    /// Subscribes to each sequence in turn.
    ///
    /// Same as RxSwift's variadic `concat(_:)`.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        concat(sources)
    }
}
