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
        CompositeDisposable([disposable1, disposable2])
    }

    /// A disposable that disposes all three.
    public static func create(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable
    ) -> Cancelable {
        CompositeDisposable([disposable1, disposable2, disposable3])
    }

    /// A disposable that disposes every one of `disposables`.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        CompositeDisposable(disposables)
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
// @unchecked: the list and the flag live in `state`.
final class CompositeDisposable: Cancelable, @unchecked Sendable {
    private let state: Locked<DisposableListState>

    init(_ items: [Disposable] = []) {
        state = Locked(DisposableListState(items: items))
    }

    var isDisposed: Bool { state.withLock { $0.disposed } }

    func insert(_ disposable: Disposable) {
        let rejected = state.withLock { state -> Bool in
            if state.disposed { return true }
            state.items.append(disposable)
            return false
        }
        if rejected { disposable.dispose() }
    }

    func dispose() {
        let items = state.withLock { state -> [Disposable] in
            if state.disposed { return [] }
            state.disposed = true
            defer { state.items = [] }
            return state.items
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
            let (previous, rejected) = state.withLock { state -> (Disposable?, Bool) in
                if state.disposed { return (nil, true) }
                defer { state.current = newValue }
                return (state.current, false)
            }
            previous?.dispose()
            if rejected { newValue?.dispose() }
        }
    }

    /// Disposes the current disposable and every later one.
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

