/// A marble notification at a point in time: its frame in the diagram and the same instant in nanoseconds.
///
/// RxJS's `TestMessage` holds `{ frame, notification }` with the frame already multiplied by its frame
/// factor; ours keeps both the frame (what the diagram shows) and `time` (`frame × frameDuration`
/// nanoseconds, what a `VirtualClock` schedules at), so each style can build its recorded events
/// directly: RxTest uses the frame as its tick, the others the nanoseconds.
///
/// ```swift
/// let e = MarbleEvent<Int, Never>(frame: 2, notification: .value(1), frameDuration: 1_000_000)
/// print(e.frame, e.time)
/// // Prints: 2 2000000
/// ```
public struct MarbleEvent<Value, Failure> {
    /// The frame the event sits at, relative to the subscription point (negative before `^`).
    public var frame: Int
    /// The same instant in nanoseconds: `frame × frameDuration` (Int64 overflow is clamped).
    public var time: Int64
    /// What happens at that instant.
    public var notification: MarbleNotification<Value, Failure>

    /// An event at a frame, its nanosecond time derived from the frame duration.
    /// - Parameters:
    ///   - frame: the frame, relative to the subscription point.
    ///   - notification: value, error or completion.
    ///   - frameDuration: nanoseconds per frame (1 for a diagram measured in ticks).
    public init(frame: Int, notification: MarbleNotification<Value, Failure>, frameDuration: Int64 = 1) {
        self.frame = frame
        self.time = MarbleTime.nanoseconds(ofFrame: frame, frameDuration: frameDuration)
        self.notification = notification
    }

    /// An event recorded at a nanosecond time; its frame is `time / frameDuration`, rounded down (a time
    /// less than a microsecond short of a boundary counts as that frame: ``MarbleTime/frame(ofTime:frameDuration:)``).
    ///
    /// Styles use it to turn recorded events back into frames before rendering or diffing.
    /// - Parameters:
    ///   - time: nanoseconds since the test's time zero.
    ///   - notification: value, error or completion.
    ///   - frameDuration: nanoseconds per frame (must be positive; a non-positive one counts as 1).
    public init(time: Int64, notification: MarbleNotification<Value, Failure>, frameDuration: Int64) {
        self.frame = MarbleTime.frame(ofTime: time, frameDuration: frameDuration)
        self.time = time
        self.notification = notification
    }
}

extension MarbleEvent: Equatable where Value: Equatable, Failure: Equatable {}
extension MarbleEvent: Hashable where Value: Hashable, Failure: Hashable {}
extension MarbleEvent: Sendable where Value: Sendable, Failure: Sendable {}
