import Scheduling

/// The state of an operator cut into windows by count or by time (`buffer(timeSpan:count:scheduler:)`,
/// `window(timeSpan:count:scheduler:)`): which timer window is current.
protocol TimedWindowState {
    /// The id of the current window; a new window gets a new id, so a stale timer sees it is no longer current.
    var windowID: Int { get }
}

/// The timer that cuts windows by time for `buffer(timeSpan:count:scheduler:)` and
/// `window(timeSpan:count:scheduler:)`, as RxSwift's `BufferTimeCount` and `WindowTimeCount` do: after
/// `timeSpan`, unless a newer window began meanwhile (the count was reached), `cut` closes the current window
/// through the gate and the next window's timer starts.
struct WindowTimer<State: TimedWindowState, Output> {
    let gate: OrderedGate<State, [Output]>
    let scheduler: SchedulerType
    let timeSpan: RxTimeInterval
    /// Closes the current window under the gate (giving the next one a new id): returns what to deliver.
    let cut: (inout State) -> [Output]
    let deliver: ([Output]) -> Void
    /// The timer in progress; disposing it stops the timers.
    let serial = SerialDisposable()

    /// Starts the timer of window `id` unless a newer window began meanwhile.
    func start(_ id: Int) {
        if serial.isDisposed || !gate.update({ $0.windowID == id }) { return }
        let scheduled = SingleAssignmentDisposable()
        serial.disposable = scheduled
        scheduled.setDisposable(
            scheduler.scheduleRelative(id, dueTime: timeSpan) { previous in
                perform { state in
                    guard state.windowID == previous else { return nil }
                    return cut(&state)
                }
                return Disposables.create()
            })
    }

    /// Runs `decide` through the gate and delivers what it returns; when it cut the window (the window id
    /// changed), starts the new window's timer.
    func perform(_ decide: (inout State) -> [Output]?) {
        var newWindow: Int?
        gate.perform(
            { state in
                let current = state.windowID
                let outputs = decide(&state)
                if state.windowID != current { newWindow = state.windowID }
                return outputs
            }, deliver: deliver)
        if let newWindow { start(newWindow) }
    }
}
