import Scheduling
import Synchronization

/// A disposable that disposes many others together.
///
/// Like ReactiveSwift's `CompositeDisposable`: `+=` adds a disposable (or a closure) and returns a
/// handle that removes it again; adding to an already disposed composite disposes the newcomer at
/// once. Children are disposed in the order they were added.
///
/// ```swift
/// let bag = CompositeDisposable()
/// bag += { print("a") }
/// bag.dispose()
/// // Prints: a
/// ```
// @unchecked: `storage` is only read or written while holding `lock`.
public final class CompositeDisposable: Disposable, @unchecked Sendable {
    private struct State {
        var disposed = false
        var nextKey: UInt64 = 0
        var children: [(key: UInt64, disposable: Disposable)] = []

        /// Appends a child; the first append makes room for four, so the usual two or three children of
        /// an operator's run cost one allocation (growing from empty reallocates at every step).
        mutating func append(_ key: UInt64, _ disposable: Disposable) {
            if children.capacity == 0 { children.reserveCapacity(4) }
            children.append((key, disposable))
        }
    }

    /// A `CriticalSection` beside the state (not a `Locked<State>`) so that a signal core's lifetime
    /// can share the core's lock: one lock object less per signal. Nothing calls out under it.
    @usableFromInline let lock: CriticalSection
    /// `storage.disposed`, readable without the lock (`Lifetime.hasEnded` is asked once per value by a
    /// sequence producer): set, inside the lock, together with it.
    private let disposedFlag = Atomic<Bool>(false)
    private var storage = State()

    /// Creates an empty composite.
    public init() {
        lock = CriticalSection()
    }

    /// An empty composite guarded by `lock`, shared with its owner (which never holds it while it
    /// uses the composite).
    @usableFromInline
    init(sharing lock: CriticalSection) {
        self.lock = lock
    }

    /// Creates a composite holding `disposables`.
    public convenience init<S: Sequence>(_ disposables: S) where S.Iterator.Element == Disposable {
        self.init()
        for disposable in disposables { add(disposable) }
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { disposedFlag.load(ordering: .acquiring) }

    /// Disposes every child (first added, first disposed), once.
    public func dispose() {
        var children: [(key: UInt64, disposable: Disposable)] = []
        lock.run {
            guard !storage.disposed else { return }
            storage.disposed = true
            disposedFlag.store(true, ordering: .releasing)
            swap(&children, &storage.children)
        }
        for child in children { child.disposable.dispose() }
    }

    /// Adds `disposable` without making a disposable that removes it (the operators' hot path):
    /// disposes it at once when already disposed.
    @usableFromInline
    func insert(_ disposable: Disposable?) {
        guard let disposable else { return }
        let added = lock.run { () -> Bool in
            guard !storage.disposed else { return false }
            let key = storage.nextKey
            storage.nextKey += 1
            storage.append(key, disposable)
            return true
        }
        if !added { disposable.dispose() }
    }

    /// Adds `disposable`; returns a handle that removes it without disposing it, or `nil` when
    /// `disposable` is `nil` or the composite is already disposed (the newcomer is then disposed now).
    @discardableResult
    public func add(_ disposable: Disposable?) -> Disposable? {
        guard let disposable else { return nil }
        let key: UInt64? = lock.run {
            guard !storage.disposed else { return nil }
            let key = storage.nextKey
            storage.nextKey += 1
            storage.append(key, disposable)
            return key
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return AnyDisposable { [weak self] in
            guard let self else { return }
            // Released outside the lock (it may be the signal core's): a deinit must not run under it.
            let removed: Disposable? = self.lock.run {
                guard let index = self.storage.children.firstIndex(where: { $0.key == key }) else { return nil }
                return self.storage.children.remove(at: index).disposable
            }
            _ = removed
        }
    }

    /// Adds `rhs` to `lhs`; the returned handle removes it again (see ``add(_:)``).
    @discardableResult
    public static func += (lhs: CompositeDisposable, rhs: Disposable?) -> Disposable? {
        lhs.add(rhs)
    }

    /// Adds a closure that runs when `lhs` is disposed; the returned handle removes it again.
    @discardableResult
    public static func += (lhs: CompositeDisposable, rhs: @escaping () -> Void) -> Disposable? {
        lhs.add(AnyDisposable(rhs))
    }
}

extension CompositeDisposable {
    /// Adds an action to run on disposal; returns a handle that removes it (ReactiveSwift's `add(_:)`).
    @discardableResult
    public func add(_ action: @escaping () -> Void) -> Disposable? {
        add(AnyDisposable(action))
    }
}
