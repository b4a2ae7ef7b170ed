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
    @usableFromInline let box: AnySubscriberBox<Input, Failure>

    /// Wraps `subscriber`.
    @inlinable
    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        if let erased = subscriber as? AnySubscriber<Input, Failure> {
            self = erased
            return
        }
        combineIdentifier = subscriber.combineIdentifier
        // Closures made here, where `S` is concrete in a specialized caller: each event runs the
        // wrapped subscriber's specialized code (a virtual call into a generic box would not).
        box = AnySubscriberBox(
            receiveSubscription: { subscriber.receive(subscription: $0) },
            receiveValue: { subscriber.receive($0) },
            receiveCompletion: { subscriber.receive(completion: $0) },
            describe: { String(describing: subscriber) }
        )
    }

    /// Wraps a subject: the values and completion received are sent into it, and it gets the upstream subscription.
    ///
    /// Mirrors Combine's `AnySubscriber.init(_:)` for a `Subject`.
    public init<S: Subject>(_ subject: S) where Input == S.Output, Failure == S.Failure {
        self.init(SubjectSubscriber(subject))
    }

    /// Builds a subscriber from closures; a missing closure ignores that event.
    @inlinable
    public init(
        receiveSubscription: ((Subscription) -> Void)? = nil,
        receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        combineIdentifier = CombineIdentifier()
        box = AnySubscriberBox(
            receiveSubscription: receiveSubscription ?? { _ in },
            receiveValue: receiveValue ?? { _ in .none },
            receiveCompletion: receiveCompletion ?? { _ in },
            describe: { "Anonymous AnySubscriber" }
        )
    }

    /// The wrapped subscriber's description.
    public var description: String { box.describe() }

    /// Forwards the subscription.
    @inlinable
    public func receive(subscription: Subscription) { box.receiveSubscription(subscription) }

    /// Forwards the value and returns the wrapped subscriber's extra demand.
    @inlinable
    public func receive(_ input: Input) -> Subscribers.Demand { box.receiveValue(input) }

    /// Forwards the completion.
    @inlinable
    public func receive(completion: Subscribers.Completion<Failure>) { box.receiveCompletion(completion) }
}

/// The storage of an `AnySubscriber`: one closure per event, made where the wrapped type was concrete.
@usableFromInline
final class AnySubscriberBox<Input, Failure: Error> {
    @usableFromInline let receiveSubscription: (Subscription) -> Void
    @usableFromInline let receiveValue: (Input) -> Subscribers.Demand
    @usableFromInline let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    @usableFromInline let describe: () -> String

    @inlinable
    init(
        receiveSubscription: @escaping (Subscription) -> Void,
        receiveValue: @escaping (Input) -> Subscribers.Demand,
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        describe: @escaping () -> String
    ) {
        self.receiveSubscription = receiveSubscription
        self.receiveValue = receiveValue
        self.receiveCompletion = receiveCompletion
        self.describe = describe
    }
}
