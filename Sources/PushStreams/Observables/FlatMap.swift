import Scheduling
import Synchronization

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
        let source = asObservable()
        return Producer { sink in
            let inners = MergeInners<Source.Element>()
            // Captured by the outer observer alone: the spare inner observer is let go when it is released.
            let spareRelease = SpareRelease(inners)
            let outer = SingleAssignmentDisposable()
            outer.setDisposable(
                source.subscribe(
                    AnonymousObserver { event in
                        switch event {
                        case let .next(element):
                            let inner: Observable<Source.Element>
                            do { inner = try selector(element).asObservable() } catch {
                                sink.on(.error(error))
                                return
                            }
                            guard let observer = spareRelease.holder.starting(sink: sink) else { return }
                            let id = observer.id.load(ordering: .relaxed)
                            // Its `on` as the closure, made here (specialized; the observer itself is its context):
                            // through the inner's generic `subscribe`, a conformance's `on` ran unspecialized, a
                            // generic metadata lookup per event (B5b push).
                            inners.subscribed(id, inner.subscribe(AnyObserver(eventHandler: observer.on)))
                        case let .error(error):
                            sink.on(.error(error))
                        case .completed:
                            outer.dispose()
                            if inners.outerCompleted() { sink.on(.completed) }
                        }
                    }))
            return Disposables.create(outer, inners)
        }
    }
}

/// The observer of one inner of a `flatMap` subscription: forwards its values and error to the result's sink,
/// and its completion to the subscription's ``MergeInners``.
///
/// One object, so its `on` as a closure needs no context of its own. Used again for a later inner once its own
/// has let go of it (``MergeInners/starting(sink:)``): the id is an atomic, so changing it needs no exclusivity
/// check (relaxed: nobody else holds the observer then, and the subscribe that hands it on orders the store
/// before any read).
@usableFromInline
final class MergeInnerObserver<Element> {
    @usableFromInline let sink: Sink<Element>
    @usableFromInline let inners: MergeInners<Element>
    @usableFromInline let id: Atomic<Int>

    @inlinable
    init(sink: Sink<Element>, inners: MergeInners<Element>, id: Int) {
        self.sink = sink
        self.inners = inners
        self.id = Atomic(id)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        guard case .completed = event else { return sink.on(event) }
        if inners.innerCompleted(id.load(ordering: .relaxed)) { sink.on(.completed) }
    }
}

/// What keeps a spare inner observer for the next inner (`flatMap`, `flatMapLatest`): the spare holds it (and
/// through it the result's sink, whose upstream holds it), a cycle that ``SpareRelease`` breaks.
@usableFromInline
protocol SpareHolder: AnyObject {
    /// Lets go of the spare inner observer.
    func releaseSpare()
}

/// What the outer observer of a `flatMap` or `flatMapLatest` subscription holds of the inners' ``SpareHolder``:
/// when the source lets go of that observer (after the source's terminal event, at disposal, or with a subject
/// released undisposed), the holder lets go of its spare inner observer. Without this, the cycle through the
/// spare would keep the subscription's objects alive (the result's sink among them) where nothing else does.
@usableFromInline
final class SpareRelease<Holder: SpareHolder> {
    @usableFromInline let holder: Holder

    @inlinable
    init(_ holder: Holder) {
        self.holder = holder
    }

    deinit { holder.releaseSpare() }
}
