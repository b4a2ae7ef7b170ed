import Scheduling

extension ObservableType {
    /// Drops the source's elements until `other` sends an element, then mirrors them.
    ///
    /// Same as RxSwift's `skip(until:)`: the source is subscribed first, then `other`; `other`'s first element
    /// disposes its subscription, its completion only that, its error ends the result. A source that completes
    /// before `other` has sent leaves the result without any terminal event (RxSwift disposes it silently).
    ///
    /// ```swift
    /// // source: -1-2-3-4-|
    /// // other:  ----x
    /// // result: -----3-4-|
    /// ```
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let trigger = other.asObservable()
        return Producer { sink in
            let forwarding = Locked(false)
            let sourceSubscription = source.subscribe(
                AnonymousObserver { event in
                    switch event {
                    case .next:
                        if forwarding.withLock({ $0 }) { sink.on(event) }
                    case .error:
                        sink.on(event)
                    case .completed:
                        if forwarding.withLock({ $0 }) { sink.on(event) } else { sink.dispose() }
                    }
                })
            let otherSubscription = SingleAssignmentDisposable()
            otherSubscription.setDisposable(
                trigger.subscribe(
                    AnonymousObserver { event in
                        switch event {
                        case .next:
                            forwarding.withLock { $0 = true }
                            otherSubscription.dispose()
                        case let .error(error):
                            sink.on(.error(error))
                        case .completed:
                            otherSubscription.dispose()
                        }
                    }))
            return Disposables.create(sourceSubscription, otherSubscription)
        }
    }

    /// Emits the last `count` elements when the source completes.
    ///
    /// Same as RxSwift's `takeLast(_:)`: an error is sent at once, dropping the buffer. A negative count fails
    /// with `RxError.argumentOutOfRange` (RxSwift stops the program).
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).takeLast(2).subscribe(onNext: { print($0) })
    /// // Prints: 2
    /// //         3
    /// ```
    public func takeLast(_ count: Int) -> Observable<Element> {
        guard count >= 0 else { return .error(RxError.argumentOutOfRange) }
        let source = asObservable()
        return Producer { sink in
            let buffer = Locked([Element]())
            return source.subscribe(
                AnonymousObserver { event in
                    switch event {
                    case let .next(element):
                        buffer.withLock { buffer in
                            buffer.append(element)
                            if buffer.count > count { buffer.removeFirst() }
                        }
                    case .error:
                        sink.on(event)
                    case .completed:
                        for element in buffer.withLock({ $0 }) { sink.on(.next(element)) }
                        sink.on(.completed)
                    }
                })
        }
    }

    /// Emits only the element at `index` (counting from zero), then completes.
    ///
    /// Same as RxSwift's `element(at:)`: a source that completes before reaching `index` fails with
    /// `RxError.argumentOutOfRange`. A negative index fails at once with that error (RxSwift stops the program).
    ///
    /// ```swift
    /// _ = Observable.of("a", "b", "c").element(at: 1).subscribe(onNext: { print($0) })
    /// // Prints: b
    /// ```
    public func element(at index: Int) -> Observable<Element> {
        guard index >= 0 else { return .error(RxError.argumentOutOfRange) }
        let source = asObservable()
        return Producer { sink in
            let remaining = Locked(index)
            return source.subscribe(
                AnonymousObserver { event in
                    switch event {
                    case .next:
                        let hit = remaining.withLock { remaining -> Bool in
                            defer { remaining -= 1 }
                            return remaining == 0
                        }
                        if hit {
                            sink.on(event)
                            sink.on(.completed)
                        }
                    case .error:
                        sink.on(event)
                    case .completed:
                        sink.on(.error(RxError.argumentOutOfRange))
                    }
                })
        }
    }
}
