/// A resource that can be released: a subscription, a scheduled action.
///
/// Same as RxSwift's `Disposable`. Every disposable of ours is idempotent and may be disposed
/// from any thread.
public protocol Disposable {
    /// Releases the resource; calling it again does nothing.
    func dispose()
}

/// A disposable that can tell whether it was disposed.
///
/// Same as RxSwift's `Cancelable`.
public protocol Cancelable: Disposable {
    /// Whether `dispose()` was called.
    var isDisposed: Bool { get }
}
