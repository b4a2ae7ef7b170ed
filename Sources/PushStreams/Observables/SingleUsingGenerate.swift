import Scheduling

extension ObservableType {
    /// Mirrors the one element of the source; fails if there is none or more than one.
    ///
    /// Same as RxSwift's `single()`: the element is sent when it arrives; a second one fails with
    /// `RxError.moreThanOneElement` at once; completion without one fails with `RxError.noElements`.
    public func single() -> Observable<Element> {
        single { _ in true }
    }

    /// Mirrors the one element that satisfies `predicate`; fails if there is none or more than one.
    ///
    /// Same as RxSwift's `single(_:)`: elements that fail the predicate are dropped; a throwing predicate
    /// ends the sequence with its error.
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            let seen = Locked(false)
            return source.subscribe(
                AnonymousObserver { event in
                    switch event {
                    case let .next(element):
                        do { guard try predicate(element) else { return } } catch { return sink.on(.error(error)) }
                        let second = seen.withLock { seen -> Bool in
                            defer { seen = true }
                            return seen
                        }
                        sink.on(second ? .error(RxError.moreThanOneElement) : event)
                    case .error:
                        sink.on(event)
                    case .completed:
                        sink.on(seen.withLock { $0 } ? .completed : .error(RxError.noElements))
                    }
                })
        }
    }

    /// Drops the elements that arrive within `duration` of the subscription.
    ///
    /// Same as RxSwift's `skip(_:scheduler:)` with a time interval: the timer is scheduled before the source is
    /// subscribed; completion and errors are always forwarded.
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            let open = Locked(false)
            let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
                open.withLock { $0 = true }
                return Disposables.create()
            }
            let subscription = source.subscribe(
                AnonymousObserver { event in
                    if case .next = event, !open.withLock({ $0 }) { return }
                    sink.on(event)
                })
            return Disposables.create(timer, subscription)
        }
    }

    /// Makes a resource for each subscription, subscribes to the sequence made from it, and disposes the
    /// resource with the subscription.
    ///
    /// Same as RxSwift's `using(_:observableFactory:)`: an error thrown by either factory is sent as an error
    /// (after disposing a resource already made).
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Producer { sink in
            let resource: Resource
            do { resource = try resourceFactory() } catch {
                sink.on(.error(error))
                return Disposables.create()
            }
            let source: Observable<Element>
            do { source = try observableFactory(resource) } catch {
                sink.on(.error(error))
                return resource
            }
            return Disposables.create(source.subscribe(sink), resource)
        }
    }

    /// Emits `initialState` and each state `iterate` makes from it while `condition` holds, one scheduled
    /// action per element.
    ///
    /// Same as RxSwift's `generate(initialState:condition:scheduler:iterate:)`: a throwing `condition` or
    /// `iterate` ends the sequence with its error.
    ///
    /// ```swift
    /// _ = Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 })
    ///     .subscribe(onNext: { print($0) })
    /// // Prints: 1
    /// //         3
    /// //         9
    /// ```
    public static func generate(
        initialState: Element, condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        Producer { sink in
            scheduler.scheduleRecursive((state: initialState, first: true)) { step, recurse in
                do {
                    let state = step.first ? step.state : try iterate(step.state)
                    guard try condition(state) else { return sink.on(.completed) }
                    sink.on(.next(state))
                    recurse((state, false))
                } catch {
                    sink.on(.error(error))
                }
            }
        }
    }
}
