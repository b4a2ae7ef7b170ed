import Scheduling

extension ObservableType {
    /// On error, continues with the sequence `handler` returns for that error.
    ///
    /// Same as RxSwift's `catch(_:)` (formerly `catchError`): the fallback is subscribed at the
    /// moment of the error; a thrown error from `handler` ends the sequence with it.
    ///
    /// ```swift
    /// _ = Observable<Int>.error(TestError.boom).catch { _ in .just(0) }.subscribe(onNext: { print($0) })
    /// // Prints: 0
    /// ```
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            let subscription = SerialDisposable()
            subscription.replace {
                source.subscribe(
                    AnonymousObserver { event in
                        guard case let .error(error) = event else { return sink.on(event) }
                        do {
                            let fallback = try handler(error)
                            subscription.replace { fallback.subscribe(sink) }
                        } catch {
                            sink.on(.error(error))
                        }
                    })
            }
            return subscription
        }
    }

    /// On error, emits `element` and completes.
    ///
    /// Same as RxSwift's `catchAndReturn(_:)` (formerly `catchErrorJustReturn`).
    ///
    /// ```swift
    /// _ = Observable<Int>.error(TestError.boom).catchAndReturn(-1).subscribe(onNext: { print($0) })
    /// // Prints: -1
    /// ```
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        `catch` { _ in .just(element) }
    }
}

extension ObservableType {
    /// Mirrors the first source; each time one fails, continues with the next one of `sequence`.
    ///
    /// Same as RxSwift's `catch(sequence:)`: the sequence is read lazily, one source per failure; when it runs
    /// out the last error is sent (an empty sequence just completes); a completion ends it all.
    ///
    /// ```swift
    /// // a: -1-#   b: -2-|      catch(sequence: [a, b]): -1--2-|
    /// ```
    public static func `catch`<Sources: Sequence>(sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        Producer { sink in
            let sources = Locked<Sources.Iterator?>(sequence.makeIterator())
            let current = SerialDisposable()
            let step = RecursiveStep<Swift.Error?>()
            step.set { lastError in
                // Steps run one at a time: the iterator is advanced outside the lock (`next()` may run user code).
                var iterator = sources.withLock { iterator in
                    defer { iterator = nil }
                    return iterator
                }
                let next = iterator?.next()
                sources.withLock { $0 = iterator }
                guard let next else { return sink.on(lastError.map { .error($0) } ?? .completed) }
                current.replace {
                    next.subscribe(
                        AnonymousObserver { event in
                            guard case let .error(error) = event else { return sink.on(event) }
                            step.invoke(error)
                        })
                }
            }
            step.invoke(nil)
            return Disposables.create(current, Disposables.create { step.clear() })
        }
    }
}
