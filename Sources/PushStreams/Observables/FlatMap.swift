import Scheduling

extension ObservableType {
    /// Maps each element to an inner sequence and merges all inner sequences.
    ///
    /// Same as RxSwift's `flatMap(_:)`: inners run concurrently; the result completes when the source
    /// and every inner have completed; any error ends everything. The source subscription is
    /// disposed when the source completes, each inner subscription when that inner completes; once the
    /// result is disposed no further inner is subscribed.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).flatMap { Observable.of($0, $0 * 10) }.subscribe(onNext: { print($0) })
    /// // Prints: 1
    /// //         10
    /// //         2
    /// //         20
    /// ```
    ///
    /// Inlinable, so it specializes in the caller (benchmark B5b: unspecialized, each element looked up
    /// generic metadata at run time, about 1,000 instructions).
    @inlinable
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        merging(selector, onlyWhenIdle: false)
    }

    /// `flatMap`, or with `onlyWhenIdle` `flatMapFirst` (RxSwift's `FlatMapFirstSink`, a `MergeSink` that takes an
    /// element only while no inner runs).
    @inlinable
    func merging<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source,
        onlyWhenIdle: Bool
    ) -> Observable<Source.Element> {
        let source = asObservable()
        return Producer { sink in
            let inners = MergeInners<Source.Element>()
            let outer = MergeOuter(sink: sink, inners: inners, onlyWhenIdle: onlyWhenIdle)
            return Disposables.create(source.subscribeFlattening(selector, into: outer), inners)
        }
    }
}

/// What `flatMap` and `flatMapFirst` do with their source's events.
@usableFromInline
struct MergeOuter<InnerElement>: FlattenOuter, SpareHolder {
    @usableFromInline let sink: Sink<InnerElement>
    @usableFromInline let inners: MergeInners<InnerElement>
    @usableFromInline let onlyWhenIdle: Bool

    @inlinable
    init(sink: Sink<InnerElement>, inners: MergeInners<InnerElement>, onlyWhenIdle: Bool) {
        self.sink = sink
        self.inners = inners
        self.onlyWhenIdle = onlyWhenIdle
    }

    @inlinable
    func accepts() -> Bool {
        !onlyWhenIdle || !inners.hasRunningInner
    }

    @inlinable
    func subscribe(_ inner: Observable<InnerElement>) {
        guard let observer = inners.starting(sink: sink) else { return }
        let id = observer.currentID
        // Its `on` as the closure, made here (specialized; the observer itself is its context): through the inner's
        // generic `subscribe`, a conformance's `on` ran unspecialized, a generic metadata lookup per event (B5b).
        inners.subscribed(id, inner.subscribe(AnyObserver(eventHandler: observer.on)))
    }

    @inlinable
    func fail(_ error: Error) {
        sink.on(.error(error))
    }

    @inlinable
    func completed() {
        if inners.outerCompleted() { sink.on(.completed) }
    }

    @usableFromInline
    func releaseSpare() {
        inners.releaseSpare()
    }
}

/// What the inners of a `flatMap` subscription send to: their values and error go to the result's sink, their
/// completion to the subscription's ``MergeInners``. Two references, stored in the inner's observer itself.
@usableFromInline
struct MergeTarget<Element>: InnerTarget {
    @usableFromInline let sink: Sink<Element>
    @usableFromInline let inners: MergeInners<Element>

    @inlinable
    init(sink: Sink<Element>, inners: MergeInners<Element>) {
        self.sink = sink
        self.inners = inners
    }

    @inlinable
    func on(_ event: Event<Element>, from id: Int) {
        guard case .completed = event else { return sink.on(event) }
        if inners.innerCompleted(id) { sink.on(.completed) }
    }
}
