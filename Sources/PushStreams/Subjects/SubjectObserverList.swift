/// The observers of a subject under their subscription keys, in subscription order, with the immutable
/// snapshot a delivery walks (rebuilt lazily after a change). Shared by ``PublishSubject``,
/// ``BehaviorSubject`` and ``ReplaySubject``.
@usableFromInline
struct SubjectObserverList<Element> {
    @usableFromInline var keys: [Int] = []
    @usableFromInline var all: [AnyObserver<Element>] = []
    @usableFromInline var nextKey = 0
    @usableFromInline var snapshot: SubjectObserverNode<Element>?
    @usableFromInline var snapshotIsStale = false

    @inlinable init() {}

    @inlinable var isEmpty: Bool { all.isEmpty }

    /// The observers as a snapshot, rebuilt first if it is stale.
    @inlinable
    mutating func current() -> SubjectObserverNode<Element>? {
        if snapshotIsStale {
            snapshotIsStale = false
            snapshot = all.isEmpty ? nil : SubjectObserverNode(all)
        }
        return snapshot
    }

    /// Adds `observer`, returning its key.
    mutating func insert(_ observer: AnyObserver<Element>) -> Int {
        nextKey += 1
        keys.append(nextKey)
        all.append(observer)
        snapshotIsStale = true
        return nextKey
    }

    /// Removes the observer under `key`; returns what referenced it, for the caller to release after unlocking.
    mutating func remove(_ key: Int) -> (AnyObserver<Element>?, SubjectObserverNode<Element>?) {
        guard let index = keys.firstIndex(of: key) else { return (nil, nil) }
        keys.remove(at: index)
        snapshotIsStale = true
        let retiredSnapshot = snapshot
        snapshot = nil
        return (all.remove(at: index), retiredSnapshot)
    }

    /// Removes every observer, returning them as the snapshot a delivery walks (which keeps them referenced,
    /// so nothing is released under the lock).
    @inlinable
    mutating func removeAll() -> SubjectObserverNode<Element>? {
        let observers = current()
        keys.removeAll()
        all.removeAll()
        snapshot = nil
        return observers
    }
}

/// The observers of a subject at one moment, in subscription order: what a delivery sends to.
///
/// The one observer of a subject that has one is kept apart from the array: sending to it touches no array
/// (in a debug build, which specializes nothing, each array operation is a generic metadata lookup); with
/// several, a release build walks the array as tightly as before.
@usableFromInline
final class SubjectObserverNode<Element> {
    @usableFromInline let single: AnyObserver<Element>?
    @usableFromInline let all: [AnyObserver<Element>]

    @inlinable
    init(_ all: [AnyObserver<Element>]) {
        single = all.count == 1 ? all[0] : nil
        self.all = all
    }

    /// Sends `event` to every observer.
    @inlinable
    func send(_ event: Event<Element>) {
        // Optional chaining calls the stored observer in place; `if let` copied it (a retain and release per event, B6).
        if single != nil {
            single?.on(event)
            return
        }
        sendToAll(event)
    }

    @inlinable
    func sendToAll(_ event: Event<Element>) {
        for observer in all { observer.on(event) }
    }
}

/// What a subject sent while it was already delivering: `items[head...]` are still to go (an index instead of
/// `removeFirst`, which shifts the whole array). A slot is emptied as its item is taken, so the queue never
/// holds an item's last reference (released under the lock, its deinit could call out).
@usableFromInline
struct SubjectQueue<Item> {
    @usableFromInline var items: [Item?] = []
    @usableFromInline var head = 0

    @inlinable init() {}

    @inlinable var isEmpty: Bool { items.isEmpty }

    @inlinable
    mutating func append(_ item: Item) { items.append(item) }

    /// The next item, or `nil` when none is left.
    @inlinable
    mutating func take() -> Item? {
        guard head < items.count, let item = items[head] else { return nil }
        items[head] = nil
        head += 1
        return item
    }

    /// Empties the queue, keeping its storage.
    @inlinable
    mutating func reset() {
        if !items.isEmpty { items.removeAll(keepingCapacity: true) }
        head = 0
    }
}
