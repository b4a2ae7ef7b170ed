import PubSubStreams
import PubSubStreamsTest
import Scheduling

/// A subscription that records what it is asked (`request(.max(2))`, `cancel`) and does nothing else.
final class RecordingSubscription: Subscription, CustomStringConvertible {
    private let events = Locked<[String]>([])
    var history: [String] { events.withLock { $0 } }
    var description: String { "RecordingSubscription" }
    func request(_ demand: Subscribers.Demand) { events.withLock { $0.append("request(\(fmt(demand)))") } }
    /// Called after a cancel is recorded (to see what else had happened by then).
    var onCancel: (() -> Void)?
    func cancel() {
        events.withLock { $0.append("cancel") }
        onCancel?()
    }
}

/// A publisher the test drives by hand: it keeps its subscriber, and the test decides when the
/// subscription, each value and each completion arrive (also out of order, to see what an operator
/// does with a misbehaving upstream).
final class ManualUpstream<Output, Failure: Error>: Publisher {
    private(set) var subscriber: AnySubscriber<Output, Failure>?
    let subscription = RecordingSubscription()

    /// The subscriber as given (not erased), e.g. to use it as the operator's `Subscription`.
    private(set) var givenSubscriber: Any?

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        self.subscriber = AnySubscriber(subscriber)
        givenSubscriber = subscriber
    }

    func sendSubscription() { subscriber?.receive(subscription: subscription) }
    func send(_ value: Output) -> Subscribers.Demand { subscriber?.receive(value) ?? .none }
    func send(completion: Subscribers.Completion<Failure>) { subscriber?.receive(completion: completion) }
    /// Lets go of the subscriber (the leak check wants every subscriber gone by the end of a test).
    func release() {
        subscriber = nil
        givenSubscriber = nil
    }
}

/// A subscriber that records every event as text, returns `demand` for each value and asks for
/// `initial` when subscribed (nothing for `.none`).
final class EventRecorder<Input, Failure: Error>: Subscriber {
    private(set) var events: [String] = []
    private(set) var subscription: Subscription?
    let initial: Subscribers.Demand
    let demand: Subscribers.Demand

    init(initial: Subscribers.Demand = .unlimited, demand: Subscribers.Demand = .none) {
        self.initial = initial
        self.demand = demand
    }

    func receive(subscription: Subscription) {
        events.append("subscription(\(subscription))")
        self.subscription = subscription
        if initial > 0 { subscription.request(initial) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        events.append("value(\(input))")
        return demand
    }

    func receive(completion: Subscribers.Completion<Failure>) { events.append(fmt(completion)) }

    /// Lets go of the subscription.
    func release() { subscription = nil }
}

/// What a test lets go of at its end, so that the leak check finds every subscriber and subscription gone.
protocol Releasable {
    func release()
}

extension ManualUpstream: Releasable {}
extension EventRecorder: Releasable {}

/// Ends a test: lets go of each of `items` (upstreams, recorders), in order.
func release(_ items: any Releasable...) {
    for item in items { item.release() }
}

/// Ends a test: cancels `recorder`'s subscription, then lets go of each of `upstreams` and of the recorder.
func finish<Input, Failure: Error>(_ recorder: EventRecorder<Input, Failure>, releasing upstreams: any Releasable...) {
    recorder.subscription?.cancel()
    for upstream in upstreams { upstream.release() }
    recorder.release()
}
