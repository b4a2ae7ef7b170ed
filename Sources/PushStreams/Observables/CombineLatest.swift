import Scheduling

extension ObservableType {
    /// Combines the latest elements of two sources with `resultSelector`, once both have one.
    ///
    /// Same as RxSwift's `combineLatest(_:_:resultSelector:)`: emits on every element after both
    /// sources have emitted; completes when both have completed (each source's subscription is
    /// disposed when it completes); any error ends everything at once.
    ///
    /// ```swift
    /// // a: -1---2-----|
    /// // b: ---x---y-----|
    /// // combineLatest(a, b) { "\($0)\($1)" }: ---1x-2x-2y---|
    /// ```
    ///
    /// Inlinable, so the per-event code is specialized for the element types where it is used.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        let first = source1.asObservable()
        let second = source2.asObservable()
        return Producer { sink in
            let state = Locked(CombineLatest2StateMachine<O1.Element, O2.Element>())
            let subscription1 = SingleAssignmentDisposable()
            let subscription2 = SingleAssignmentDisposable()
            func handle(_ action: CombineLatest2StateMachine<O1.Element, O2.Element>.Action, _ own: Disposable) {
                switch action {
                case .none: break
                case let .emit(left, right):
                    do { sink.on(.next(try resultSelector(left, right))) } catch { sink.on(.error(error)) }
                case .disposeOwn: own.dispose()
                case .complete:
                    own.dispose()
                    sink.on(.completed)
                }
            }
            subscription1.setDisposable(first.subscribe(AnonymousObserver { event in
                switch event {
                case let .next(element): handle(state.withLock { $0.receivedFirst(element) }, subscription1)
                case let .error(error): sink.on(.error(error))
                case .completed: handle(state.withLock { $0.completedFirst() }, subscription1)
                }
            }))
            subscription2.setDisposable(second.subscribe(AnonymousObserver { event in
                switch event {
                case let .next(element): handle(state.withLock { $0.receivedSecond(element) }, subscription2)
                case let .error(error): sink.on(.error(error))
                case .completed: handle(state.withLock { $0.completedSecond() }, subscription2)
                }
            }))
            return Disposables.create(subscription1, subscription2)
        }
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of two sources into tuples, once both have one.
    ///
    /// Same as RxSwift's tuple form of `combineLatest(_:_:)`.
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable<(O1.Element, O2.Element)>.combineLatest(source1, source2) { ($0, $1) }
    }
}

/// The state of a two-source `combineLatest`: the latest values and which sources are done.
@usableFromInline
struct CombineLatest2StateMachine<First, Second> {
    /// What the storage does after a transition, outside its lock.
    @usableFromInline
    enum Action {
        case none
        case emit(First, Second)
        case disposeOwn
        case complete
    }

    @usableFromInline var first: First?
    @usableFromInline var second: Second?
    @usableFromInline var firstDone = false
    @usableFromInline var secondDone = false

    @inlinable init() {}

    @inlinable
    mutating func receivedFirst(_ value: First) -> Action {
        first = value
        return emission()
    }

    @inlinable
    mutating func receivedSecond(_ value: Second) -> Action {
        second = value
        return emission()
    }

    @inlinable
    mutating func completedFirst() -> Action {
        firstDone = true
        return secondDone ? .complete : .disposeOwn
    }

    @inlinable
    mutating func completedSecond() -> Action {
        secondDone = true
        return firstDone ? .complete : .disposeOwn
    }

    @inlinable
    func emission() -> Action {
        guard let first, let second else { return .none }
        return .emit(first, second)
    }
}
