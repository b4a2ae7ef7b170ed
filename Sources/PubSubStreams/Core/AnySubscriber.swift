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
    private let box: AnySubscriberBox<Input, Failure>

    /// Wraps `subscriber`.
    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        if let erased = subscriber as? AnySubscriber<Input, Failure> {
            self = erased
            return
        }
        combineIdentifier = subscriber.combineIdentifier
        box = WrappedSubscriberBox(subscriber)
    }

    /// Builds a subscriber from closures; a missing closure ignores that event.
    public init(
        receiveSubscription: ((Subscription) -> Void)? = nil,
        receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        combineIdentifier = CombineIdentifier()
        box = ClosureSubscriberBox(
            receiveSubscription: receiveSubscription, receiveValue: receiveValue, receiveCompletion: receiveCompletion
        )
    }

    /// The wrapped subscriber's description.
    public var description: String { box.description }

    /// Forwards the subscription.
    public func receive(subscription: Subscription) { box.receive(subscription: subscription) }

    /// Forwards the value and returns the wrapped subscriber's extra demand.
    public func receive(_ input: Input) -> Subscribers.Demand { box.receive(input) }

    /// Forwards the completion.
    public func receive(completion: Subscribers.Completion<Failure>) { box.receive(completion: completion) }
}

/// The storage of an `AnySubscriber`: one virtual call per event (no closure thunks). This base
/// ignores every event; its subclasses forward them.
private class AnySubscriberBox<Input, Failure: Error>: CustomStringConvertible {
    var description: String { "Anonymous AnySubscriber" }
    func receive(subscription: Subscription) {}
    func receive(_ input: Input) -> Subscribers.Demand { .none }
    func receive(completion: Subscribers.Completion<Failure>) {}
}

/// `AnySubscriber` storage forwarding to a wrapped subscriber.
private final class WrappedSubscriberBox<Wrapped: Subscriber>: AnySubscriberBox<Wrapped.Input, Wrapped.Failure> {
    private let wrapped: Wrapped

    init(_ wrapped: Wrapped) {
        self.wrapped = wrapped
    }

    override var description: String { String(describing: wrapped) }
    override func receive(subscription: Subscription) { wrapped.receive(subscription: subscription) }
    override func receive(_ input: Wrapped.Input) -> Subscribers.Demand { wrapped.receive(input) }
    override func receive(completion: Subscribers.Completion<Wrapped.Failure>) { wrapped.receive(completion: completion) }
}

/// `AnySubscriber` storage calling the closures given to `init(receiveSubscription:receiveValue:receiveCompletion:)`.
private final class ClosureSubscriberBox<Input, Failure: Error>: AnySubscriberBox<Input, Failure> {
    private let receiveSubscriptionBody: ((Subscription) -> Void)?
    private let receiveValueBody: ((Input) -> Subscribers.Demand)?
    private let receiveCompletionBody: ((Subscribers.Completion<Failure>) -> Void)?

    init(
        receiveSubscription: ((Subscription) -> Void)?,
        receiveValue: ((Input) -> Subscribers.Demand)?,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    ) {
        receiveSubscriptionBody = receiveSubscription
        receiveValueBody = receiveValue
        receiveCompletionBody = receiveCompletion
    }

    override func receive(subscription: Subscription) { receiveSubscriptionBody?(subscription) }
    override func receive(_ input: Input) -> Subscribers.Demand { receiveValueBody?(input) ?? .none }
    override func receive(completion: Subscribers.Completion<Failure>) { receiveCompletionBody?(completion) }
}
