import Synchronization

/// A flattener, as the flatten operators and the inner producers' observers see it: `LatestFlattener`
/// (`.latest`) and `Flattener` (the other strategies) share the outer side in `Signal.forwarding(to:…)` and
/// the inner observers below.
@usableFromInline
protocol InnerFlattener<InnerValue, InnerError>: AnyObject {
    associatedtype InnerValue
    associatedtype InnerError: Swift.Error
    /// An inner producer from the outer stream, to start (or queue, or drop) by the strategy.
    func receive(_ inner: consuming SignalProducer<InnerValue, InnerError>)
    /// An event of the inner producer `id`.
    func innerEvent(_ id: UInt64, _ event: Signal<InnerValue, InnerError>.Event)
    /// The outer stream completed.
    func outerDidComplete()
    /// The flattened stream's lifetime ended: disposes every inner producer.
    func dispose()
}

/// What an inner producer's observer knows: which inner it serves now, and its flattener.
///
/// The observer's closure captures only this object (so it needs no closure context of its own), and
/// the id can change: once an inner has ended inside its own `start` and nothing else holds its
/// observer, the flattener keeps the observer as its spare and hands it, retagged, to the next inner.
/// So a flatten of inner producers that end synchronously (benchmarks B5a, B5b, B5c and B7) makes no
/// observer per value; the events the observer carries are the same. The flattener is held strongly
/// (a weak reference cost two weak loads per inner in B5a, B5b, B5c and B7): the cycle through its
/// spare ends when the flattened stream's lifetime does, as `dispose()` drops the spare and no spare is
/// kept after it, and one through a running inner ends with that inner or with `dispose()`. Events
/// after `dispose()` are dropped as before (no inner runs any more).
@usableFromInline
final class InnerTag<Owner: InnerFlattener> {
    @usableFromInline let flattener: Owner
    /// The id of the inner producer the observer serves; changed only while nothing else holds it.
    @usableFromInline let id: Atomic<UInt64>

    @inlinable
    init(_ id: UInt64, of flattener: Owner) {
        self.flattener = flattener
        self.id = Atomic(id)
    }
}

/// An inner producer's observer and its tag.
@usableFromInline
struct InnerObserver<Owner: InnerFlattener> {
    @usableFromInline var observer: Signal<Owner.InnerValue, Owner.InnerError>.Observer
    @usableFromInline let tag: InnerTag<Owner>

    /// A new observer for inner `id` of `flattener`.
    @inlinable
    init(for id: UInt64, of flattener: Owner) {
        let tag = InnerTag(id, of: flattener)
        self.tag = tag
        observer = Signal<Owner.InnerValue, Owner.InnerError>.Observer(
            { [tag] event in tag.flattener.innerEvent(tag.id.load(ordering: .relaxed), event) }, interruptsOnDeinit: false)
    }

    /// Makes the observer serve inner `id` (only while nothing else holds it).
    @inlinable
    func retag(_ id: UInt64) {
        tag.id.store(id, ordering: .relaxed)
    }
}

extension Optional {
    /// The spare observer, taken and retagged for inner `id`, if there is one (under the owner's lock).
    @inlinable
    mutating func takeSpare<Owner>(for id: UInt64) -> Wrapped? where Wrapped == InnerObserver<Owner> {
        guard let spare = take() else { return nil }
        spare.retag(id)
        return spare
    }
}
