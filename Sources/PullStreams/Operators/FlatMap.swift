extension Signal {
    /// Maps each value to a producer and flattens the producers with `strategy`.
    ///
    /// Same as ReactiveSwift's `flatMap(_:_:)` for inner producers with the same error type.
    /// An inner failure fails the result; the result completes when the outer signal and every
    /// inner producer have completed (see `FlattenStrategy` for interruption and `.race`).
    ///
    /// Overloads are ReactiveSwift's, so type inference matches: on a stream that cannot fail,
    /// `flatMap(.latest) { SignalProducer(values: $0, $0) }` takes the inner error as `Never`; on a stream
    /// with an error type the same closure is ambiguous in both libraries (the inner producer may fail
    /// with that error or with `Never`): spell the inner producer's type, as ReactiveSwift's maintainers advise.
    ///
    /// ```swift
    /// let (taps, tap) = Signal<Int, Never>.pipe()
    /// taps.flatMap(.merge) { SignalProducer<Int, Never>(values: $0, $0) }.observeValues { print($0) }
    /// tap.send(value: 7)
    /// // Prints: 7
    /// //         7
    /// ```
    @inlinable
    public func flatMap<U>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Error>
    ) -> Signal<U, Error> {
        flatten(strategy, transform)
    }

    @inlinable
    func flatten<U>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Error>
    ) -> Signal<U, Error> {
        lift(Self.flattening(strategy, transform))
    }

    @inlinable
    static func flattening<U>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Error>
    ) -> Transformation<U, Error> {
        { observer, lifetime in
            guard let policy = Flattener<U, Error>.Policy(strategy) else {
                return forwarding(to: LatestFlattener(observer: observer), observer, lifetime, transform)
            }
            return forwarding(to: Flattener(policy, observer: observer), observer, lifetime, transform)
        }
    }

    /// The outer side of every flatten: each value's producer goes to `flattener`, an outer failure or
    /// interruption ends the flattened stream at once, and its lifetime's end disposes the inners.
    @inlinable
    static func forwarding<U, Inners: InnerFlattener>(
        to flattener: Inners, _ observer: Signal<U, Error>.Observer, _ lifetime: Lifetime,
        _ transform: @escaping (Value) -> SignalProducer<U, Error>
    ) -> (Event) -> Void where Inners.InnerValue == U, Inners.InnerError == Error {
        lifetime.disposables.insert(AnyDisposable { flattener.dispose() })
        return { event in
            switch event {
            case let .value(value): flattener.receive(transform(value))
            case let .failed(error): observer.send(error: error)
            case .completed: flattener.outerDidComplete()
            case .interrupted: observer.sendInterrupted()
            }
        }
    }

    /// Maps each value to a producer that cannot fail, and flattens with `strategy`.
    @inlinable
    public func flatMap<U>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Never>
    ) -> Signal<U, Error> {
        flatten(strategy) { (value: Value) -> SignalProducer<U, Error> in transform(value).promoteError(Error.self) }
    }
}

extension Signal where Error == Never {
    /// Maps each value of a signal that cannot fail to a producer that can, and flattens with `strategy`.
    @inlinable
    public func flatMap<U, F>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, F>
    ) -> Signal<U, F> {
        promoteError(F.self).flatten(strategy, transform)
    }

    /// Maps each value to a producer, neither able to fail, and flattens with `strategy`.
    @inlinable
    public func flatMap<U>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Never>
    ) -> Signal<U, Never> {
        flatten(strategy, transform)
    }
}

extension SignalProducer {
    /// Maps each value to a producer and flattens the producers with `strategy` (see `Signal.flatMap`).
    @inlinable
    public func flatMap<U>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Error>
    ) -> SignalProducer<U, Error> {
        flatMapForwardingInterruption(Signal.flattening(strategy, transform))
    }

    /// Maps each value to a producer that cannot fail, and flattens with `strategy`.
    @inlinable
    public func flatMap<U>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Never>
    ) -> SignalProducer<U, Error> {
        flatMapForwardingInterruption(
            Signal.flattening(strategy) { (value: Value) -> SignalProducer<U, Error> in
                transform(value).promoteError(Error.self)
            })
    }
}

extension SignalProducer where Error == Never {
    /// Maps each value of a producer that cannot fail to a producer that can, and flattens with `strategy`.
    @inlinable
    public func flatMap<U, F>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, F>
    ) -> SignalProducer<U, F> {
        promoteError(F.self).flatMapForwardingInterruption(Signal.flattening(strategy, transform))
    }

    /// Maps each value to a producer, neither able to fail, and flattens with `strategy`.
    @inlinable
    public func flatMap<U>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Never>
    ) -> SignalProducer<U, Never> {
        flatMapForwardingInterruption(Signal.flattening(strategy, transform))
    }
}
