import PushStreams
import Scheduling

/// An observable that plays recorded events on a ``TestScheduler`` and logs its subscriptions.
///
/// Same as RxTest's `TestableObservable` (hot and cold in one class here):
/// - hot: events at absolute ticks, scheduled when it is created, sent to whoever is subscribed then;
/// - cold: events at ticks relative to each subscription.
/// `subscriptions` records `Subscription(subscribe, unsubscribe)` per subscription; a subscription
/// ends only when disposed (a terminal event alone does not end it), `Int.max` while open.
// @unchecked: observers and subscription logs live in `state`; the rest is immutable.
public final class TestableObservable<Element>: ObservableType, @unchecked Sendable {
    enum Kind { case hot, cold }

    private struct State {
        var observers: [(key: Int, observer: AnyObserver<Element>)] = []
        var nextKey = 0
        var subscriptions: [Subscription] = []
    }

    let kind: Kind
    private let state = Locked(State())

    /// The events this observable plays.
    public let recordedEvents: [Recorded<Event<Element>>]

    /// The scheduler it plays on.
    public let testScheduler: TestScheduler

    init(kind: Kind, events: [Recorded<Event<Element>>], scheduler: TestScheduler) {
        self.kind = kind
        recordedEvents = events
        testScheduler = scheduler
        guard kind == .hot else { return }
        for recorded in events {
            // Weak: a pending event must not keep the observable (and through it the scheduler) alive.
            scheduler.scheduleAt(recorded.time) { [weak self] in
                guard let self else { return }
                let observers = state.withLock { $0.observers.map(\.observer) }
                for observer in observers { observer.on(recorded.value) }
            }
        }
    }

    /// The subscriptions so far, in order.
    public var subscriptions: [Subscription] { state.withLock { $0.subscriptions } }

    /// Subscribes `observer` and logs the subscription at the current tick.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let observer = AnyObserver(observer)
        let now = testScheduler.clock
        let (key, index) = state.withLock { state -> (Int, Int) in
            state.nextKey += 1
            if kind == .hot { state.observers.append((state.nextKey, observer)) }
            state.subscriptions.append(Subscription(now))
            return (state.nextKey, state.subscriptions.count - 1)
        }
        let delivery = Locked<AnyObserver<Element>?>(observer)
        if kind == .cold {
            for recorded in recordedEvents {
                _ = testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                    delivery.withLock { $0 }?.on(recorded.value)
                    return Disposables.create()
                }
            }
        }
        // `delivery` weakly: the subscriber holds this disposable (its upstream) and `delivery` holds the subscriber,
        // so a strong reference would keep a cold subscription never disposed alive after its events have played.
        // The observable itself strongly, as RxTest's: a subscription keeps its observable (a hot one, too, keeps
        // the subscriber in its observer list until disposed, as RxTest's).
        return Disposables.create { [self, weak delivery] in
            let released = delivery?.withLock { current -> AnyObserver<Element>? in
                defer { current = nil }
                return current
            }
            let end = testScheduler.clock
            let removed = state.withLock { state -> AnyObserver<Element>? in
                let existing = state.subscriptions[index]
                state.subscriptions[index] = Subscription(existing.subscribe, end)
                guard let position = state.observers.firstIndex(where: { $0.key == key }) else { return nil }
                return state.observers.remove(at: position).observer
            }
            _ = (removed, released)
        }
    }
}
