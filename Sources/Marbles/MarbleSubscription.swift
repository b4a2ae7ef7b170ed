/// How much a subscriber asks for in one request: a number of values, or everything.
///
/// Combine's `Subscribers.Demand` (`.max(n)`, `.unlimited`); RxJS and RxTest have no demand at all.
/// Written in a subscription diagram as `(n)` or `(*)`.
///
/// ```swift
/// print(MarbleDemand.max(2), MarbleDemand.unlimited)
/// // Prints: max(2) unlimited
/// ```
public enum MarbleDemand: Sendable, Hashable, CustomStringConvertible {
    /// At most this many more values (positive).
    case max(Int)
    /// No limit.
    case unlimited

    /// `max(n)` or `unlimited`, as Combine prints a demand.
    public var description: String {
        switch self {
        case .max(let count): return "max(\(count))"
        case .unlimited: return "unlimited"
        }
    }

    /// The diagram form: `(n)` or `(*)`.
    public var marble: String {
        switch self {
        case .max(let count): return "(\(count))"
        case .unlimited: return "(*)"
        }
    }
}

/// One demand request in a subscription diagram: the frame it is made at and how much.
public struct MarbleDemandRequest: Sendable, Hashable {
    /// The frame of the request, on the same scale as the subscription's frames.
    public var frame: Int
    /// How much is requested.
    public var demand: MarbleDemand

    /// A request of `demand` at `frame`.
    /// - Parameters:
    ///   - frame: when the request is made.
    ///   - demand: how much.
    public init(frame: Int, demand: MarbleDemand) {
        self.frame = frame
        self.demand = demand
    }
}

/// One subscription's life in frames: when it started, when it ended, and (pub-sub) what it requested.
///
/// RxTest's `Subscription(subscribe, unsubscribe)` and RxJS's `SubscriptionLog`; ours adds demand so
/// the pub-sub style can state its back-pressure in the same line. Subscription marbles:
/// - `^` the subscription, `!` the unsubscription (cancellation), `-` a frame, spaces ignored,
///   time progressions (`10ms`) as in stream diagrams, and `(^!)` for both in one frame.
/// - Demand: `(n)` (n ≥ 1) or `(*)` (unlimited) written right after `^` or a `-` (spaces may come
///   between) is a request made in that character's frame. It takes no time: `^(2)--(1)---!` is
///   `^-----!` (subscribe at 0, cancel at 6) plus a request of 2 at frame 0 and 1 more at frame 2.
///   At most one request per frame; none inside a group or after `!`.
///
/// ```swift
/// let s = try MarbleSubscription(parsing: "^(2)--(1)---!")
/// print(s.subscribedFrame, s.unsubscribedFrame!, s.demands.map { "\($0.demand)@\($0.frame)" })
/// // Prints: 0 6 ["max(2)@0", "max(1)@2"]
/// ```
public struct MarbleSubscription: Sendable, Hashable {
    /// The frame of `^`.
    public var subscribedFrame: Int
    /// The frame of `!`; `nil` while still subscribed (RxTest's `Int.max`, printed `inf`).
    public var unsubscribedFrame: Int?
    /// The demand requests in frame order (empty outside the pub-sub style).
    public var demands: [MarbleDemandRequest]

    /// A subscription log entry.
    /// - Parameters:
    ///   - subscribedFrame: when it subscribed.
    ///   - unsubscribedFrame: when it unsubscribed, `nil` if it never did.
    ///   - demands: the demand requests it made.
    public init(subscribedFrame: Int, unsubscribedFrame: Int? = nil, demands: [MarbleDemandRequest] = []) {
        self.subscribedFrame = subscribedFrame
        self.unsubscribedFrame = unsubscribedFrame
        self.demands = demands
    }

    /// Parses a subscription diagram such as `^---!` or `--^(2)--(1)--!`.
    ///
    /// ```swift
    /// let s = try MarbleSubscription(parsing: "--^--!")
    /// print(s.subscribedFrame, s.unsubscribedFrame!)
    /// // Prints: 2 5
    /// ```
    /// - Parameters:
    ///   - diagram: the subscription marbles.
    ///   - frameDuration: nanoseconds per frame, for time progressions (1ms by default).
    /// - Throws: ``MarbleSyntaxError`` (no `^`, two `^` or `!`, `!` before `^`, a bad demand, …).
    public init(parsing diagram: String, frameDuration: Int64 = MarbleTime.millisecond) throws(MarbleSyntaxError) {
        var parser = SubscriptionDiagramParser(scanner: try MarbleScanner(diagram, frameDuration: frameDuration))
        self = try parser.parse()
    }

    /// The nanosecond time of subscription, for a frame duration.
    /// - Parameter frameDuration: nanoseconds per frame.
    public func subscribedTime(frameDuration: Int64) -> Int64 {
        MarbleTime.nanoseconds(ofFrame: subscribedFrame, frameDuration: frameDuration)
    }

    /// The nanosecond time of unsubscription, `nil` if still subscribed.
    /// - Parameter frameDuration: nanoseconds per frame.
    public func unsubscribedTime(frameDuration: Int64) -> Int64? {
        unsubscribedFrame.map { MarbleTime.nanoseconds(ofFrame: $0, frameDuration: frameDuration) }
    }
}
