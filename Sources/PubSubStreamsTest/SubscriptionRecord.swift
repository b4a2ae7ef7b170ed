import Marbles

/// One subscription to a ``TestablePublisher``: when it started, what it requested, when it was cancelled.
///
/// Not in Combine or combine-schedulers; RxTest's `Subscription(subscribe, unsubscribe)` plus demand, in the
/// spirit of EntwineTest's demand ledger. Times are seconds of the scheduler's virtual clock, as in
/// ``TestSubscriber/Record``. `cancelled` is set only when the subscriber cancels: a subscription that ended
/// because the publisher completed has `completed` instead (a Combine subscriber does not cancel after a
/// completion), so a log tells whether an operator really cancelled its upstream.
///
/// ```swift
/// let record = SubscriptionRecord(subscribed: 0, requests: [.init(time: 0, demand: .max(2))], cancelled: 0.006)
/// print(record.marbles(frame: .milliseconds(1)))
/// // Prints: ^(2)-----!
/// ```
public struct SubscriptionRecord: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// One `request(_:)` on the subscription.
    public struct Request: Equatable, Hashable, Sendable {
        /// When, in seconds of virtual time.
        public var time: Double
        /// How much was requested.
        public var demand: Subscribers.Demand

        /// A request of `demand` at `time`.
        public init(time: Double, demand: Subscribers.Demand) {
            self.time = time
            self.demand = demand
        }
    }

    /// When the subscriber subscribed, in seconds of virtual time.
    public var subscribed: Double
    /// Every non-zero request, in order (a `.max(0)` request is a contract violation: reported, not logged).
    public var requests: [Request]
    /// When the subscriber cancelled; `nil` if it never did.
    public var cancelled: Double?
    /// When the publisher sent its completion to this subscriber; `nil` if it has not.
    public var completed: Double?

    /// A log entry.
    /// - Parameters:
    ///   - subscribed: when it subscribed.
    ///   - requests: the demand requests.
    ///   - cancelled: when it cancelled, if it did.
    ///   - completed: when it received a completion, if it did.
    public init(subscribed: Double, requests: [Request] = [], cancelled: Double? = nil, completed: Double? = nil) {
        self.subscribed = subscribed
        self.requests = requests
        self.cancelled = cancelled
        self.completed = completed
    }

    /// `subscribed t=0.0, requested max(2)@0.0, cancelled t=0.006`.
    public var description: String {
        var parts = ["subscribed t=\(subscribed)"]
        parts += requests.map { "requested \($0.demand)@\($0.time)" }
        if let cancelled { parts.append("cancelled t=\(cancelled)") }
        if let completed { parts.append("completed t=\(completed)") }
        return parts.joined(separator: ", ")
    }

    /// The entry as subscription marbles, frame 0 at `origin` seconds: `^(2)--(1)---!`.
    ///
    /// Requests in one frame are added up (the grammar allows one per frame); `!` marks a cancellation only.
    /// - Parameters:
    ///   - frame: the length of one frame.
    ///   - origin: the time of frame 0, in seconds (0 by default).
    /// - Returns: the marble line.
    public func marbles(frame: DispatchQueueSchedulerTimeType.Stride, origin: Double = 0) -> String {
        MarbleRenderer.render(marbleSubscription(frameNanoseconds: PubSubStreams.nanoseconds(of: frame), origin: origin))
    }

    /// The entry in frames relative to `origin`.
    func marbleSubscription(frameNanoseconds: Int64, origin: Double) -> MarbleSubscription {
        let toFrame = { (time: Double) in MarbleFrames.frame(of: time, origin: origin, frameNanoseconds: frameNanoseconds) }
        var demands: [MarbleDemandRequest] = []
        for request in requests where request.demand > .none {
            let frame = toFrame(request.time)
            let demand = MarbleFrames.marbleDemand(request.demand)
            if let last = demands.last, last.frame == frame {
                demands[demands.count - 1].demand = MarbleFrames.sum(last.demand, demand)
            } else {
                demands.append(MarbleDemandRequest(frame: frame, demand: demand))
            }
        }
        return MarbleSubscription(
            subscribedFrame: toFrame(subscribed), unsubscribedFrame: cancelled.map(toFrame), demands: demands)
    }
}

/// Conversions between virtual seconds, clock nanoseconds, marble frames and demands.
enum MarbleFrames {
    /// Seconds as whole nanoseconds (rounded: the seconds came from integer nanoseconds).
    static func nanoseconds(_ seconds: Double) -> Int64 {
        Int64((seconds * 1e9).rounded())
    }

    /// The frame of `time`, relative to `origin`, rounded down.
    static func frame(of time: Double, origin: Double, frameNanoseconds: Int64) -> Int {
        Int(MarbleTime.floorDivide(nanoseconds(time) &- nanoseconds(origin), max(frameNanoseconds, 1)))
    }

    /// A Combine demand as a marble demand (`.none` is never logged).
    static func marbleDemand(_ demand: Subscribers.Demand) -> MarbleDemand {
        demand.max.map { .max($0) } ?? .unlimited
    }

    /// A marble demand as a Combine demand.
    static func demand(_ marble: MarbleDemand) -> Subscribers.Demand {
        switch marble {
        case .max(let count): return .max(count)
        case .unlimited: return .unlimited
        }
    }

    /// Two marble demands added up, saturating at unlimited.
    static func sum(_ lhs: MarbleDemand, _ rhs: MarbleDemand) -> MarbleDemand {
        marbleDemand(demand(lhs) + demand(rhs))
    }

    /// `t=0`, `t=5ms`, `t=1.5s`: a frame relative to frame 0 as a duration.
    static func label(frame: Int, frameNanoseconds: Int64) -> String {
        frame == 0
            ? "t=0" : "t=\(MarbleTime.describe(nanoseconds: MarbleTime.nanoseconds(ofFrame: frame, frameDuration: frameNanoseconds)))"
    }
}
