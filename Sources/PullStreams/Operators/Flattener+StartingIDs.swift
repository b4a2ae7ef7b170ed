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
