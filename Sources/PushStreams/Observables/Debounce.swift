import Scheduling

extension ObservableType {
    /// Emits an element only after `dueTime` has passed without another element.
    ///
    /// Same as RxSwift's `debounce(_:scheduler:)`: completion flushes the pending element first;
    /// an error drops it.
    ///
    /// ```swift
    /// // source: --1-2-----3--|   (ticks of 10), dueTime 20
    /// // result: ------2-----3|
    /// ```
    ///
    /// Inlinable, so its state and per-event closures are specialized in the caller's module (B7 push: no
    /// generic metadata lookup per keystroke).
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        let dueTime = validatedDueTime(dueTime, operator: "debounce")
        return Producer { sink in
            let state = makeLocked(DebounceStateMachine<Element>())
            let timer = SerialDisposable()
            let emitter = DebounceEmitter(state: state, sink: sink)
            let subscription = source.subscribe(
                AnonymousObserver { event in
                    switch event {
                    case let .next(element):
                        let id = state.withLock { $0.received(element) }
                        // Captures only `emitter`: the closure needs no context of its own (B7 push).
                        timer.disposable = scheduler.scheduleRelative(id, dueTime: dueTime) { emitter.fire($0) }
                    case let .error(error):
                        timer.dispose()
                        state.withLock { $0.reset() }
                        sink.on(.error(error))
                    case .completed:
                        timer.dispose()
                        if let element = state.withLock({ $0.flush() }) { sink.on(.next(element)) }
                        sink.on(.completed)
                    }
                })
            return Disposables.create(subscription, timer)
        }
    }
}

/// What a `debounce` timer's action needs, as one object, so the closure handed to the scheduler per element
/// captures a single reference.
@usableFromInline
final class DebounceEmitter<Element> {
    @usableFromInline let state: Locked<DebounceStateMachine<Element>>
    @usableFromInline let sink: Sink<Element>

    @inlinable
    init(state: Locked<DebounceStateMachine<Element>>, sink: Sink<Element>) {
        self.state = state
        self.sink = sink
    }

    /// Timer `id` fired: emits the pending element if that timer is still the current one.
    @inlinable
    func fire(_ id: Int) -> Disposable {
        if let element = state.withLock({ $0.fire(id) }) { sink.on(.next(element)) }
        return Disposables.create()
    }
}

/// The state of `debounce`: the pending element and the id of the timer that may emit it.
@usableFromInline
struct DebounceStateMachine<Element> {
    @usableFromInline var id = 0
    @usableFromInline var pending: Element?

    @inlinable init() {}

    /// A new element replaces the pending one; returns the id of its timer.
    @inlinable mutating func received(_ element: Element) -> Int {
        id &+= 1
        pending = element
        return id
    }

    /// Timer `timerID` fired; returns the element to emit, if that timer is still current.
    @inlinable mutating func fire(_ timerID: Int) -> Element? {
        guard timerID == id else { return nil }
        defer { pending = nil }
        return pending
    }

    /// The source completed; returns the pending element to emit first.
    @inlinable mutating func flush() -> Element? {
        id &+= 1
        defer { pending = nil }
        return pending
    }

    /// Drops the pending element.
    @inlinable mutating func reset() {
        id &+= 1
        pending = nil
    }
}
