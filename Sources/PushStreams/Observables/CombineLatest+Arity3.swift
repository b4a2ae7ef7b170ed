import Scheduling

extension ObservableType {
    /// Combines the latest elements of three sources with `resultSelector`, once all three have one.
    ///
    /// Same as RxSwift's `combineLatest(_:_:_:resultSelector:)`: emits on every element after all sources
    /// have emitted; a completed source's subscription is disposed; completes when all three have completed;
    /// any error (or a throwing selector) ends everything.
    ///
    /// ```swift
    /// // a: -1-----2---|
    /// // b: ---x-------|
    /// // c: -----p-------|
    /// // combineLatest(a, b, c) { "\($0)\($1)\($2)" }: -----1xp-2xp---|
    /// ```
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        let first = source1.asObservable()
        let second = source2.asObservable()
        let third = source3.asObservable()
        return Producer { sink in
            let state = Locked(CombineLatest3StateMachine<O1.Element, O2.Element, O3.Element>())
            let subscriptions = (SingleAssignmentDisposable(), SingleAssignmentDisposable(), SingleAssignmentDisposable())
            func handle(_ action: CombineLatest3StateMachine<O1.Element, O2.Element, O3.Element>.Action, _ own: Disposable) {
                switch action {
                case .none: break
                case let .emit(a, b, c):
                    do { sink.on(.next(try resultSelector(a, b, c))) } catch { sink.on(.error(error)) }
                case .disposeOwn: own.dispose()
                case .complete:
                    own.dispose()
                    sink.on(.completed)
                }
            }
            subscriptions.0.setDisposable(first.subscribe(AnonymousObserver { event in
                switch event {
                case let .next(element): handle(state.withLock { $0.received(first: element) }, subscriptions.0)
                case let .error(error): sink.on(.error(error))
                case .completed: handle(state.withLock { $0.completed(0) }, subscriptions.0)
                }
            }))
            subscriptions.1.setDisposable(second.subscribe(AnonymousObserver { event in
                switch event {
                case let .next(element): handle(state.withLock { $0.received(second: element) }, subscriptions.1)
                case let .error(error): sink.on(.error(error))
                case .completed: handle(state.withLock { $0.completed(1) }, subscriptions.1)
                }
            }))
            subscriptions.2.setDisposable(third.subscribe(AnonymousObserver { event in
                switch event {
                case let .next(element): handle(state.withLock { $0.received(third: element) }, subscriptions.2)
                case let .error(error): sink.on(.error(error))
                case .completed: handle(state.withLock { $0.completed(2) }, subscriptions.2)
                }
            }))
            return Disposables.create(subscriptions.0, subscriptions.1, subscriptions.2)
        }
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of three sources into tuples, once all three have one.
    ///
    /// Same as RxSwift's tuple form of `combineLatest(_:_:_:)`.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element)>.combineLatest(source1, source2, source3) { ($0, $1, $2) }
    }
}

/// The state of a three-source `combineLatest`: the latest values and which sources are done.
struct CombineLatest3StateMachine<First, Second, Third> {
    /// What the storage does after a transition, outside its lock.
    enum Action {
        case none
        case emit(First, Second, Third)
        case disposeOwn
        case complete
    }

    private var first: First?
    private var second: Second?
    private var third: Third?
    private var done = [false, false, false]

    mutating func received(first value: First) -> Action {
        first = value
        return emission()
    }

    mutating func received(second value: Second) -> Action {
        second = value
        return emission()
    }

    mutating func received(third value: Third) -> Action {
        third = value
        return emission()
    }

    /// Source `index` (0, 1 or 2) completed.
    mutating func completed(_ index: Int) -> Action {
        done[index] = true
        return done.allSatisfy { $0 } ? .complete : .disposeOwn
    }

    private func emission() -> Action {
        guard let first, let second, let third else { return .none }
        return .emit(first, second, third)
    }
}
