import Scheduling

extension ObservableType {
    /// Combines the n-th elements of three sources with `resultSelector`.
    ///
    /// Same as RxSwift's `zip(_:_:_:resultSelector:)`: a completed source's subscription is disposed; the
    /// result completes when all three have completed; any error (or a throwing selector) ends everything.
    ///
    /// ```swift
    /// // a: -1--2----|
    /// // b: --x---y--|
    /// // c: ---p----q--|
    /// // zip(a, b, c): ---(1xp)--(2yq)|   (as events: 1xp at 3, 2yq at 8, completed at 11)
    /// ```
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        let first = source1.asObservable()
        let second = source2.asObservable()
        let third = source3.asObservable()
        return Producer { sink in
            let state = Locked(Zip3State<O1.Element, O2.Element, O3.Element>())
            func emit(_ triple: (O1.Element, O2.Element, O3.Element)?) {
                guard let triple else { return }
                do { sink.on(.next(try resultSelector(triple.0, triple.1, triple.2))) } catch { sink.on(.error(error)) }
            }
            func complete(_ index: Int, _ own: Disposable) {
                own.dispose()
                if state.withLock({ $0.completed(index) }) { sink.on(.completed) }
            }
            let subscriptions = (SingleAssignmentDisposable(), SingleAssignmentDisposable(), SingleAssignmentDisposable())
            subscriptions.0.setDisposable(
                first.subscribe(
                    AnonymousObserver { event in
                        switch event {
                        case let .next(element): emit(state.withLock { $0.received(first: element) })
                        case let .error(error): sink.on(.error(error))
                        case .completed: complete(0, subscriptions.0)
                        }
                    }))
            subscriptions.1.setDisposable(
                second.subscribe(
                    AnonymousObserver { event in
                        switch event {
                        case let .next(element): emit(state.withLock { $0.received(second: element) })
                        case let .error(error): sink.on(.error(error))
                        case .completed: complete(1, subscriptions.1)
                        }
                    }))
            subscriptions.2.setDisposable(
                third.subscribe(
                    AnonymousObserver { event in
                        switch event {
                        case let .next(element): emit(state.withLock { $0.received(third: element) })
                        case let .error(error): sink.on(.error(error))
                        case .completed: complete(2, subscriptions.2)
                        }
                    }))
            return Disposables.create(subscriptions.0, subscriptions.1, subscriptions.2)
        }
    }
}

extension ObservableType where Element == Any {
    /// Combines the n-th elements of three sources into tuples.
    ///
    /// Same as RxSwift's tuple form of `zip(_:_:_:)`.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element)>.zip(source1, source2, source3) { ($0, $1, $2) }
    }
}

/// The queues of a three-source `zip` and which sources are done.
struct Zip3State<First, Second, Third> {
    private var firsts: [First] = []
    private var seconds: [Second] = []
    private var thirds: [Third] = []
    private var done = [false, false, false]

    mutating func received(first value: First) -> (First, Second, Third)? {
        firsts.append(value)
        return triple()
    }

    mutating func received(second value: Second) -> (First, Second, Third)? {
        seconds.append(value)
        return triple()
    }

    mutating func received(third value: Third) -> (First, Second, Third)? {
        thirds.append(value)
        return triple()
    }

    /// Source `index` completed; `true` when all three have.
    mutating func completed(_ index: Int) -> Bool {
        done[index] = true
        return done.allSatisfy { $0 }
    }

    private mutating func triple() -> (First, Second, Third)? {
        guard !firsts.isEmpty, !seconds.isEmpty, !thirds.isEmpty else { return nil }
        return (firsts.removeFirst(), seconds.removeFirst(), thirds.removeFirst())
    }
}
