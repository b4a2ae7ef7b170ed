extension Signal {
    /// Observes every event with a closure; `nil` when the signal has already terminated.
    @inlinable @discardableResult
    public func observe(_ action: @escaping Observer.Action) -> Disposable? {
        observe(Observer(action))
    }

    /// Observes values as `.success` and a failure as `.failure`; completion and interruption are ignored.
    @discardableResult
    public func observeResult(_ action: @escaping (Result<Value, Error>) -> Void) -> Disposable? {
        observe(Observer(value: { action(.success($0)) }, failed: { action(.failure($0)) }))
    }

    /// Runs `action` when the signal completes.
    @discardableResult
    public func observeCompleted(_ action: @escaping () -> Void) -> Disposable? {
        observe(Observer(completed: action))
    }

    /// Runs `action` with the error when the signal fails.
    @discardableResult
    public func observeFailed(_ action: @escaping (Error) -> Void) -> Disposable? {
        observe(Observer(failed: action))
    }

    /// Runs `action` when the signal is interrupted (also when observing a terminated signal).
    @discardableResult
    public func observeInterrupted(_ action: @escaping () -> Void) -> Disposable? {
        observe(Observer(interrupted: action))
    }
}

extension Signal where Error == Never {
    /// Observes values; only for signals that cannot fail, as in ReactiveSwift.
    @inlinable @discardableResult
    public func observeValues(_ action: @escaping (Value) -> Void) -> Disposable? {
        observe(Observer(values: action))
    }
}
