import Scheduling

extension ObservableType {
    /// Splits the elements into inner sequences (windows), a new one every `timeSpan` or after `count` elements.
    ///
    /// Same as RxSwift's `window(timeSpan:count:scheduler:)`: the first window is sent at subscription; when
    /// the count is reached or the timer fires the current window completes and a new one is sent; the
    /// source's completion or error ends the current window and the result. The source keeps running while a
    /// window is still subscribed after the result was disposed (RxSwift's `RefCountDisposable`).
    ///
    /// ```swift
    /// // source: -1-2-3-|     window(timeSpan: long, count: 2)
    /// // result: w---w---|    first w: -1-2|   second w: ---3-|
    /// ```
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<Observable<Element>> {
        let source = asObservable()
        return Producer { sink in
            let group = CompositeDisposable()
            let refCount = RefCountDisposable(disposable: group)
            func window(_ subject: PublishSubject<Element>) -> Observable<Element> {
                Observable.create { observer in Disposables.create(refCount.retain(), subject.subscribe(observer)) }
            }
            let gate = OrderedGate<WindowState<Element>, [WindowOutput<Element>]>(WindowState())
            let deliver: ([WindowOutput<Element>]) -> Void = { outputs in
                for output in outputs {
                    switch output {
                    case let .inner(subject, event): subject.on(event)
                    case let .outer(event): sink.on(event)
                    }
                }
            }
            /// Closes the current window and opens the next (with a new id): returns the outputs.
            func next(_ state: inout WindowState<Element>) -> [WindowOutput<Element>] {
                let closed = state.subject
                state.count = 0
                state.windowID &+= 1
                state.subject = PublishSubject()
                return [.inner(closed, .completed), .outer(.next(window(state.subject)))]
            }
            let timer = WindowTimer(gate: gate, scheduler: scheduler, timeSpan: timeSpan, cut: next, deliver: deliver)
            group.insert(timer.serial)
            gate.perform({ state in [.outer(.next(window(state.subject)))] }, deliver: deliver)
            timer.start(0)
            group.insert(
                source.subscribe(
                    AnonymousObserver { event in
                        switch event {
                        case let .next(element):
                            timer.perform { state in
                                var outputs: [WindowOutput<Element>] = [.inner(state.subject, .next(element))]
                                state.count += 1
                                if state.count == count { outputs += next(&state) }
                                return outputs
                            }
                        case .error, .completed:
                            gate.perform({ state in [.inner(state.subject, event), .outer(Self.stop(event))] }, deliver: deliver)
                        }
                    }))
            return refCount
        }
    }

    /// The terminal event `event` (an element's error or completion) as an event of windows.
    private static func stop(_ event: Event<Element>) -> Event<Observable<Element>> {
        if case let .error(error) = event { return .error(error) }
        return .completed
    }
}

/// The current window of `window(timeSpan:count:scheduler:)`, its element count and its timer window id.
struct WindowState<Element>: TimedWindowState {
    var subject = PublishSubject<Element>()
    var count = 0
    var windowID = 0
}

/// What `window` sends after a transition: an event into a window, or a window (or the end) downstream.
enum WindowOutput<Element> {
    case inner(PublishSubject<Element>, Event<Element>)
    case outer(Event<Observable<Element>>)
}
