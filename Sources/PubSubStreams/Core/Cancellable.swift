/// Something that can stop an activity and release its resources.
///
/// Mirrors Combine's `Cancellable`. Our cancels are idempotent and thread-safe.
///
/// ```swift
/// let c: Cancellable = AnyCancellable { print("stopped") }
/// c.cancel()
/// // Prints: stopped
/// ```
public protocol Cancellable {
    /// Stops the activity; calling it again does nothing.
    func cancel()
}

extension Cancellable {
    /// Wraps this cancellable in an `AnyCancellable` and appends it to `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }

    /// Wraps this cancellable in an `AnyCancellable` and inserts it into `set`.
    public func store(in set: inout Set<AnyCancellable>) {
        AnyCancellable(self).store(in: &set)
    }
}
