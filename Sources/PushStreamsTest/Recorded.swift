import PushStreams

/// A virtual time in ticks of a ``TestScheduler``.
///
/// Same as RxTest's `TestTime`.
public typealias TestTime = Int

/// A value recorded at a virtual time: what test observers record and test observables replay.
///
/// Same as RxTest's `Recorded`; `Equatable` when the value is.
///
/// ```swift
/// let expected: [Recorded<Event<Int>>] = [.next(210, 1), .completed(220)]
/// print(expected[0])
/// // Prints: next(1) @ 210
/// ```
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// When the value was recorded, in ticks.
    public let time: TestTime
    /// The recorded value (usually an `Event`).
    public let value: Value

    /// Records `value` at `time`.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    /// `value @ time`.
    public var debugDescription: String { "\(value) @ \(time)" }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded: Sendable where Value: Sendable {}

extension Recorded {
    /// A `next(element)` event at `time`.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded<Event<T>>(time: time, value: .next(element))
    }

    /// A `completed` event at `time`.
    public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>>
    where Value == Event<T> {
        Recorded<Event<T>>(time: time, value: .completed)
    }

    /// An `error(error)` event at `time`.
    public static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self) -> Recorded<Event<T>>
    where Value == Event<T> {
        Recorded<Event<T>>(time: time, value: .error(error))
    }

    /// The given recorded events as an array.
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>]
    where Value == Event<T> {
        recordedEvents
    }
}
