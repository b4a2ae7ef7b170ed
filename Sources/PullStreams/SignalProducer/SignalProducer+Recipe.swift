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
        }
    }
}
