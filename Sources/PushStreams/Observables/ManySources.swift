import Scheduling

/// What an operator over many sources of one type (``CombineLatestNState``, ``ZipNState``) sends after a
/// transition, outside the lock and in the order decided.
enum ManySourcesOutput<Value> {
    case emit([Value])
    case complete
    case fail(Swift.Error)
}

/// The state of an operator over many sources of one type: what each source's element or completion decides.
protocol ManySourcesState<Value> {
    associatedtype Value
    /// Source `index` sent `value`.
    mutating func received(_ value: Value, at index: Int) -> ManySourcesOutput<Value>?
    /// Source `index` completed.
    mutating func completed(at index: Int) -> ManySourcesOutput<Value>?
}

extension ObservableType {
    /// Subscribes to every source of `sources` (at least one) and runs their events through `state`, one
    /// transition at a time (``OrderedGate``): what it decides goes to `sink`, an emitted array through
    /// `resultSelector`. A completed source's subscription is disposed; any error ends everything.
    /// The plumbing of `combineLatestCore` and `zipCore`, which differ only in their state.
    static func subscribeAll<State: ManySourcesState>(
        _ sources: [Observable<State.Value>], through state: State, to sink: Sink<Element>,
        resultSelector: @escaping ([State.Value]) throws -> Element
    ) -> Disposable {
        let gate = OrderedGate<State, ManySourcesOutput<State.Value>>(state)
        let deliver: (ManySourcesOutput<State.Value>) -> Void = { output in
            switch output {
            case let .emit(values):
                do { sink.on(.next(try resultSelector(values))) } catch { sink.on(.error(error)) }
            case .complete: sink.on(.completed)
            case let .fail(error): sink.on(.error(error))
            }
        }
        let subscriptions = sources.map { _ in SingleAssignmentDisposable() }
        for (index, source) in sources.enumerated() {
            let own = subscriptions[index]
            own.setDisposable(
                source.subscribe(
                    AnonymousObserver { event in
                        switch event {
                        case let .next(value): gate.perform({ $0.received(value, at: index) }, deliver: deliver)
                        case let .error(error): gate.perform({ _ in .fail(error) }, deliver: deliver)
                        case .completed:
                            own.dispose()
                            gate.perform({ $0.completed(at: index) }, deliver: deliver)
                        }
                    }))
        }
        return Disposables.create(subscriptions)
    }

    /// The sources of a fixed-arity overload (`combineLatest` from three up, every `zip`), erased to
    /// `Any` so that one many-sources core runs them all; ``callWithErased(_:_:)`` undoes it.
    static func erased<each Source: ObservableType>(_ source: repeat each Source) -> [Observable<Any>] {
        var sources: [Observable<Any>] = []
        for source in repeat each source { sources.append(source.asObservable().map { $0 as Any }) }
        return sources
    }
}

/// Calls `body` with `values` cast back as ``tupleOfErased(_:)`` does: what the selector forms call.
func callWithErased<each Value, Result>(_ body: (repeat each Value) throws -> Result, _ values: [Any]) rethrows -> Result {
    let arguments: (repeat each Value) = tupleOfErased(values)
    return try body(repeat each arguments)
}

extension Producer {
    /// The producer of an operator over `sources` (`merge`, `zip` of a collection): with none it completes
    /// at once, as RxSwift's do; otherwise `subscribe` runs.
    static func over<Source>(_ sources: [Source], _ subscribe: @escaping (Sink<Element>) -> Disposable) -> Producer {
        Producer { sink in
            guard !sources.isEmpty else {
                sink.on(.completed)
                return Disposables.create()
            }
            return subscribe(sink)
        }
    }
}
