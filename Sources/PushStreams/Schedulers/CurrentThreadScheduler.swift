import Scheduling

/// Runs work on the current thread, queueing nested work until the outer work returns (a trampoline).
///
/// Same as RxSwift's `CurrentThreadScheduler`: the first `schedule` on a thread runs its action at
/// once and then drains what that action scheduled, in order; nested `schedule` calls only enqueue.
/// Subscriptions run on it, which is why `Observable.of(1, 2)` emits after the whole chain is subscribed.
///
/// ```swift
/// _ = CurrentThreadScheduler.instance.schedule(()) { _ in
///     _ = CurrentThreadScheduler.instance.schedule(()) { _ in print("inner"); return Disposables.create() }
///     print("outer")
///     return Disposables.create()
/// }
/// // Prints: outer
/// //         inner
/// ```
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
    /// The shared instance.
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// Whether no trampoline runs on this thread (the next `schedule` runs at once).
    public static var isScheduleRequired: Bool { ThreadState.current.trampoline == nil }

    /// Runs `action` now when no trampoline runs on this thread, else enqueues it.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let thread = ThreadState.current
        if let queue = thread.trampoline {
            let item = TrampolineItem { action(state) }
            queue.items.append(item)
            return item
        }
        let queue = TrampolineQueue()
        thread.trampoline = queue
        defer { thread.trampoline = nil }
        let disposable = action(state)
        while !queue.items.isEmpty {
            let item = queue.items.removeFirst()
            item.invoke()
        }
        return disposable
    }
}

/// The per-thread queue of the trampoline; only touched by its own thread.
final class TrampolineQueue {
    var items: [TrampolineItem] = []
}

/// One queued action of the trampoline.
// @unchecked: the action and its result live in `state`.
final class TrampolineItem: CountedResource, Cancelable, @unchecked Sendable {
    private struct State {
        var disposed = false
        var action: (() -> Disposable)?
        var result: Disposable?
    }

    private let state: Locked<State>

    init(_ action: @escaping () -> Disposable) {
        state = Locked(State(action: action))
    }

    var isDisposed: Bool { state.withLock { $0.disposed } }

    func invoke() {
        let action = state.withLock { state -> (() -> Disposable)? in
            defer { state.action = nil }
            return state.disposed ? nil : state.action
        }
        guard let action else { return }
        let result = action()
        let rejected = state.withLock { state -> Bool in
            if state.disposed { return true }
            state.result = result
            return false
        }
        if rejected { result.dispose() }
    }

    func dispose() {
        let released = state.withLock { state -> (Disposable?, (() -> Disposable)?)? in
            if state.disposed { return nil }
            state.disposed = true
            defer {
                state.action = nil
                state.result = nil
            }
            return (state.result, state.action)
        }
        released?.0?.dispose()
        _ = released?.1
    }
}
