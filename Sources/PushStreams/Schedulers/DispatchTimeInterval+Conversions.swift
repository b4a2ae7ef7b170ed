import Dispatch

extension DispatchTimeInterval {
    /// The interval in nanoseconds; `.never` is `Int64.max`.
    package var nanosecondsValue: Int64 {
        switch self {
        case let .seconds(value): return Int64(value) * 1_000_000_000
        case let .milliseconds(value): return Int64(value) * 1_000_000
        case let .microseconds(value): return Int64(value) * 1_000
        case let .nanoseconds(value): return Int64(value)
        case .never: return .max
        @unknown default: return .max
        }
    }

    /// The interval in seconds; `.never` is infinity.
    package var secondsValue: Double {
        if case .never = self { return .infinity }
        return Double(nanosecondsValue) / 1_000_000_000
    }
}
