import Marbles
import Scheduling

/// A publisher that plays a marble diagram on a test scheduler and logs every subscription with its demand.
///
/// Not in Combine or combine-schedulers; EntwineTest's `TestablePublisher` with marbles, made by
/// ``TestScheduler/createColdPublisher(marbles:values:error:frame:)`` and
/// ``TestScheduler/createHotPublisher(marbles:values:error:frame:)``.
/// - **Cold**: each subscription plays the diagram from its own subscription time (frame 0 = subscribe).
///   A value due while the subscriber has no outstanding demand is **queued** for that subscriber and
///   delivered, in order, as soon as it requests more; the completion waits behind queued values. This is
///   EntwineTest's choice and how Combine's own cold publishers (`Publishers.Sequence`) behave: nothing is lost.
/// - **Hot**: one schedule for everyone, `^` at the scheduler's `now` when the publisher was created (events
///   before `^` are in the past and never seen). A value due while a subscriber has no demand is **dropped**
///   for that subscriber, as `PassthroughSubject` does (EntwineTest queues here too; ours stays subject-like).
///   A subscriber arriving after the completion gets it at once, as with a subject.
///
/// Events at frame 0 are scheduled, not sent inside `subscribe`: they arrive on the next `advance`/`run`.
/// `request(.none)` is a contract violation (Combine traps): reported as a test failure and ignored.
/// A request after `cancel()` is ignored, as Combine does. Subscriptions count in `Resources.total`.
///
/// ```swift
/// let scheduler = DispatchQueue.test
/// let publisher = try scheduler.createColdPublisher(marbles: "-a-b-c-d-|", values: ["a": 1, "b": 2, "c": 3, "d": 4])
/// let subscriber = TestSubscriber<Int, Never>(scheduler: scheduler, initialDemand: .max(2))
/// publisher.subscribe(subscriber)
/// scheduler.advance(by: .milliseconds(2))
/// subscriber.request(.max(1))
/// scheduler.advance(by: .milliseconds(4))
/// subscriber.cancel()
/// print(publisher.subscriptionMarbles(), subscriber.values)
/// // Prints: ["^(2)--(1)---!"] [1, 2, 3]
/// ```
public final class TestablePublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
    /// Cold (a timeline per subscription) or hot (one shared timeline).
    public enum Kind: Sendable, Hashable {
        /// Each subscription replays the diagram from its own start; values without demand are queued.
        case cold
        /// One timeline from creation (`^`); values without demand are dropped for that subscriber.
        case hot
    }

    /// Cold or hot.
    public let kind: Kind
    /// The diagram's events, frames relative to each subscription (cold) or to `^` (hot).
    public let events: [MarbleEvent<Output, Failure>]
    /// The length of one frame, in nanoseconds of the clock.
    public let frameNanoseconds: Int64
    /// The clock time (nanoseconds) of creation: frame 0 of subscription marbles, `^` of a hot diagram.
    public let originNanoseconds: Int64

    private let clock: VirtualClock
    private let log = SubscriptionLog()
    private let hot: HotTimeline<Output, Failure>?

    init(kind: Kind, events: [MarbleEvent<Output, Failure>], frameNanoseconds: Int64, clock: VirtualClock) {
        self.kind = kind
        self.events = events
        self.frameNanoseconds = frameNanoseconds
        self.clock = clock
        originNanoseconds = clock.now
        if kind == .hot {
            let timeline = HotTimeline<Output, Failure>()
            for event in events where event.frame >= 0 {
                clock.schedule(at: originNanoseconds &+ event.time) { timeline.deliver(event.notification) }
            }
            hot = timeline
        } else {
            hot = nil
        }
    }

    /// `TestablePublisher (cold)` or `TestablePublisher (hot)`.
    public var description: String { "TestablePublisher (\(kind == .cold ? "cold" : "hot"))" }

    /// Every subscription so far, in subscription order: subscribe time, requests, cancel or completion time.
    public var subscriptions: [SubscriptionRecord] { log.all }

    /// The subscription log as subscription marbles, one line per subscription, frame 0 at creation.
    ///
    /// `^(2)--(1)---!`: subscribed at frame 0 asking for 2, asked for 1 more at frame 2, cancelled at 6.
    /// A subscription that ended with the publisher's completion has no `!`.
    public func subscriptionMarbles() -> [String] {
        subscriptions.map { MarbleRenderer.render(marbleSubscription($0)) }
    }

    /// A log entry in this publisher's frames.
    func marbleSubscription(_ record: SubscriptionRecord) -> MarbleSubscription {
        record.marbleSubscription(frameNanoseconds: frameNanoseconds, origin: Double(originNanoseconds) / 1e9)
    }

    /// Subscribes `subscriber`: cold starts its own timeline now, hot joins the shared one.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let downstream = AnySubscriber(subscriber)
        guard let hot else {
            let inner = TestablePublisherInner(
                downstream: downstream, buffers: true, clock: clock, log: log, description: description,
                onEnd: { _ in })
            let start = clock.now
            for event in events {
                inner.keep(
                    clock.schedule(at: start &+ event.time) {
                        switch event.notification {
                        case let .value(value): inner.offer(value)
                        case let .error(error): inner.finish(.failure(error))
                        case .completed: inner.finish(.finished)
                        }
                    })
            }
            subscriber.receive(subscription: inner)
            return
        }
        let inner = TestablePublisherInner(
            downstream: downstream, buffers: false, clock: clock, log: log, description: description,
            onEnd: { [weak hot] inner in hot?.remove(inner) })
        let completion = hot.add(inner)
        subscriber.receive(subscription: inner)
        if let completion { inner.finish(completion) }
    }
}

