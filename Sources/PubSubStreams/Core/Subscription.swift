/// The link between a publisher and one subscriber: ask for values or cancel.
///
/// Mirrors Combine's `Subscription`. Requests add up; cancelling is thread-safe and idempotent,
/// and after it no further values or completion arrive.
///
/// ```swift
/// final class One: Subscriber {
///     func receive(subscription: Subscription) { subscription.request(.max(1)) }
///     func receive(_ input: Int) -> Subscribers.Demand { print(input); return .none }
///     func receive(completion: Subscribers.Completion<Never>) {}
/// }
/// [7, 8].publisher.subscribe(One())
/// // Prints: 7
/// ```
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Tells the publisher it may send `demand` more values.
    func request(_ demand: Subscribers.Demand)
}

/// Ready-made subscriptions (Combine's `Subscriptions`).
public enum Subscriptions {
    /// A subscription that ignores requests and cancellation: for publishers that complete at once.
    ///
    /// As in Combine, one shared instance, described as `"Empty"`.
    public static var empty: Subscription { EmptySubscription.shared }
}

/// A subscription that does nothing; stateless, so one instance serves everyone.
private final class EmptySubscription: Subscription, CustomStringConvertible, Sendable {
    static let shared = EmptySubscription()
    var description: String { "Empty" }
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
