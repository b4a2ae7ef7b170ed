extension SignalProducer {
    /// How a start makes the producer's run: a closure that makes it, or (a producer made from a start
    /// handler) the handler itself, which each start gives to a new `StartHandlerRun`.
    ///
    /// Keeping the handler as it is, instead of a closure capturing it, spares a closure context per
    /// producer: benchmarks B5c and B7 make a producer from a start handler for every value.
    @usableFromInline
    enum Recipe {
        case instance(() -> ProducerInstance<Value, Error>)
        case startHandler((Signal<Value, Error>.Observer, Lifetime) -> Void)
        /// `SignalProducer(value:)`: the value itself, so making one allocates nothing (B3, B5a and B5b
        /// make one per element; a box shared by two closures was one allocation each).
        case value(Value)
    }

    /// A producer that starts no operator chain of its own (`startDirectly` is `nil`).
    @inlinable
    init(recipe: Recipe) {
        self.recipe = recipe
        startDirectly = nil
        fusedStages = 0
    }

    /// A new run of this producer, not started yet.
    @inlinable
    func makeInstance() -> ProducerInstance<Value, Error> {
        switch recipe {
        case let .instance(make): return make()
        case let .startHandler(startHandler): return StartHandlerRun(startHandler).instance
        case let .value(value): return SequenceRun<CollectionOfOne<Value>, Error>(CollectionOfOne(value)).instance
        }
    }

    /// `SignalProducer(value:)` started directly: sends to `observer` without a signal of its own and
    /// returns a shared disposable that is already disposed (the run is over), as ReactiveSwift's
    /// generator core does with its `NopDisposable`.
    @inlinable
    static func send(_ value: Value, to observer: Signal<Value, Error>.Observer) -> Disposable {
        observer.send(value: value)
        observer.sendCompleted()
        return NopDisposable.shared
    }
}
