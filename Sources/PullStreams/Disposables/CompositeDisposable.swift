import Scheduling

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
public final class CompositeDisposable: Disposable, Sendable {
    private struct State {
        var disposed = false
        var nextKey: UInt64 = 0
        var children: [(key: UInt64, disposable: Disposable)] = []
    }

    private let state = Locked(State())

    /// Creates an empty composite.
    public init() {}

    /// Creates a composite holding `disposables`.
    public convenience init<S: Sequence>(_ disposables: S) where S.Iterator.Element == Disposable {
        self.init()
        for disposable in disposables { add(disposable) }
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { state.withLock { $0.disposed } }

    /// Disposes every child (first added, first disposed), once.
    public func dispose() {
        let children: [Disposable] = state.withLock { state in
            guard !state.disposed else { return [] }
            state.disposed = true
            defer { state.children = [] }
            return state.children.map { $0.disposable }
        }
        for child in children { child.dispose() }
    }

    /// Adds `disposable`; returns a handle that removes it without disposing it, or `nil` when
    /// `disposable` is `nil` or the composite is already disposed (the newcomer is then disposed now).
    @discardableResult
    func add(_ disposable: Disposable?) -> Disposable? {
        guard let disposable else { return nil }
        let key: UInt64? = state.withLock { state in
            guard !state.disposed else { return nil }
            let key = state.nextKey
            state.nextKey += 1
            state.children.append((key, disposable))
            return key
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return AnyDisposable { [weak self] in
            self?.state.withLock { state in state.children.removeAll { $0.key == key } }
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
