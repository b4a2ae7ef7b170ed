extension SignalProducer {
    /// Creates the producer's run, hands its signal and interrupt handle to `setup`, then starts it.
    ///
    /// Same as ReactiveSwift's `startWithSignal(_:)`: observers attached in `setup` see every event;
    /// `setup` returns before the producer's start handler runs. Disposing the handle interrupts the run.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(values: 1, 2).startWithSignal { signal, _ in
    ///     signal.observeValues { print($0) }
    /// }
    /// // Prints: 1
    /// //         2
    /// ```
    public func startWithSignal<Result>(_ setup: (_ signal: Signal<Value, Error>, _ interruptHandle: Disposable) -> Result) -> Result {
        let instance = makeGuardedInstance()
        let result = setup(instance.signal, instance.interruptHandle)
        if !instance.interruptHandle.isDisposed {
            instance.observerDidSetup()
        }
        return result
    }

    /// `startWithSignal` whose interrupt handle ends with `lifetime` (ReactiveSwift's private helper of
    /// the same name, used by the combining operators for their start and disposal order).
    func startWithSignal(during lifetime: Lifetime, _ setup: (Signal<Value, Error>) -> Void) {
        startWithSignal { signal, interruptHandle in
            lifetime += interruptHandle
            setup(signal)
        }
    }
}

/// Starts two producers as ReactiveSwift's combining operators do: both signals are made first (`b`'s,
/// then `a`'s), `setup` observes them, then `a` starts, then `b`. Ending `lifetime` interrupts `b`
/// first, then `a` (their handles were added in that order).
func startBoth<A, B, Error>(
    _ lifetime: Lifetime, _ a: SignalProducer<A, Error>, _ b: SignalProducer<B, Error>,
    _ setup: (Signal<A, Error>, Signal<B, Error>) -> Void
) {
    b.startWithSignal(during: lifetime) { b in
        a.startWithSignal(during: lifetime) { setup($0, b) }
    }
}

/// The producer form of a two-input combining operator (`combineLatest(with:)`, `zip(with:)`): starts
/// the producers as `startBoth` does and sends what `combine` makes of their signals.
func startAll<A, B, Out, Error>(
    _ a: SignalProducer<A, Error>, _ b: SignalProducer<B, Error>,
    _ combine: @escaping (Signal<A, Error>, Signal<B, Error>) -> Signal<Out, Error>
) -> SignalProducer<Out, Error> {
    SignalProducer { observer, lifetime in
        startBoth(lifetime, a, b) { lifetime += combine($0, $1).observe(observer) }
    }
}

/// The producer form of a three-input combining operator: starts the producers as `startBoth` does
/// (signals made `c`, `b`, `a`; started `a`, `b`, `c`; interrupted `c`, `b`, `a`) and sends what
/// `combine` makes of their signals.
func startAll<A, B, C, Out, Error>(
    _ a: SignalProducer<A, Error>, _ b: SignalProducer<B, Error>, _ c: SignalProducer<C, Error>,
    _ combine: @escaping (Signal<A, Error>, Signal<B, Error>, Signal<C, Error>) -> Signal<Out, Error>
) -> SignalProducer<Out, Error> {
    SignalProducer { observer, lifetime in
        c.startWithSignal(during: lifetime) { c in
            startBoth(lifetime, a, b) { lifetime += combine($0, $1, c).observe(observer) }
        }
    }
}

/// `startAll` for four producers (signals made `d` first; started `a` first).
func startAll<A, B, C, D, Out, Error>(
    _ a: SignalProducer<A, Error>, _ b: SignalProducer<B, Error>, _ c: SignalProducer<C, Error>, _ d: SignalProducer<D, Error>,
    _ combine: @escaping (Signal<A, Error>, Signal<B, Error>, Signal<C, Error>, Signal<D, Error>) -> Signal<Out, Error>
) -> SignalProducer<Out, Error> {
    SignalProducer { observer, lifetime in
        d.startWithSignal(during: lifetime) { d in
            c.startWithSignal(during: lifetime) { c in
                startBoth(lifetime, a, b) { lifetime += combine($0, $1, c, d).observe(observer) }
            }
        }
    }
}

extension SignalProducer {
    /// Starts `producers` as ReactiveSwift's sequence forms of `combineLatest`/`zip`/`merge` do: the
    /// combined signal is observed first, then each producer starts in order (and is interrupted in
    /// that order). No producers: `emptySentinel` (if any), then `completed`.
    static func startEach<S: Sequence, U>(
        _ producers: S, emptySentinel: [U]? = nil,
        _ combine: @escaping ([Signal<S.Element.Value, Error>]) -> Signal<[U], Error>
    ) -> SignalProducer<[U], Error> where S.Element: SignalProducerConvertible, S.Element.Error == Error {
        let all = producers.map(\.producer)
        let start: (Signal<[U], Error>.Observer, Lifetime) -> Void = { observer, lifetime in
            guard !all.isEmpty else {
                if let emptySentinel { observer.send(value: emptySentinel) }
                observer.sendCompleted()
                return
            }
            let pipes = all.map { _ in Signal<S.Element.Value, Error>.pipe() }
            lifetime += combine(pipes.map(\.output)).observe(observer)
            for (producer, pipe) in Swift.zip(all, pipes) {
                guard !lifetime.hasEnded else { return }
                lifetime += producer.start(pipe.input)
            }
        }
        return SignalProducer<[U], Error>(start)
    }
}
