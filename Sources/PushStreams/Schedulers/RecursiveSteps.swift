import Scheduling

/// The scheduled steps of one `scheduleRecursive`: each step's disposable is kept until that step starts,
/// and disposing the schedule disposes every step still waiting.
///
/// RxSwift's recursive scheduler keeps its steps in a group the same way. A `SerialDisposable` holding
/// "the latest step" is not enough on a concurrent scheduler: a step may run, and schedule the next one,
/// before the thread that scheduled it has stored its disposable; storing it then replaced, and so
/// disposed, the newer step, and the recursion stopped (`observe(on:)` a concurrent queue stranded
/// the rest of its queue: `ObserveOnConcurrentRestartTests`).
// @unchecked: every field is read and written only under `state`'s lock; disposables are disposed outside it.
final class RecursiveSteps: Disposable, @unchecked Sendable {
    private struct State {
        var disposed = false
        var nextKey = 0
        /// Steps scheduled and not yet started.
        var waiting: [Int: Disposable] = [:]
        /// Steps that started before their disposable was stored.
        var startedEarly: Set<Int> = []
    }

    private let state = Locked(State())

    /// A key for a step about to be scheduled, or `nil` once disposed (schedule nothing then).
    func reserve() -> Int? {
        state.withLock { state in
            guard !state.disposed else { return nil }
            defer { state.nextKey += 1 }
            return state.nextKey
        }
    }

    /// Stores the disposable of step `key` until the step starts; disposes it at once if the schedule
    /// was disposed meanwhile.
    func store(_ disposable: Disposable, for key: Int) {
        let disposeNow = state.withLock { state -> Bool in
            if state.disposed { return true }
            if state.startedEarly.remove(key) != nil { return false }
            state.waiting[key] = disposable
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Step `key` started: its disposable is no longer needed.
    func started(_ key: Int) {
        let released = state.withLock { state -> Disposable? in
            if let waiting = state.waiting.removeValue(forKey: key) { return waiting }
            state.startedEarly.insert(key)
            return nil
        }
        _ = released  // released here, outside the lock
    }

    /// Disposes every step still waiting; no step is scheduled after this.
    func dispose() {
        let waiting = state.withLock { state -> [Disposable] in
            state.disposed = true
            defer { state.waiting = [:] }
            return Array(state.waiting.values)
        }
        for step in waiting { step.dispose() }
    }
}
