import Scheduling

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

/// The producer form of the tuple `combineLatest` and `zip` from three producers up, run as ReactiveSwift's
/// `flattenStart` runs them: the signals are made last producer first, the combined signal observes them, then
/// the producers start first to last; ending the run interrupts them last to first. A producer whose start ends
/// the combination (an empty one in a `zip`) leaves the later ones unstarted, as there. The values are erased to
/// `Any` for the sequence machinery (`Signal.aggregate`) and each row cast back into a tuple.
func startNested<each V, E>(zips: Bool, _ producer: repeat SignalProducer<each V, E>) -> SignalProducer<(repeat each V), E> {
    var starts: [ErasedStart<E>] = []
    for producer in repeat each producer { starts.append(erasedStart(producer)) }
    let row: ([Any]) -> (repeat each V) = { tupleOfErased($0) }
    return SignalProducer { observer, lifetime in
        startNested(starts[...], lifetime, []) { lifetime += Signal<Any, E>.aggregate($0, zips: zips, row).observe(observer) }
    }
}

/// Makes the signal of one producer of `startNested`, adds its interrupt handle to the lifetime and hands the
/// signal, as an input of `Signal.aggregate`, to the next step; the producer starts when that step returns.
typealias ErasedStart<E: Swift.Error> = (Lifetime, (@escaping Signal<Any, E>.Input) -> Void) -> Void

/// One producer of `startNested` as an `ErasedStart` (a closure formed outside the pack iteration).
private func erasedStart<V, E>(_ producer: SignalProducer<V, E>) -> ErasedStart<E> {
    { lifetime, next in producer.startWithSignal(during: lifetime) { next(Signal<Any, E>.erasedInput($0)) } }
}

/// Runs `starts` last first, each inside the one after it, and calls `setup` with every input (in order)
/// inside the first: ReactiveSwift's `flattenStart` nesting, for any number of producers.
private func startNested<E>(
    _ starts: ArraySlice<ErasedStart<E>>, _ lifetime: Lifetime, _ inputs: [Signal<Any, E>.Input], _ setup: ([Signal<Any, E>.Input]) -> Void
) {
    guard let last = starts.last else { return setup(inputs) }
    last(lifetime) { startNested(starts.dropLast(), lifetime, [$0] + inputs, setup) }
}

extension SignalProducer {
    /// Starts `producers` as ReactiveSwift's sequence forms of `combineLatest`/`zip`/`merge` do: the
    /// combined signal is observed first, then each producer starts in order (and is interrupted in
    /// that order); one that starts after the combination ended is interrupted at once, as there.
    /// No producers: `emptySentinel` (if any), then `completed`.
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
                lifetime += producer.start(pipe.input)
            }
        }
        return SignalProducer<[U], Error>(start)
    }
}
