import Scheduling

extension ObservableType {
    /// Combines the latest elements of two sources with `resultSelector`, once both have one.
    ///
    /// Same as RxSwift's `combineLatest(_:_:resultSelector:)`: emits on every element after both
    /// sources have emitted; completes when both have completed (each source's subscription is
    /// disposed when it completes), or as soon as one source sends an element while the other has
    /// completed without ever sending one (nothing can ever be combined); any error ends everything at once.
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
            typealias Machine = CombineLatest2StateMachine<O1.Element, O2.Element>
            let gate = OrderedGate<Machine, Machine.Output>(Machine())
            let subscription1 = SingleAssignmentDisposable()
            let subscription2 = SingleAssignmentDisposable()
            // B6: the gate delivers one output at a time, never nested, so it is the sink's only sender and skips the
            // sink's serialization (two lock round trips and an observer copy per event). The gate guards the stack
            // itself (`performGuarded`); the sink still stops after a terminal event and at disposal, as `on(_:)` does. The observer, taken
            // once, goes when the upstream subscriptions release this closure (the sink's disposal ends them).
            guard let observer = sink.observerForSoleSender else { return Disposables.create() }  // never: a fresh sink
            let deliver: (Machine.Output) -> Void = { output in
                guard sink.soleSenderGate() else { return }
                switch output {
                case let .emit(left, right):
                    let element: Element
                    do { element = try resultSelector(left, right) } catch {
                        sink.forwardFromSoleSender(.error(error), to: observer)
                        return
                    }
                    sink.forwardNextFromSoleSender(element, to: observer)
                case .complete: sink.forwardFromSoleSender(.completed, to: observer)
                case let .fail(error): sink.forwardFromSoleSender(.error(error), to: observer)
                }
            }
            subscription1.setDisposable(
                first.subscribe(
                    AnonymousObserver { event in
                        switch event {
                        case let .next(element): gate.performGuarded({ $0.receivedFirst(element) }, deliver: deliver)
                        case let .error(error): gate.performGuarded({ _ in .fail(error) }, deliver: deliver)
                        case .completed:
                            subscription1.dispose()
                            gate.performGuarded({ $0.completedFirst() }, deliver: deliver)
                        }
                    }))
            subscription2.setDisposable(
                second.subscribe(
                    AnonymousObserver { event in
                        switch event {
                        case let .next(element): gate.performGuarded({ $0.receivedSecond(element) }, deliver: deliver)
                        case let .error(error): gate.performGuarded({ _ in .fail(error) }, deliver: deliver)
                        case .completed:
                            subscription2.dispose()
                            gate.performGuarded({ $0.completedSecond() }, deliver: deliver)
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
///
/// RxSwift's rule: it completes when every source has completed, or when a source sends an element while
/// some source still has none and every other source has completed (nothing can ever be combined).
@usableFromInline
struct CombineLatest2StateMachine<First, Second> {
    /// What is sent downstream after a transition, outside the lock and in the order decided.
    @usableFromInline
    enum Output {
        case emit(First, Second)
        case complete
        case fail(Swift.Error)
    }

    @usableFromInline var first: First?
    @usableFromInline var second: Second?
    @usableFromInline var firstDone = false
    @usableFromInline var secondDone = false

    @inlinable init() {}

    @inlinable
    mutating func receivedFirst(_ value: First) -> Output? {
        first = value
        guard let second else { return secondDone ? .complete : nil }
        return .emit(value, second)
    }

    @inlinable
    mutating func receivedSecond(_ value: Second) -> Output? {
        second = value
        guard let first else { return firstDone ? .complete : nil }
        return .emit(first, value)
    }

    @inlinable
    mutating func completedFirst() -> Output? {
        if firstDone { return nil }
        firstDone = true
        return secondDone ? .complete : nil
    }

    @inlinable
    mutating func completedSecond() -> Output? {
        if secondDone { return nil }
        secondDone = true
        return firstDone ? .complete : nil
    }
}
