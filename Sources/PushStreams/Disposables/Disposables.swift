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
// @unchecked: the current disposable and the flag live in `state`.
@usableFromInline
final class SerialDisposable: Cancelable, @unchecked Sendable {
    private let state = Locked(DisposableSlotState())

    @usableFromInline init() {}

    @usableFromInline var isDisposed: Bool { state.withLock { $0.disposed } }

    @usableFromInline var disposable: Disposable? {
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

    @usableFromInline func dispose() {
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
// @unchecked: the disposable and the flag live in `state`.
@usableFromInline
final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    private let state = Locked(DisposableSlotState())

    @usableFromInline init() {}

    @usableFromInline var isDisposed: Bool { state.withLock { $0.disposed } }

    @usableFromInline func setDisposable(_ disposable: Disposable) {
        let rejected = state.withLock { state -> Bool in
            if state.disposed { return true }
            state.current = disposable
            return false
        }
        if rejected { disposable.dispose() }
    }

    @usableFromInline func dispose() {
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

