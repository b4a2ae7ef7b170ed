import Scheduling

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
    /// Same as RxSwift's `concat(_:)` on a sequence of observables: the sequence is read lazily, one source at a
    /// time, at subscription and as each source completes (so a lazily generated, even endless, sequence works).
    public static func concat<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        Producer { sink in
            let sources = Locked<Sources.Iterator?>(sequence.makeIterator())
            let current = SerialDisposable()
            let step = RecursiveStep<Void>()
            step.set { _ in
                // Steps run one at a time (each after the previous source completed, perhaps on another thread):
                // the iterator is taken out under the lock and advanced outside it (`next()` may run user code).
                var iterator = sources.withLock { iterator in
                    defer { iterator = nil }
                    return iterator
                }
                let next = iterator?.next()
                sources.withLock { $0 = iterator }
                guard let next else { return sink.on(.completed) }
                current.replace {
                    next.subscribe(
                        AnonymousObserver { event in
                            guard case .completed = event else { return sink.on(event) }
                            step.invoke(())
                        })
                }
            }
            step.invoke(())
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
