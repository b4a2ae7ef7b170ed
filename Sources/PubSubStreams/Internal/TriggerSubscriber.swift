/// An operator that a second publisher, its trigger, controls (`prefix(untilOutputFrom:)`,
/// `drop(untilOutputFrom:)`); it hears from the trigger through a ``TriggerSubscriber``.
protocol TriggerParent: AnyObject {
    /// The trigger's failure.
    associatedtype TriggerFailure: Error

    /// Combine's identifier of the operator's subscription, which the trigger's subscriber shares.
    var combineIdentifier: CombineIdentifier { get }
    /// The trigger sent its subscription.
    func triggerSubscribed(_ subscription: Subscription)
    /// The trigger sent a value (its first fires the operator).
    func triggered()
    /// The trigger completed.
    func triggerCompleted(_ completion: Subscribers.Completion<TriggerFailure>)
}

/// The trigger's subscriber, shared by `prefix(untilOutputFrom:)` and `drop(untilOutputFrom:)`: it passes
/// each of the trigger's events on to the operator (which it keeps alive while the trigger holds it), and
/// asks the trigger for nothing more after a value.
struct TriggerSubscriber<Input, Parent: TriggerParent>: Subscriber, CustomStringConvertible {
    typealias Failure = Parent.TriggerFailure

    let parent: Parent

    init(_ parent: Parent) { self.parent = parent }

    var combineIdentifier: CombineIdentifier { parent.combineIdentifier }
    var description: String { "Trigger" }

    func receive(subscription: Subscription) { parent.triggerSubscribed(subscription) }

    func receive(_ input: Input) -> Subscribers.Demand {
        parent.triggered()
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) { parent.triggerCompleted(completion) }
}
