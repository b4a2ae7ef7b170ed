/// The two objects of one kind a `TestScheduler` gave out last (its handles, its `PreciseAction`s), kept
/// for reuse once no one else holds them: a caller that drops what `schedule` returned (almost every
/// caller) then costs no allocation (B4: a handle per action; B7: two `PreciseAction`s per query).
///
/// Two, not one: an operator that keeps its pending timer's disposable until it schedules the next one
/// (`debounce`'s `SerialDisposable`) holds the newest while asking again, and the one before is free by
/// then. Kept in the scheduler's `reading` lock, whose critical section relative scheduling enters anyway
/// to read its base date. Only a strong reference counts: see `ScheduledActionHandle`.
struct Spares<Object: AnyObject> {
    private var newest: Object?
    private var previous: Object?

    /// A spare no one else holds, or `nil` when both are held (or none exists yet): then the caller
    /// creates one and `keep`s it. The copy returned holds the spare, so no other claim can take it
    /// while the caller sets it up; one claimed and not used is simply a spare again.
    mutating func claim() -> Object? {
        if isKnownUniquelyReferenced(&newest) { return newest }
        guard isKnownUniquelyReferenced(&previous) else { return nil }
        swap(&newest, &previous)
        return newest
    }

    /// Makes `object` the newest spare; returns the one it displaces, for the caller to release outside the lock.
    mutating func keep(_ object: Object) -> Object? {
        defer {
            previous = newest
            newest = object
        }
        return previous
    }
}

/// A `TestScheduler`'s spares (see `Spares`).
struct SchedulerSpares {
    var handles = Spares<ScheduledActionHandle>()
    var actions = Spares<PreciseAction>()
}
