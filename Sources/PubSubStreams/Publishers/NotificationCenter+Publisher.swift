import Foundation
import Scheduling

extension NotificationCenter {
    /// A publisher of the notifications named `name` (from `object` only, if given) that this center posts.
    ///
    /// Mirrors Combine's `NotificationCenter.publisher(for:object:)` (as OpenCombine implements it): the
    /// observer is added when a subscriber subscribes and removed at cancel; a notification posted while the
    /// subscriber has no demand is dropped; it never completes.
    ///
    /// ```swift
    /// let name = Notification.Name("refresh")
    /// let c = NotificationCenter.default.publisher(for: name).sink { print($0.name.rawValue) }
    /// NotificationCenter.default.post(name: name, object: nil)
    /// // Prints: refresh
    /// ```
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// Combine's name for the notification publisher: ``NotificationCenterPublisher``.
    public typealias Publisher = NotificationCenterPublisher
}

/// The publisher `NotificationCenter.publisher(for:object:)` returns: `NotificationCenter.Publisher` in Combine's
/// spelling. Two are equal when they observe the same center, name and object.
public struct NotificationCenterPublisher: Publisher, Equatable {
    /// The notifications themselves.
    public typealias Output = Notification
    /// It never fails.
    public typealias Failure = Never

    /// The center observed.
    public let center: NotificationCenter
    /// The notification name observed.
    public let name: Notification.Name
    /// The object whose notifications only are published, if any.
    public let object: AnyObject?

    /// Creates the publisher.
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
        self.center = center
        self.name = name
        self.object = object
    }

    /// Same center and name, and the very same object (or both none).
    public static func == (lhs: NotificationCenterPublisher, rhs: NotificationCenterPublisher) -> Bool {
        lhs.center == rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
    }

    /// Adds an observer for the subscriber and hands it its subscription.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
        let subscription = NotificationSubscription(downstream: AnySubscriber(subscriber))
        subscription.observe(center, name: name, object: object)
        subscriber.receive(subscription: subscription)
    }
}

/// One subscriber's observation of a notification center (described as `"NotificationCenter Observer"`, as
/// Combine's): notifications go down while there is demand; deliveries to the subscriber are serial.
final class NotificationSubscription: Subscription, CustomStringConvertible, @unchecked Sendable {
    // @unchecked: every mutable field is in `state`, behind its lock; `downstream` is called with no lock held.
    private struct State {
        var demand = Subscribers.Demand.none
        var center: NotificationCenter?
        var observation: NSObjectProtocol?
        /// Notifications posted while another thread delivers, for that thread to deliver next.
        var queue = DeliveryQueue<Notification>()
    }

    private let state = Locked(State())
    private let downstream: AnySubscriber<Notification, Never>

    init(downstream: AnySubscriber<Notification, Never>) {
        self.downstream = downstream
        Resources.increment()
    }

    deinit { Resources.decrement() }

    var description: String { "NotificationCenter Observer" }

    /// Starts observing (before the subscriber has its subscription, as Combine's).
    func observe(_ center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
        let observation = center.addObserver(forName: name, object: object, queue: nil) { [weak self] notification in
            self?.received(notification)
        }
        state.withLock { state in
            state.center = center
            state.observation = observation
        }
    }

    /// A posted notification: delivered if there is demand (one thread at a time), else dropped.
    private func received(_ notification: Notification) {
        let deliverNow = state.withLock { state -> Bool in
            guard state.demand > 0, state.center != nil else { return false }
            state.demand -= 1
            guard state.queue.deliversNow(notification) else { return false }
            return true
        }
        guard deliverNow, deliver(notification) else { return }
        while let batch = state.withLock({ $0.queue.next() }) {
            for queued in batch {
                guard deliver(queued) else { return }
            }
        }
    }

    /// Delivers `notification` (as the delivering thread); whether the subscription is still live: a cancel
    /// empties the queue, and drops too what this thread already took out of it.
    private func deliver(_ notification: Notification) -> Bool {
        let more = downstream.receive(notification)
        return state.withLock { state in
            state.demand += more
            return state.center != nil
        }
    }

    func request(_ demand: Subscribers.Demand) {
        state.withLock { state in
            if state.center != nil { state.demand += demand }
        }
    }

    func cancel() {
        let (center, observation) = state.withLock { state -> (NotificationCenter?, NSObjectProtocol?) in
            defer {
                state.center = nil
                state.observation = nil
                state.queue.removeAll()
            }
            return (state.center, state.observation)
        }
        if let center, let observation { center.removeObserver(observation) }
    }
}
