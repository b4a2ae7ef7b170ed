/// The ids of the inner producers inside their own `start` (or completed there): as many as starts
/// nested on the threads starting inners right now, so a handful. An array searched from the end costs
/// less than hashing every id into a `Set` (which was about a tenth of a `flatMap(.latest)` value).
///
/// The usual case, one inner starting at a time, keeps its id in a slot of its own (`only`) and leaves
/// the array alone: no append, no removal and no uniqueness check of the array's buffer per inner
/// (B5a, B5b, B5c and B7 start one inner per value).
@usableFromInline
struct StartingIDs {
    /// The id when it is the only one (the array is then empty).
    @usableFromInline var only: UInt64?
    /// The ids when there are several, oldest first.
    @usableFromInline var ids: [UInt64] = []

    @inlinable init() {}

    // Searched with an index loop rather than `last`/`lastIndex(of:)`: in a debug build those generic
    // collection algorithms run unspecialized, at thousands of instructions per call.

    /// The index of `id` in `ids`, searching from the end.
    @inlinable
    func index(of id: UInt64) -> Int? {
        var index = ids.count - 1
        while index >= 0 {
            if ids[index] == id { return index }
            index -= 1
        }
        return nil
    }

    @inlinable
    func contains(_ id: UInt64) -> Bool {
        only == id || (!ids.isEmpty && index(of: id) != nil)
    }

    @inlinable
    mutating func insert(_ id: UInt64) {
        if ids.isEmpty {
            guard let first = only else {
                only = id
                return
            }
            only = nil
            ids.append(first)
        }
        ids.append(id)
    }

    /// Removes `id`; returns whether it was there.
    @inlinable @discardableResult
    mutating func remove(_ id: UInt64) -> Bool {
        if only == id {
            only = nil
            return true
        }
        guard !ids.isEmpty, let index = index(of: id) else { return false }
        if index == ids.count - 1 {
            ids.removeLast()
        } else {
            ids.remove(at: index)
        }
        return true
    }
}

/// What both flatteners keep about their inners' starts (under their lock): the ids handed out, the inners
/// inside their own `start` and those of them that ended there, and the observer such an inner left free
/// for the next one (see `InnerTag`). An inner that ends inside its `start` leaves what follows to the
/// code that started it, once `start` returns: so synchronous inners run one after the other at a
/// constant stack depth, each reusing the observer of the one before.
@usableFromInline
struct InnerStarts<Owner: InnerFlattener> {
    @usableFromInline var nextID: UInt64 = 0
    @usableFromInline var starting = StartingIDs()
    @usableFromInline var ended = StartingIDs()
    @usableFromInline var spare: InnerObserver<Owner>?

    @inlinable init() {}

    /// The id of the inner begun last.
    @inlinable var lastID: UInt64 { nextID - 1 }

    /// A new inner's id; the inner is starting.
    @inlinable
    mutating func begin() -> UInt64 {
        let id = nextID
        nextID += 1
        starting.insert(id)
        return id
    }

    /// Inner `id` ended: `true` (noted) when inside its own `start`, whose caller then takes over.
    @inlinable @discardableResult
    mutating func endedWhileStarting(_ id: UInt64) -> Bool {
        guard starting.contains(id) else { return false }
        ended.insert(id)
        return true
    }

    /// Inner `id`'s `start` returned: whether it ended meanwhile.
    @inlinable
    mutating func finish(_ id: UInt64) -> Bool {
        starting.remove(id)
        return ended.remove(id)
    }

    /// Keeps `observer`, free since its inner ended, for the next inner (unless one is kept already).
    @inlinable
    mutating func keepSpare(_ observer: InnerObserver<Owner>) {
        if spare == nil { spare = observer }
    }

    /// The spare observer, retagged for inner `id`, if there is one.
    @inlinable
    mutating func takeSpare(for id: UInt64) -> InnerObserver<Owner>? {
        spare.takeSpare(for: id)
    }
}
