import Scheduling

extension ObservableType {
    /// Collects elements into arrays, sent every `timeSpan` or as soon as one holds `count` elements.
    ///
    /// Same as RxSwift's `buffer(timeSpan:count:scheduler:)`: a full buffer is sent at once and restarts the
    /// timer; when the timer fires first the buffer is sent as it is, even empty; the completion sends the
    /// buffer in hand (even empty) before completing; an error drops it.
    ///
    /// ```swift
    /// // source: -1-2-3-----|        buffer(timeSpan: 5 dashes, count: 2)
    /// // result: ---[1,2]--[3]-[]|   (a dash is one tick; times as RxSwift's)
    /// ```
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        let source = asObservable()
        return Producer { sink in
            let gate = OrderedGate<BufferState<Element>, [Event<[Element]>]>(BufferState())
            let forward: ([Event<[Element]>]) -> Void = { events in events.forEach(sink.on) }
            let timer = WindowTimer(gate: gate, scheduler: scheduler, timeSpan: timeSpan, cut: Self.cut, deliver: forward)
            timer.start(0)
            let subscription = source.subscribe(
                AnonymousObserver { event in
                    switch event {
                    case let .next(element):
                        timer.perform { state in
                            state.buffer.append(element)
                            guard state.buffer.count == count else { return nil }
                            return Self.cut(&state)
                        }
                    case let .error(error):
                        gate.perform(
                            { state in
                                state.buffer = []
                                return [.error(error)]
                            }, deliver: forward)
                    case .completed:
                        gate.perform({ state in [.next(state.cut()), .completed] }, deliver: forward)
                    }
                })
            return Disposables.create(timer.serial, subscription)
        }
    }

    /// Closes the current buffer: sends it, and starts a new window.
    private static func cut(_ state: inout BufferState<Element>) -> [Event<[Element]>] {
        [.next(state.cut())]
    }
}

/// The buffer in hand and which timer window it belongs to.
struct BufferState<Element>: TimedWindowState {
    var buffer: [Element] = []
    var windowID = 0

    /// Starts a new window: returns the buffer of the one that ended.
    mutating func cut() -> [Element] {
        windowID &+= 1
        defer { buffer = [] }
        return buffer
    }
}
