import Dispatch
import Scheduling

/// `DispatchQueue` is a pub-sub `Scheduler`, with Combine's spelling of its time and stride types.
///
/// Mirrors Combine's `DispatchQueue` conformance (OpenCombineDispatch does the same on Linux):
/// `DispatchQueue.SchedulerTimeType` wraps a `DispatchTime`; its `Stride` is an integer number of
/// nanoseconds built with `.seconds(1)`, `.milliseconds(300)`, or a literal number of seconds.
/// On Apple platforms Combine declares the same names on `DispatchQueue`; in a file that sees both
/// modules, write the unambiguous `DispatchQueueSchedulerTimeType` / `DispatchQueueSchedulerOptions`
/// (and `PubSubStreams.Scheduler`) where the compiler reports an ambiguity. This package's own code
/// only uses those names.
///
/// ```swift
/// let c = Just(1).receive(on: DispatchQueue.main).sink { print($0) }   // later, on the main queue
/// // Prints: 1
/// ```
extension DispatchQueue: Scheduler {
    /// Combine's name for dispatch time: ``DispatchQueueSchedulerTimeType``.
    public typealias SchedulerTimeType = DispatchQueueSchedulerTimeType

    /// Combine's name for dispatch options: ``DispatchQueueSchedulerOptions``.
    public typealias SchedulerOptions = DispatchQueueSchedulerOptions

    /// The current dispatch time.
    public var now: DispatchQueueSchedulerTimeType { DispatchQueueSchedulerTimeType(DispatchTime.now()) }

    /// Zero.
    public var minimumTolerance: DispatchQueueSchedulerTimeType.Stride { DispatchQueueSchedulerTimeType.Stride(.nanoseconds(0)) }

    /// Runs `action` asynchronously on this queue.
    public func schedule(options: DispatchQueueSchedulerOptions?, _ action: @escaping () -> Void) {
        let box = UncheckedSendableBox(action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) {
            box.value()
        }
    }

    /// Runs `action` on this queue at `date`.
    public func schedule(
        after date: DispatchQueueSchedulerTimeType, tolerance: DispatchQueueSchedulerTimeType.Stride,
        options: DispatchQueueSchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let box = UncheckedSendableBox(action)
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) {
            box.value()
        }
    }

    /// Runs `action` on this queue at `date`, then every `interval`, until cancelled.
    public func schedule(
        after date: DispatchQueueSchedulerTimeType, interval: DispatchQueueSchedulerTimeType.Stride,
        tolerance: DispatchQueueSchedulerTimeType.Stride,
        options: DispatchQueueSchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let box = UncheckedSendableBox(action)
        let timer = DispatchSource.makeTimerSource(queue: self)
        timer.setEventHandler { box.value() }
        timer.schedule(
            deadline: date.dispatchTime, repeating: interval.timeInterval,
            leeway: tolerance.timeInterval
        )
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}