extension TestablePublisher where Output: Equatable {
    /// The diagram this publisher plays, drawn back (with `^` when a hot diagram has events before it).
    ///
    /// ```swift
    /// let publisher = try DispatchQueue.test.createHotPublisher(marbles: "-a-^-b--|", values: ["a": 1, "b": 2])
    /// print(publisher.marbles(values: ["a": 1, "b": 2]))
    /// // Prints: a-^-b--|   (drawn from the first event: leading empty frames are not kept)
    /// ```
    /// - Parameter values: the keys of the values.
    /// - Returns: the marble line.
    public func marbles(values: [String: Output]) -> String {
        MarbleRenderer.render(events, values: values)
    }
}

/// The shared timeline of a hot ``TestablePublisher``: its current subscriptions and its completion.
final class HotTimeline<Output, Failure: Error> {
    private struct State {
        var inners: [TestablePublisherInner<Output, Failure>] = []
        var completion: Subscribers.Completion<Failure>?
    }

    private let state = Locked(State())

    /// Adds a subscription, or returns the completion it must get at once.
    func add(_ inner: TestablePublisherInner<Output, Failure>) -> Subscribers.Completion<Failure>? {
        state.withLock { state in
            if let completion = state.completion { return completion }
            state.inners.append(inner)
            return nil
        }
    }

    /// Removes a subscription that cancelled or completed.
    func remove(_ inner: TestablePublisherInner<Output, Failure>) {
        state.withLock { $0.inners.removeAll { $0 === inner } }
    }

    /// Offers a due event to every current subscription.
    func deliver(_ notification: MarbleNotification<Output, Failure>) {
        switch notification {
        case let .value(value):
            let inners = state.withLock { $0.inners }
            for inner in inners { inner.offer(value) }
        case let .error(error):
            finish(.failure(error))
        case .completed:
            finish(.finished)
        }
    }

    private func finish(_ completion: Subscribers.Completion<Failure>) {
        let inners = state.withLock { state -> [TestablePublisherInner<Output, Failure>] in
            guard state.completion == nil else { return [] }
            state.completion = completion
            defer { state.inners = [] }
            return state.inners
        }
        for inner in inners { inner.finish(completion) }
    }
}
