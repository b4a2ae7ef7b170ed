import Scheduling

/// A type-erased cancellable that cancels when it is deinitialized.
///
/// Mirrors Combine's `AnyCancellable`: the cancel closure runs at most once, either on `cancel()`
/// or when the last reference goes away. Hashable by identity, so it fits in a `Set`.
///
/// ```swift
/// var bag = Set<AnyCancellable>()
/// AnyCancellable { print("cancelled") }.store(in: &bag)
/// bag.removeAll()
/// // Prints: cancelled
/// ```
public final class AnyCancellable: Cancellable, Hashable {
    private let cancelAction: Locked<(() -> Void)?>

    /// Creates a cancellable that runs `cancel` once, on `cancel()` or on deinit.
    public init(_ cancel: @escaping () -> Void) {
        cancelAction = Locked(cancel)
    }

    /// Creates a cancellable that forwards to `canceller`, once.
    public init<C: Cancellable>(_ canceller: C) {
        cancelAction = Locked(canceller.cancel)
    }

    deinit { cancel() }

    /// Runs the cancel action if it has not run yet.
    public func cancel() {
        let action = cancelAction.withLock { action -> (() -> Void)? in
            defer { action = nil }
            return action
        }
        action?()
    }

    /// Appends this cancellable to `collection`, keeping it alive as long as the collection.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Inserts this cancellable into `set`, keeping it alive as long as the set.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Identity equality.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
