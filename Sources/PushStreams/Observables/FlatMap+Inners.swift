import Scheduling

/// The inner subscriptions of one `flatMap` (or `flatMapFirst`) subscription, and how many inners (and the source) still run.
///
/// RxSwift's `MergeSink` puts a `SingleAssignmentDisposable` per inner into its `CompositeDisposable` before
/// subscribing the inner, removes (disposes) it when the inner completes, and counts the running inners under
/// its lock. Ours keeps the count and the subscriptions in one critical section, and keeps an inner's
/// subscription only once its subscribe has returned with the inner still running: an inner that completed
/// during its subscribe (B5b push: a `just` per element) has its subscription disposed as soon as it is handed
/// over, as RxSwift's placeholder, disposed by that completion, does on arrival; no placeholder, no group entry.
///
/// Inlinable, so it is specialized for the element type where `flatMap` is used.
// @unchecked: all mutable state lives in `state`.
@usableFromInline
final class MergeInners<Element>: Cancelable, @unchecked Sendable {
    @usableFromInline let state = Locked(MergeInnersState<Element>())

    @inlinable init() {}

    @inlinable var isDisposed: Bool { state.withLock { $0.disposed } }

    /// Whether an inner has started and not completed (`flatMapFirst` drops elements meanwhile).
    @inlinable var hasRunningInner: Bool { state.withLock { $0.active > ($0.outerStopped ? 0 : 1) } }

    /// An inner is about to be subscribed: returns its observer (sending to `sink`), or `nil` once disposed (then
    /// it is not subscribed, as RxSwift's group, disposed, refuses the inner's placeholder and nothing subscribes).
    @inlinable
    func starting(sink: Sink<Element>) -> InnerObserver<MergeTarget<Element>>? {
        state.withLock { state in
            guard let id = state.starting() else { return nil }
            return state.spare.observer(for: id, target: MergeTarget(sink: sink, inners: self))
        }
    }

    /// Lets go of the spare inner observer.
    @usableFromInline
    func releaseSpare() {
        _ = state.withLock { $0.spare.observer.take() }  // released on return, outside the lock
    }

    /// The subscribe of inner `id` returned `subscription`: kept while the inner runs, else disposed at once.
    @inlinable
    func subscribed(_ id: Int, _ subscription: Disposable) {
        if !state.withLock({ $0.subscribed(id, subscription) }) { subscription.dispose() }
    }

    /// Inner `id` completed: disposes its subscription if it was kept; returns whether the result completes now.
    @inlinable
    func innerCompleted(_ id: Int) -> Bool {
        if let completes = state.withLock({ $0.completedWhileSubscribing(id) }) { return completes }
        let (subscription, completes) = state.withLock { $0.runningCompleted(id) }
        subscription?.dispose()
        return completes
    }

    /// The source completed: returns whether the result completes now.
    @inlinable
    func outerCompleted() -> Bool {
        state.withLock { $0.outerCompleted() }
    }

    /// Disposes every running inner (an inner whose subscribe is under way is disposed when it returns) and lets
    /// go of the spare observer.
    @inlinable
    func dispose() {
        let (running, spare) = state.withLock { $0.disposeAll() }
        _ = spare  // released here, outside the lock
        for subscription in running { subscription.dispose() }
    }
}

/// The state of ``MergeInners``.
@usableFromInline
struct MergeInnersState<Element> {
    /// An inner whose subscribe has not returned yet, and whether it completed meanwhile.
    @usableFromInline
    struct Subscribing {
        @usableFromInline let id: Int
        @usableFromInline var completed = false

        @inlinable init(id: Int) { self.id = id }
    }

    @usableFromInline var disposed = false
    @usableFromInline var outerStopped = false
    /// The source (until it completes) and the inners that have not completed.
    @usableFromInline var active = 1
    @usableFromInline var lastID = 0
    /// Nested (an inner's events re-entering the source) or from several threads, so a list; almost always one.
    @usableFromInline var subscribing: [Subscribing] = []
    /// The subscriptions of the inners still running after their subscribe returned.
    @usableFromInline var running: [Int: Disposable] = [:]
    @usableFromInline var spare = SpareInnerObserver<MergeTarget<Element>>()

    @inlinable init() {}

    /// An inner starts: returns its id, or `nil` once disposed.
    @inlinable
    mutating func starting() -> Int? {
        guard !disposed else { return nil }
        lastID += 1
        active += 1
        subscribing.append(Subscribing(id: lastID))
        return lastID
    }

    /// The subscribe of inner `id` returned `subscription`; returns whether it is kept (its inner runs on).
    @inlinable
    mutating func subscribed(_ id: Int, _ subscription: Disposable) -> Bool {
        // The innermost subscribe returns first: almost always the last entry.
        let entry: Subscribing
        if subscribing.last?.id == id {
            entry = subscribing.removeLast()
        } else {
            guard let index = subscribing.lastIndex(where: { $0.id == id }) else { return false }  // never
            entry = subscribing.remove(at: index)
        }
        guard !entry.completed, !disposed else { return false }
        running[id] = subscription
        return true
    }

    /// Inner `id` completed: if its subscribe has not returned yet, counts it and returns whether the result
    /// completes now; else `nil` (see ``runningCompleted(_:)``).
    @inlinable
    mutating func completedWhileSubscribing(_ id: Int) -> Bool? {
        guard let index = subscribing.lastIndex(where: { $0.id == id }) else { return nil }
        guard !subscribing[index].completed else { return false }  // never: one completion per inner
        subscribing[index].completed = true
        active -= 1
        return active == 0
    }

    /// Kept inner `id` completed: returns its subscription to dispose and whether the result completes now (no
    /// subscription, not counted, when it is not kept: disposed meanwhile).
    @inlinable
    mutating func runningCompleted(_ id: Int) -> (subscription: Disposable?, completes: Bool) {
        guard let subscription = running.removeValue(forKey: id) else { return (nil, false) }
        active -= 1
        return (subscription, active == 0)
    }

    /// The source completed: returns whether the result completes now.
    @inlinable
    mutating func outerCompleted() -> Bool {
        guard !outerStopped else { return false }
        outerStopped = true
        active -= 1
        return active == 0
    }

    /// Marks the inners disposed: returns the running subscriptions and the spare observer, emptied.
    @inlinable
    mutating func disposeAll() -> (running: [Disposable], spare: InnerObserver<MergeTarget<Element>>?) {
        disposed = true
        defer { running = [:] }
        return (Array(running.values), spare.observer.take())
    }
}
