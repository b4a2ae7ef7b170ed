import Scheduling

/// Collects disposables and disposes them all when the bag is deallocated.
///
/// Same as RxSwift's `DisposeBag`: to dispose early, replace the bag (`bag = DisposeBag()`).
/// A disposable added to a bag that is already being torn down is disposed at once.
///
/// ```swift
/// var bag = DisposeBag()
/// Disposables.create { print("disposed") }.disposed(by: bag)
/// bag = DisposeBag()
/// // Prints: disposed
/// ```
// @unchecked: the list and the flag live in `state`.
public final class DisposeBag: @unchecked Sendable {
    private let state = Locked(DisposableListState(items: []))

    /// Creates an empty bag.
    public init() {}

    /// Creates a bag holding `disposables`.
    ///
    /// Same as RxSwift's `DisposeBag(disposing:)`.
    public convenience init(disposing disposables: Disposable...) {
        self.init()
        insert(disposables)
    }

    /// Creates a bag holding the disposables the builder lists.
    ///
    /// Same as RxSwift's `DisposeBag { … }`.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init()
        insert(builder())
    }

    /// Adds `disposable` to the bag.
    public func insert(_ disposable: Disposable) {
        let rejected = state.withLock { state -> Bool in
            if state.disposed { return true }
            state.items.append(disposable)
            return false
        }
        if rejected { disposable.dispose() }
    }

    /// Adds every one of `disposables` to the bag.
    ///
    /// Same as RxSwift's variadic `insert(_:)`.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds every one of `disposables` to the bag.
    ///
    /// Same as RxSwift's `insert(_:)` for arrays.
    public func insert(_ disposables: [Disposable]) {
        for disposable in disposables { insert(disposable) }
    }

    /// Adds the disposables the builder lists to the bag.
    ///
    /// Same as RxSwift's `insert { … }` with its `DisposableBuilder`.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    deinit {
        let items = state.withLock { state -> [Disposable] in
            state.disposed = true
            defer { state.items = [] }
            return state.items
        }
        for item in items { item.dispose() }
    }
}

extension Disposable {
    /// Adds the disposable to `bag`, which disposes it when it is deallocated.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}

/// Builds an array of disposables from a list of expressions, for `DisposeBag.insert { … }`.
///
/// Same as RxSwift's `DisposeBag.DisposableBuilder` (ours is a top-level type).
@resultBuilder
public enum DisposableBuilder {
    /// The listed disposables, in order.
    public static func buildBlock(_ disposables: Disposable...) -> [Disposable] { disposables }
}
