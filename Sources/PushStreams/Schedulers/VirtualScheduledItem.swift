import Scheduling

/// One action scheduled on a virtual clock: cancellable until it runs, then holds its result.
///
/// It keeps the clock weakly (a pending action's closure holds the item, so a strong reference would
/// keep the clock alive through its own queue) and the clock's handle, so cancelling needs no closure.
// @unchecked: the handle, the result and the flag live in `state`; `clock` is a weak reference set once in `init`.
final class VirtualScheduledItem: Cancelable, @unchecked Sendable {
    private struct State {
        var disposed = false
        var handle: VirtualClock.ScheduledAction?
        var result: Disposable?
    }

    private let state = Locked(State())
    private weak var clock: VirtualClock?

    init(clock: VirtualClock) {
        self.clock = clock
    }

    var isDisposed: Bool { state.withLock { $0.disposed } }

    /// Records the clock's handle of this item's action; cancels it at once when already disposed.
    func setHandle(_ handle: VirtualClock.ScheduledAction) {
        let already = state.withLock { state -> Bool in
            if state.disposed { return true }
            state.handle = handle
            return false
        }
        if already { clock?.cancel(handle) }
    }

    func run(_ action: () -> Disposable) {
        guard !isDisposed else { return }
        let result = action()
        let rejected = state.withLock { state -> Bool in
            state.handle = nil
            if state.disposed { return true }
            state.result = result
            return false
        }
        if rejected { result.dispose() }
    }

    func dispose() {
        let (handle, result) = state.withLock { state -> (VirtualClock.ScheduledAction?, Disposable?) in
            if state.disposed { return (nil, nil) }
            state.disposed = true
            defer {
                state.handle = nil
                state.result = nil
            }
            return (state.handle, state.result)
        }
        if let handle { clock?.cancel(handle) }
        result?.dispose()
    }
}
