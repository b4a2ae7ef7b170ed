import Scheduling

/// Disposes its disposable once it was disposed itself and every disposable `retain()` handed out is too.
///
/// Same as RxSwift's `RefCountDisposable`: `window` and `groupBy` use it, so that the source keeps running
/// while an inner sequence is still subscribed after the outer one was disposed.
// @unchecked: the count, the flags and the disposable live in `state`.
public final class RefCountDisposable: Cancelable, @unchecked Sendable {
    private struct State {
        var disposable: Disposable?
        var primaryDisposed = false
        var count = 0
    }

    private let state: Locked<State>

    /// Guards `disposable`.
    public init(disposable: Disposable) {
        state = Locked(State(disposable: disposable))
    }

    /// Whether the underlying disposable was disposed.
    public var isDisposed: Bool { state.withLock { $0.disposable == nil } }

    /// A disposable that holds the underlying one alive until it is disposed (a no-op one once disposed).
    public func retain() -> Disposable {
        let retained = state.withLock { state -> Bool in
            guard state.disposable != nil else { return false }
            state.count += 1
            return true
        }
        guard retained else { return Disposables.create() }
        return Disposables.create { [self] in release() }
    }

    /// Disposes the underlying disposable now if nothing retains it, else when the last retain is disposed.
    public func dispose() {
        let released = state.withLock { state -> Disposable? in
            guard !state.primaryDisposed else { return nil }
            state.primaryDisposed = true
            guard state.count == 0 else { return nil }
            defer { state.disposable = nil }
            return state.disposable
        }
        released?.dispose()
    }

    private func release() {
        let released = state.withLock { state -> Disposable? in
            state.count -= 1
            guard state.primaryDisposed, state.count == 0 else { return nil }
            defer { state.disposable = nil }
            return state.disposable
        }
        released?.dispose()
    }
}
