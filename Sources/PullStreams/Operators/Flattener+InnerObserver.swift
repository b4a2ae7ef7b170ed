import Synchronization

/// What an inner producer's observer knows: which inner it serves now, and the flattener, weakly.
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
final class InnerTag<U, E: Swift.Error> {
    @usableFromInline let flattener: Flattener<U, E>
    /// The id of the inner producer the observer serves; changed only while nothing else holds it.
    @usableFromInline let id: Atomic<UInt64>

    @inlinable
    init(_ id: UInt64, of flattener: Flattener<U, E>) {
        self.flattener = flattener
        self.id = Atomic(id)
    }
}

/// An inner producer's observer and its tag.
@usableFromInline
struct InnerObserver<U, E: Swift.Error> {
    @usableFromInline var observer: Signal<U, E>.Observer
    @usableFromInline let tag: InnerTag<U, E>

    /// A new observer for inner `id` of `flattener`.
    @inlinable
    init(for id: UInt64, of flattener: Flattener<U, E>) {
        let tag = InnerTag(id, of: flattener)
        self.tag = tag
        observer = Signal<U, E>.Observer(
            { [tag] event in tag.flattener.innerEvent(tag.id.load(ordering: .relaxed), event) }, interruptsOnDeinit: false)
    }

    /// Makes the observer serve inner `id` (only while nothing else holds it).
    @inlinable
    func retag(_ id: UInt64) {
        tag.id.store(id, ordering: .relaxed)
    }
}

extension Flattener {
    /// The spare observer, retagged for inner `id`, if there is one (under the lock).
    @inlinable
    func takeSpare(for id: UInt64) -> InnerObserver<U, E>? {
        guard let spare = state.spare.take() else { return nil }
        spare.retag(id)
        return spare
    }
}