/// A point in dispatch time: `DispatchQueue.SchedulerTimeType` (Combine's spelling) names this type.
///
/// Declared at the top level under a name of its own so that this package's code never has to spell
/// `DispatchQueue.SchedulerTimeType`, which is ambiguous on Apple platforms where Combine declares it too.
///
/// ```swift
/// let t = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 0)).advanced(by: .milliseconds(5))
/// print(t.dispatchTime.uptimeNanoseconds)
/// // Prints: 5000000
/// ```
public struct DispatchQueueSchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The dispatch time.
    public var dispatchTime: DispatchTime

    /// Wraps `time`.
    public init(_ time: DispatchTime) {
        dispatchTime = time
    }

    /// The nanoseconds from `self` to `other` (computed on `uptimeNanoseconds`, never on "now"); a
    /// distance longer than `Int.max` nanoseconds either way is `.nanoseconds(.max)`, as in Combine.
    @inlinable
    public func distance(to other: DispatchQueueSchedulerTimeType) -> Stride {
        let from = dispatchTime.uptimeNanoseconds
        let to = other.dispatchTime.uptimeNanoseconds
        let span = to >= from ? to - from : from - to
        guard span <= UInt64(Int.max) else { return Stride(nanoseconds: .max) }
        return Stride(nanoseconds: to >= from ? Int64(span) : -Int64(span))
    }

    /// This time moved by `n`: `.nanoseconds(.max)` or past the end is the distant future; before the
    /// start is uptime 1 (as dispatch, which keeps 0 for "now"; a time already at 0 stays there).
    @inlinable
    public func advanced(by n: Stride) -> DispatchQueueSchedulerTimeType {
        let base = dispatchTime.uptimeNanoseconds
        let target: UInt64
        if n.magnitude == .max {
            target = .max
        } else if n.magnitude >= 0 {
            let (sum, overflow) = base.addingReportingOverflow(UInt64(n.magnitude))
            target = overflow || sum >= UInt64(Int64.max) ? .max : sum
        } else {
            let back = n.magnitude.magnitude
            target = base == .max ? .max : (base > UInt64(back) ? base - UInt64(back) : Swift.min(base, 1))
        }
        return DispatchQueueSchedulerTimeType(DispatchTime(uptimeNanoseconds: target))
    }

    /// Equal when the uptimes are equal.
    public static func == (lhs: DispatchQueueSchedulerTimeType, rhs: DispatchQueueSchedulerTimeType) -> Bool {
        lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
    }

    /// Hashes the dispatch time's raw value (as Combine does).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(dispatchTime.rawValue)
    }

    /// Decodes the uptime in nanoseconds.
    public init(from decoder: Decoder) throws {
        let nanoseconds = try decoder.singleValueContainer().decode(UInt64.self)
        dispatchTime = DispatchTime(uptimeNanoseconds: nanoseconds)
    }

    /// Encodes the uptime in nanoseconds.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(dispatchTime.uptimeNanoseconds)
    }

    /// An interval of dispatch time, in nanoseconds (Combine's `DispatchQueue.SchedulerTimeType.Stride`).
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
        Hashable, Codable, NanosecondStride, Sendable
    {
        /// Float literals are seconds.
        public typealias FloatLiteralType = Double
        /// Integer literals are seconds.
        public typealias IntegerLiteralType = Int
        /// The magnitude is in nanoseconds.
        public typealias Magnitude = Int

        /// The length in nanoseconds.
        public var magnitude: Int

        /// Encoded as `{"_nanoseconds": n}`, the key Combine's (and OpenCombine's) dispatch stride uses.
        private enum CodingKeys: String, CodingKey {
            case magnitude = "_nanoseconds"
        }

        /// The length as a `DispatchTimeInterval` (nanoseconds).
        public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

        @inlinable
        init(nanoseconds: Int64) {
            magnitude = Int(clamping: nanoseconds)
        }

        /// The length of `timeInterval`, capped at `Int.min`/`Int.max` nanoseconds (`.never` is the longest stride).
        @inlinable
        public init(_ timeInterval: DispatchTimeInterval) {
            switch timeInterval {
            case let .seconds(s): magnitude = Stride.capped(s, times: 1_000_000_000)
            case let .milliseconds(ms): magnitude = Stride.capped(ms, times: 1_000_000)
            case let .microseconds(us): magnitude = Stride.capped(us, times: 1_000)
            case let .nanoseconds(ns): magnitude = ns
            case .never: magnitude = .max
            @unknown default: magnitude = .max
            }
        }

        /// `value * unit`, capped at `Int.max`/`Int.min` instead of trapping (as OpenCombine's dispatch stride).
        @inlinable
        static func capped(_ value: Int, times unit: Int) -> Int {
            let (product, overflow) = value.multipliedReportingOverflow(by: unit)
            return overflow ? (value < 0 ? .min : .max) : product
        }

        /// `value` seconds, capped.
        public init(floatLiteral value: Double) { self = .seconds(value) }
        /// `value` seconds, capped.
        public init(integerLiteral value: Int) { self = .seconds(value) }
        /// `source` seconds (capped), or `nil` when `source` is not an `Int`.
        public init?<T: BinaryInteger>(exactly source: T) {
            guard let seconds = Int(exactly: source) else { return nil }
            self = .seconds(seconds)
        }

        @inlinable
        package var nanosecondCount: Int64 { Int64(magnitude) }

        /// Orders strides.
        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
        /// Adds, capped at `Int.max`/`Int.min` (OpenCombine traps on overflow).
        public static func + (lhs: Stride, rhs: Stride) -> Stride {
            let (sum, overflow) = lhs.magnitude.addingReportingOverflow(rhs.magnitude)
            return Stride(nanoseconds: Int64(overflow ? (rhs.magnitude < 0 ? .min : .max) : sum))
        }
        /// Adds in place, capped.
        public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
        /// Subtracts, capped at `Int.max`/`Int.min` (OpenCombine traps on overflow).
        public static func - (lhs: Stride, rhs: Stride) -> Stride {
            let (difference, overflow) = lhs.magnitude.subtractingReportingOverflow(rhs.magnitude)
            return Stride(nanoseconds: Int64(overflow ? (rhs.magnitude < 0 ? .max : .min) : difference))
        }
        /// Subtracts in place, capped.
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
        /// Always zero: Combine's dispatch stride multiplies to `.nanoseconds(0)` whatever the operands.
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: 0) }
        /// Sets `lhs` to zero, as Combine's dispatch stride does.
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

        /// Whole seconds.
        @inlinable
        public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
        /// Fractional seconds, rounded to the nanosecond and capped at `Int.max`/`Int.min` nanoseconds.
        public static func seconds(_ s: Double) -> Stride {
            let nanoseconds = s * 1_000_000_000
            if nanoseconds >= Double(Int64.max) { return Stride(nanoseconds: .max) }
            if nanoseconds <= Double(Int64.min) { return Stride(nanoseconds: .min) }
            return Stride(nanoseconds: Int64(nanoseconds.rounded()))
        }
        /// Milliseconds.
        @inlinable
        public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
        /// Microseconds.
        @inlinable
        public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
        /// Nanoseconds.
        @inlinable
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }
    }
}

/// Dispatch options for scheduled work: `DispatchQueue.SchedulerOptions` (Combine's spelling) names this type.
public struct DispatchQueueSchedulerOptions {
    /// The quality of service.
    public var qos: DispatchQoS
    /// The work item flags.
    public var flags: DispatchWorkItemFlags
    /// A group the work joins.
    public var group: DispatchGroup?

    /// Creates options.
    public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
        self.qos = qos
        self.flags = flags
        self.group = group
    }
}
