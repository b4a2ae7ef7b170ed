extension SignalProducer {
    /// Starts a run that delivers to `observer`.
    /// - Returns: a disposable that interrupts the run.
    @inlinable @discardableResult
    public func start(_ observer: Signal<Value, Error>.Observer = .init()) -> Disposable {
        if let startDirectly { return startDirectly(observer) }
        let instance: ProducerInstance<Value, Error>
        switch recipe {
        case let .value(value): return Self.send(value, to: observer)
        case let .startHandler(startHandler): return StartHandlerRun.start(startHandler, observer: observer)
        case let .instance(make): instance = make()
        }
        instance.core.attach(observer)
        instance.observerDidSetup()
        return instance.interruptHandle
    }

    /// Starts a run, calling `action` with every event.
    @inlinable @discardableResult
    public func start(_ action: @escaping Signal<Value, Error>.Observer.Action) -> Disposable {
        start(Signal<Value, Error>.Observer(action))
    }

    /// Starts a run, calling `action` with values as `.success` and a failure as `.failure`.
    @discardableResult
    public func startWithResult(_ action: @escaping (Result<Value, Error>) -> Void) -> Disposable {
        start(Signal<Value, Error>.Observer(value: { action(.success($0)) }, failed: { action(.failure($0)) }))
    }

    /// Starts a run, calling `action` when it completes.
    @discardableResult
    public func startWithCompleted(_ action: @escaping () -> Void) -> Disposable {
        start(Signal<Value, Error>.Observer(completed: action))
    }

    /// Starts a run, calling `action` when it fails.
    @discardableResult
    public func startWithFailed(_ action: @escaping (Error) -> Void) -> Disposable {
        start(Signal<Value, Error>.Observer(failed: action))
    }

    /// Starts a run, calling `action` when it is interrupted.
    @discardableResult
    public func startWithInterrupted(_ action: @escaping () -> Void) -> Disposable {
        start(Signal<Value, Error>.Observer(interrupted: action))
    }
}

extension SignalProducer where Error == Never {
    /// Starts a run, calling `action` with each value; only for producers that cannot fail.
    @inlinable @discardableResult
    public func startWithValues(_ action: @escaping (Value) -> Void) -> Disposable {
        start(Signal<Value, Error>.Observer(values: action))
    }
}
