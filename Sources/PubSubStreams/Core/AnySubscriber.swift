/// A type-erased subscriber.
///
/// Mirrors Combine's `AnySubscriber`: wraps a subscriber (keeping its `combineIdentifier`) or three
/// closures. A closure-made subscriber asks for nothing unless its closures do.
///
/// ```swift
/// let s = AnySubscriber<Int, Never>(receiveSubscription: { $0.request(.unlimited) },
///                                   receiveValue: { print($0); return .none }, receiveCompletion: nil)
/// Just(3).subscribe(s)
/// // Prints: 3
/// ```
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    /// The identity of the wrapped subscriber (or a fresh one for closures).
    public let combineIdentifier: CombineIdentifier
    private let receiveSubscriptionBody: ((Subscription) -> Void)?
    private let receiveValueBody: ((Input) -> Subscribers.Demand)?
    private let receiveCompletionBody: ((Subscribers.Completion<Failure>) -> Void)?
    private let name: String

    /// Wraps `subscriber`.
    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        if let erased = subscriber as? AnySubscriber<Input, Failure> {
            self = erased
            return
        }
        combineIdentifier = subscriber.combineIdentifier
        receiveSubscriptionBody = subscriber.receive(subscription:)
        receiveValueBody = subscriber.receive(_:)
        receiveCompletionBody = subscriber.receive(completion:)
        name = String(describing: subscriber)
    }

    /// Builds a subscriber from closures; a missing closure ignores that event.
    public init(
        receiveSubscription: ((Subscription) -> Void)? = nil,
        receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        combineIdentifier = CombineIdentifier()
        receiveSubscriptionBody = receiveSubscription
        receiveValueBody = receiveValue
        receiveCompletionBody = receiveCompletion
        name = "Anonymous AnySubscriber"
    }

    /// The wrapped subscriber's description.
    public var description: String { name }

    /// Forwards the subscription.
    public func receive(subscription: Subscription) { receiveSubscriptionBody?(subscription) }

    /// Forwards the value and returns the wrapped subscriber's extra demand.
    public func receive(_ input: Input) -> Subscribers.Demand { receiveValueBody?(input) ?? .none }

    /// Forwards the completion.
    public func receive(completion: Subscribers.Completion<Failure>) { receiveCompletionBody?(completion) }
}
