/// A publisher that does not subscribe upstream until `connect()` is called.
///
/// Mirrors Combine's `ConnectablePublisher`: subscribers may attach first and all see the values
/// from the moment of connection; cancelling the returned `Cancellable` disconnects.
///
/// ```swift
/// let connectable = [1, 2].publisher.makeConnectable()
/// let c = connectable.sink { print($0) }
/// let connection = connectable.connect()
/// // Prints: 1
/// //         2
/// ```
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Subscribes upstream; cancel the result to disconnect.
    func connect() -> Cancellable
}
