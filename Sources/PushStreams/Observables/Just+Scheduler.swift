import Scheduling

extension ObservableType {
    /// Emits `element` and then completes, each in its own action on `scheduler`.
    ///
    /// Same as RxSwift's `just(_:scheduler:)`: the element is scheduled at subscription, the completion from
    /// inside that action (so on a `TestScheduler` they land one and two ticks after the subscription).
    ///
    /// ```swift
    /// // subscribed at 200 on a TestScheduler: next(201, 42), completed(202)
    /// ```
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Producer { sink in
            scheduler.schedule(element) { element in
                sink.on(.next(element))
                return scheduler.schedule(()) { _ in
                    sink.on(.completed)
                    return Disposables.create()
                }
            }
        }
    }

    /// Emits the value of `optional` if there is one, then completes.
    ///
    /// Same as RxSwift's `from(optional:)`.
    public static func from(optional: Element?) -> Observable<Element> {
        optional.map { .just($0) } ?? .empty()
    }

    /// Emits the value of `optional` (if any) and then completes, each in its own action on `scheduler`.
    ///
    /// Same as RxSwift's `from(optional:scheduler:)`: `nil` completes in the first action.
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Producer { sink in
            scheduler.schedule(optional) { optional in
                guard let element = optional else {
                    sink.on(.completed)
                    return Disposables.create()
                }
                sink.on(.next(element))
                return scheduler.schedule(()) { _ in
                    sink.on(.completed)
                    return Disposables.create()
                }
            }
        }
    }

    /// Emits `element` over and over, one action on `scheduler` per element, until disposed.
    ///
    /// Same as RxSwift's `repeatElement(_:scheduler:)`: on the default current-thread scheduler the
    /// repetition is trampolined, so a `take(n)` below it ends it.
    ///
    /// ```swift
    /// _ = Observable.repeatElement(7).take(2).subscribe(onNext: { print($0) })
    /// // Prints: 7
    /// //         7
    /// ```
    public static func repeatElement(
        _ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        sequence(Swift.sequence(first: element) { $0 }, scheduler: scheduler)
    }

    /// Emits `default` when the source completes without an element.
    ///
    /// Same as RxSwift's `ifEmpty(default:)`.
    ///
    /// ```swift
    /// _ = Observable<Int>.empty().ifEmpty(default: 0).subscribe(onNext: { print($0) })
    /// // Prints: 0
    /// ```
    public func ifEmpty(default element: Element) -> Observable<Element> {
        ifEmpty(switchTo: .just(element))
    }

    /// Continues with `other` when the source completes without an element.
    ///
    /// Same as RxSwift's `ifEmpty(switchTo:)`: `other` is subscribed only then; an error is forwarded as is.
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            let sawElement = Locked(false)
            let fallback = SingleAssignmentDisposable()
            let subscription = source.subscribe(
                AnonymousObserver { event in
                    switch event {
                    case .next:
                        sawElement.withLock { $0 = true }
                        sink.on(event)
                    case .error:
                        sink.on(event)
                    case .completed:
                        if sawElement.withLock({ $0 }) { return sink.on(.completed) }
                        fallback.setDisposable(other.subscribe(sink))
                    }
                })
            return Disposables.create(subscription, fallback)
        }
    }
}
