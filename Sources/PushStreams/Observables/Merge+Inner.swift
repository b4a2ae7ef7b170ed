import Scheduling

extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the inner sequences this sequence emits: each is subscribed as it arrives.
    ///
    /// Same as RxSwift's `merge()`: completes when this sequence and every inner have completed; any error
    /// ends everything.
    ///
    /// ```swift
    /// // outer: -a---b----|   a: --1---3|   b: --2---|
    /// // merge(): ---1--23---|
    /// ```
    public func merge() -> Observable<Element.Element> {
        flatMap { $0 }
    }

    /// Merges the inner sequences, at most `maxConcurrent` subscribed at once; the rest wait in arrival order.
    ///
    /// Same as RxSwift's `merge(maxConcurrent:)`: when an inner completes the oldest waiting one is subscribed;
    /// completes when this sequence has completed and no inner is running or waiting; any error ends
    /// everything. RxSwift subscribes nothing when `maxConcurrent` is below 1 (and so never ends); ours fails
    /// at once with `RxError.argumentOutOfRange`.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        mergeLimited(maxConcurrent: maxConcurrent)
    }

    /// Subscribes to the inner sequences one after another, each when the previous one has completed.
    ///
    /// Same as RxSwift's `concat()` (its `merge(maxConcurrent: 1)`).
    public func concat() -> Observable<Element.Element> {
        mergeLimited(maxConcurrent: 1)
    }

    /// Mirrors only the latest inner sequence: a new one disposes the previous.
    ///
    /// Same as RxSwift's `switchLatest()` (the same sink as `flatMapLatest`): completes when this sequence and
    /// the latest inner have completed; any error ends everything.
    ///
    /// ```swift
    /// // outer: -a-----b---|   a: -1-2-3|   b: -9|
    /// // switchLatest(): --1-2--9---|
    /// ```
    public func switchLatest() -> Observable<Element.Element> {
        flatMapLatest { $0 }
    }

    private func mergeLimited(maxConcurrent: Int) -> Observable<Element.Element> {
        let source = asObservable()
        return Producer { sink in
            guard maxConcurrent >= 1 else {
                sink.on(.error(RxError.argumentOutOfRange))
                return Disposables.create()
            }
            let state = Locked(MergeLimitedState<Observable<Element.Element>>(maxConcurrent: maxConcurrent))
            let group = CompositeDisposable()
            let outer = SingleAssignmentDisposable()
            group.insert(outer)
            /// Subscribes `inner`; when it completes, subscribes the oldest waiting one (a loop, not recursion,
            /// when inners complete while being subscribed).
            func run(_ first: Observable<Element.Element>) {
                var next: Observable<Element.Element>? = first
                while let inner = next, !sink.isDisposed {
                    next = nil
                    let subscription = SingleAssignmentDisposable()
                    group.insert(subscription)
                    let subscribing = Locked((subscribing: true, completedMeanwhile: false))
                    subscription.setDisposable(
                        inner.subscribe(
                            AnonymousObserver { event in
                                guard case .completed = event else { return sink.on(event) }
                                subscription.dispose()
                                // Completed while still being subscribed: the loop above picks the next one up.
                                let synchronously = subscribing.withLock { flags -> Bool in
                                    if flags.subscribing { flags.completedMeanwhile = true }
                                    return flags.subscribing
                                }
                                if synchronously { return }
                                switch state.withLock({ $0.innerCompleted() }) {
                                case let .subscribe(waiting): run(waiting)
                                case .complete: sink.on(.completed)
                                case .none: break
                                }
                            }))
                    let completedMeanwhile = subscribing.withLock { flags -> Bool in
                        flags.subscribing = false
                        return flags.completedMeanwhile
                    }
                    if completedMeanwhile {
                        switch state.withLock({ $0.innerCompleted() }) {
                        case let .subscribe(waiting): next = waiting
                        case .complete: sink.on(.completed)
                        case .none: break
                        }
                    }
                }
            }
            outer.setDisposable(
                source.subscribe(
                    AnonymousObserver { event in
                        switch event {
                        case let .next(element):
                            if let start = state.withLock({ $0.arrived(element.asObservable()) }) { run(start) }
                        case let .error(error):
                            sink.on(.error(error))
                        case .completed:
                            outer.dispose()
                            if state.withLock({ $0.outerCompleted() }) { sink.on(.completed) }
                        }
                    }))
            return group
        }
    }
}

/// The state of `merge(maxConcurrent:)`: how many inners run, which wait, and whether the source is done.
struct MergeLimitedState<Inner> {
    /// What to do after an inner completed.
    enum Completion {
        case subscribe(Inner)
        case complete
        case none
    }

    let maxConcurrent: Int
    private var active = 0
    private var waiting: [Inner] = []
    private var outerDone = false

    init(maxConcurrent: Int) {
        self.maxConcurrent = maxConcurrent
    }

    /// An inner arrived: returns it when it may be subscribed now, else queues it.
    mutating func arrived(_ inner: Inner) -> Inner? {
        if active < maxConcurrent {
            active += 1
            return inner
        }
        waiting.append(inner)
        return nil
    }

    /// A running inner completed: the oldest waiting one takes its place, or the result may complete.
    mutating func innerCompleted() -> Completion {
        if !waiting.isEmpty { return .subscribe(waiting.removeFirst()) }
        active -= 1
        return outerDone && active == 0 ? .complete : .none
    }

    /// The source completed: returns whether the result completes now.
    mutating func outerCompleted() -> Bool {
        outerDone = true
        return active == 0 && waiting.isEmpty
    }
}
