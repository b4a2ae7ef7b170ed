/// The ids of the inner producers inside their own `start` (or completed there): as many as starts
/// nested on the threads starting inners right now, so a handful. An array searched from the end costs
/// less than hashing every id into a `Set` (which was about a tenth of a `flatMap(.latest)` value).
@usableFromInline
struct StartingIDs {
    @usableFromInline var ids: [UInt64] = []

    @inlinable init() {}

    // Searched with an index loop rather than `last`/`lastIndex(of:)`: in a debug build those generic
    // collection algorithms run unspecialized, at thousands of instructions per call.

    /// The index of `id`, searching from the end.
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
    func contains(_ id: UInt64) -> Bool { index(of: id) != nil }

    @inlinable
    mutating func insert(_ id: UInt64) { ids.append(id) }

    /// Removes `id`; returns whether it was there.
    @inlinable @discardableResult
    mutating func remove(_ id: UInt64) -> Bool {
        guard let index = index(of: id) else { return false }
        if index == ids.count - 1 {
            ids.removeLast()
        } else {
            ids.remove(at: index)
        }
        return true
    }
}
