import Scheduling

/// Factories for disposables.
///
/// Same as RxSwift's `Disposables`.
///
/// ```swift
/// let disposable = Disposables.create { print("disposed") }
/// disposable.dispose()
/// disposable.dispose()
/// // Prints: disposed
/// ```
public enum Disposables {
    /// A disposable that does nothing.
    public static func create() -> Disposable { NopDisposable() }

    /// A disposable that runs `dispose` once, on the first `dispose()`.
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }

    /// A disposable that disposes both.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2])
    }

    /// A disposable that disposes all three.
    public static func create(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable
    ) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3])
    }

    /// A disposable that disposes all of them.
    ///
    /// Same as RxSwift's `Disposables.create(_:_:_:_:)` (three or more).
    public static func create(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposables: Disposable...
    ) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    /// A disposable that disposes every one of `disposables`.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        CompositeDisposable(disposables: disposables)
    }
}

struct NopDisposable: Disposable {
    func dispose() {}
}

// @unchecked: the action is only read and cleared under `action`'s lock.
final class AnonymousDisposable: CountedResource, Cancelable, @unchecked Sendable {
    private let action: Locked<(() -> Void)?>
    private let disposed = Locked(false)

    init(_ action: @escaping () -> Void) {
        self.action = Locked(action)
    }

    var isDisposed: Bool { disposed.withLock { $0 } }

    func dispose() {
        let run: (() -> Void)? = action.withLock { action in
            defer { action = nil }
            return action
        }
        disposed.withLock { $0 = true }
        run?()
    }
}

/// Disposes a fixed or growing group; anything added after disposal is disposed at once.
///
/// Same as RxSwift's `CompositeDisposable`: `insert` returns a key to `remove(for:)` the disposable again
/// (which disposes it), or `nil` when the group was already disposed (the disposable is then disposed at once).
/// Disposal disposes the members in insertion order.
///
/// ```swift
/// let group = CompositeDisposable()
/// _ = group.insert(Disposables.create { print("one") })
/// group.dispose()
/// // Prints: one
/// ```
// @unchecked: the members, the next key and the flag live in `state`.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
    /// The key of one member, for `remove(for:)`.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let value: Int
    }

    private struct State {
        var disposed = false
        var nextKey = 0
        var items: [(key: Int, disposable: Disposable)] = []
    }

    private let state: Locked<State>

    /// An empty group.
    public init() {
        state = Locked(State())
    }

    /// A group of `disposables`.
    public init(disposables: [Disposable]) {
        var initial = State()
        for disposable in disposables {
            initial.items.append((initial.nextKey, disposable))
            initial.nextKey += 1
        }
        state = Locked(initial)
    }

    /// A group of the given disposables.
    public convenience init(_ disposables: Disposable...) {
        self.init(disposables: disposables)
    }

    /// Whether the group was disposed.
    public var isDisposed: Bool { state.withLock { $0.disposed } }

    /// How many members the group holds.
    public var count: Int { state.withLock { $0.items.count } }

    /// Adds `disposable`; returns its key, or `nil` (disposing it at once) when the group is disposed.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key = state.withLock { state -> Int? in
            if state.disposed { return nil }
            defer { state.nextKey += 1 }
            state.items.append((state.nextKey, disposable))
            return state.nextKey
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(value: key)
    }

    /// Removes the member with `disposeKey` and disposes it.
    public func remove(for disposeKey: DisposeKey) {
        let removed = state.withLock { state -> Disposable? in
            guard let index = state.items.firstIndex(where: { $0.key == disposeKey.value }) else { return nil }
            return state.items.remove(at: index).disposable
        }
        removed?.dispose()
    }

    /// Disposes every member, in insertion order, and every later one at once.
    public func dispose() {
        let items = state.withLock { state -> [Disposable] in
            if state.disposed { return [] }
            state.disposed = true
            defer { state.items = [] }
            return state.items.map(\.disposable)
        }
        for item in items { item.dispose() }
    }
}

/// Holds one disposable at a time; replacing it disposes the previous one.
///
/// Same as RxSwift's `SerialDisposable`: after `dispose()` anything assigned is disposed at once.
// @unchecked: the current disposable and the flag live in `state`.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
    private let state = Locked(DisposableSlotState())

    /// An empty slot.
    public init() {}

    /// Whether `dispose()` was called.
    public var isDisposed: Bool { state.withLock { $0.disposed } }

    /// The current disposable; setting it disposes the previous one (or the new one, once disposed).
    public var disposable: Disposable? {
        get { state.withLock { $0.current } }
        set {
            // The new one and the current one trade places under the lock (moves: no copy of either existential);
            // what is left in `outgoing` is disposed outside it: the previous one, or the new one once disposed.
            var outgoing = consume newValue
            state.withLock { state in
                if !state.disposed { swap(&state.current, &outgoing) }
            }
            // Consumed, so the call does not copy the existential out first.
            (consume outgoing)?.dispose()
        }
    }

    /// Puts a placeholder in the slot, then fills it with what `subscribe` returns, as RxSwift puts a
    /// `SingleAssignmentDisposable` in a `SerialDisposable` before subscribing: a replacement made while `subscribe`
    /// runs (a re-entrant switch) disposes the placeholder, and with it what `subscribe` returns.
    func replace(subscribing subscribe: () -> Disposable) {
        let placeholder = SingleAssignmentDisposable()
        disposable = placeholder
        placeholder.setDisposable(subscribe())
    }

    /// Disposes the current disposable and every later one.
    public func dispose() {
        var current: Disposable?
        state.withLock { state in
            if state.disposed { return }
            state.disposed = true
            swap(&state.current, &current)
        }
        (consume current)?.dispose()
    }
}

/// Holds a disposable that arrives later; disposing first disposes it on arrival.
///
/// Same as RxSwift's `SingleAssignmentDisposable`, except on a second `setDisposable`: RxSwift stops the
/// program ("Disposable is already set"); ours keeps the latest one.
// @unchecked: the disposable and the flag live in `state`.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    private let state = Locked(DisposableSlotState())

    /// An empty slot.
    public init() {}

    /// Whether `dispose()` was called.
    public var isDisposed: Bool { state.withLock { $0.disposed } }

    /// Sets the disposable; disposes it at once when this was disposed already.
    public func setDisposable(_ disposable: Disposable) {
        let rejected = state.withLock { state -> Bool in
            if state.disposed { return true }
            state.current = disposable
            return false
        }
        if rejected { disposable.dispose() }
    }

    /// Disposes the disposable (now, or when it arrives).
    public func dispose() {
        let current = state.withLock { state -> Disposable? in
            if state.disposed { return nil }
            state.disposed = true
            defer { state.current = nil }
            return state.current
        }
        current?.dispose()
    }
}

/// A list of disposables and whether it was disposed.
struct DisposableListState {
    var disposed = false
    var items: [Disposable]
}

/// One disposable slot and whether it was disposed.
struct DisposableSlotState {
    var disposed = false
    var current: Disposable?
}
