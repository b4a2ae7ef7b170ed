/// The running inner producers of a `Flattener`, by id, each with its interrupt handle once its `start`
/// returned it: the first in a slot of its own, the others (only a `.merge`, `.concurrent` or `.race` of
/// producers that stay running) in a dictionary. So the usual flatten, one inner producer at a time,
/// never hashes an id (hashing into a dictionary was about 270 instructions a value, measured on `flatMap(.latest)` when it
/// still ran here).
@usableFromInline
struct RunningInners {
    @usableFromInline var firstID: UInt64?
    @usableFromInline var firstHandle: Disposable?
    @usableFromInline var others: [UInt64: Disposable?] = [:]

    @inlinable init() {}

    @inlinable var count: Int { (firstID == nil ? 0 : 1) + others.count }

    @inlinable var isEmpty: Bool { firstID == nil && others.isEmpty }

    @inlinable
    func contains(_ id: UInt64) -> Bool {
        firstID == id || (!others.isEmpty && others[id] != nil)
    }

    /// Adds `id`, without a handle yet.
    @inlinable
    mutating func insert(_ id: UInt64) {
        if firstID == nil {
            firstID = id
            firstHandle = nil
        } else {
            others[id] = .some(nil)
        }
    }

    /// Records `handle` for `id`; `false` when `id` no longer runs.
    @inlinable
    mutating func setHandle(_ handle: Disposable, for id: UInt64) -> Bool {
        if firstID == id {
            firstHandle = handle
            return true
        }
        guard !others.isEmpty, others[id] != nil else { return false }
        others[id] = .some(handle)
        return true
    }

    /// Removes `id`; returns whether it was running.
    @inlinable @discardableResult
    mutating func remove(_ id: UInt64) -> Bool {
        if firstID == id {
            firstID = nil
            firstHandle = nil
            return true
        }
        guard !others.isEmpty else { return false }
        return others.removeValue(forKey: id) != nil
    }

    /// Removes every running producer but `kept`; returns the handles of those removed.
    @inlinable
    mutating func removeAll(except kept: UInt64?) -> [Disposable] {
        var handles: [Disposable] = []
        if let id = firstID, id != kept {
            if let firstHandle { handles.append(firstHandle) }
            firstID = nil
            firstHandle = nil
        }
        guard !others.isEmpty else { return handles }
        for (id, handle) in others where id != kept {
            if let handle { handles.append(handle) }
        }
        if let kept, let handle = others[kept] {
            others = [kept: handle]
        } else {
            others = [:]
        }
        return handles
    }
}
