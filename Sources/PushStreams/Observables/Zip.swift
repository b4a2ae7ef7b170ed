import Scheduling

extension ObservableType {
    /// Pairs the n-th elements of two sources with `resultSelector`.
    ///
    /// Same as RxSwift's `zip(_:_:resultSelector:)`: each source's subscription is disposed when it
    /// completes; the result completes when both have completed; any error ends everything.
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        let first = source1.asObservable()
        let second = source2.asObservable()
        return Producer { sink in
            let state = Locked(ZipState<O1.Element, O2.Element>())
            func emit(_ pair: (O1.Element, O2.Element)?) {
                guard let pair else { return }
                do { sink.on(.next(try resultSelector(pair.0, pair.1))) } catch { sink.on(.error(error)) }
            }
            let subscription1 = SingleAssignmentDisposable()
            let subscription2 = SingleAssignmentDisposable()
            subscription1.setDisposable(
                first.subscribe(
                    AnonymousObserver { event in
                        switch event {
                        case let .next(element): emit(state.withLock { $0.receivedFirst(element) })
                        case let .error(error): sink.on(.error(error))
                        case .completed:
                            subscription1.dispose()
                            if state.withLock({ $0.completedFirst() }) { sink.on(.completed) }
                        }
                    }))
            subscription2.setDisposable(
                second.subscribe(
                    AnonymousObserver { event in
                        switch event {
                        case let .next(element): emit(state.withLock { $0.receivedSecond(element) })
                        case let .error(error): sink.on(.error(error))
                        case .completed:
                            subscription2.dispose()
                            if state.withLock({ $0.completedSecond() }) { sink.on(.completed) }
                        }
                    }))
            return Disposables.create(subscription1, subscription2)
        }
    }
}

extension ObservableType where Element == Any {
    /// Pairs the n-th elements of two sources into tuples.
    ///
    /// Same as RxSwift's tuple form of `zip(_:_:)`.
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable<(O1.Element, O2.Element)>.zip(source1, source2) { ($0, $1) }
    }
}

/// The queues of a two-source `zip` and which sources are done.
struct ZipState<First, Second> {
    private var firsts: [First] = []
    private var seconds: [Second] = []
    private var firstDone = false
    private var secondDone = false

    mutating func receivedFirst(_ value: First) -> (First, Second)? {
        firsts.append(value)
        return pair()
    }

    mutating func receivedSecond(_ value: Second) -> (First, Second)? {
        seconds.append(value)
        return pair()
    }

    mutating func completedFirst() -> Bool {
        firstDone = true
        return secondDone
    }

    mutating func completedSecond() -> Bool {
        secondDone = true
        return firstDone
    }

    private mutating func pair() -> (First, Second)? {
        guard !firsts.isEmpty, !seconds.isEmpty else { return nil }
        return (firsts.removeFirst(), seconds.removeFirst())
    }
}
