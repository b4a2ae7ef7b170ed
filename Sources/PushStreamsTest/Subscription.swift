/// When a test observable was subscribed and unsubscribed, in ticks.
///
/// Same as RxTest's `Subscription`: `unsubscribe == Int.max` means never unsubscribed.
///
/// ```swift
/// print(Subscription(200, 1000), Subscription(200))
/// // Prints: (200, 1000) (200, Infinity)
/// ```
public struct Subscription: Hashable, Sendable, CustomDebugStringConvertible {
    /// The tick of subscription.
    public let subscribe: TestTime
    /// The tick of disposal, or `Int.max` while subscribed.
    public let unsubscribe: TestTime

    /// A subscription at `subscribe` that was never disposed.
    public init(_ subscribe: TestTime) {
        self.init(subscribe, Int.max)
    }

    /// A subscription from `subscribe` to `unsubscribe`.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// `(subscribe, unsubscribe)`, with `Infinity` for never.
    public var debugDescription: String {
        "(\(subscribe), \(unsubscribe == Int.max ? "Infinity" : String(unsubscribe)))"
    }
}
