/// Frame and nanosecond arithmetic shared by the parser, the renderer and the styles.
///
/// RxJS measures a frame in virtual milliseconds (1 in `run` mode, 10 outside it); here the frame
/// length is always a parameter in nanoseconds, so one grammar serves RxTest ticks and clock time alike.
///
/// ```swift
/// print(MarbleTime.describe(nanoseconds: 1_500_000_000))
/// // Prints: 1.5s
/// ```
public enum MarbleTime {
    /// One millisecond in nanoseconds: RxJS's frame length in `run` mode, and the parser's default.
    public static let millisecond: Int64 = 1_000_000

    /// One second in nanoseconds.
    public static let second: Int64 = 1_000_000_000

    /// `frame × frameDuration`, clamped to `Int64`'s range instead of overflowing.
    /// - Parameters:
    ///   - frame: a frame number, negative before a hot diagram's `^`.
    ///   - frameDuration: nanoseconds per frame.
    public static func nanoseconds(ofFrame frame: Int, frameDuration: Int64) -> Int64 {
        let (product, overflow) = Int64(frame).multipliedReportingOverflow(by: frameDuration)
        if !overflow { return product }
        return (frame < 0) == (frameDuration < 0) ? .max : .min
    }

    /// Division rounding toward negative infinity (so frame −1 covers times −frameDuration ..< 0).
    /// - Parameters:
    ///   - value: the dividend.
    ///   - divisor: a positive divisor.
    public static func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
        let quotient = value / divisor
        return (value % divisor != 0 && value < 0) ? quotient - 1 : quotient
    }

    /// The frame a recorded time falls in: `time / frameDuration` rounded down, except that a time less
    /// than a microsecond (and less than a thousandth of a frame) short of a frame boundary counts as
    /// that frame.
    ///
    /// The microsecond absorbs floating-point date arithmetic: ReactiveSwift's schedulers compute dates
    /// as `Date` plus an interval, so a 0.3 s debounce after 0.6 s fires at 0.8999999999999999 s, which
    /// the pull style's test scheduler keeps (one nanosecond before 0.9 s); at 100 ms frames a reader
    /// means the 0.9 s frame.
    ///
    /// ```swift
    /// print(MarbleTime.frame(ofTime: 899_999_999, frameDuration: 100_000_000))
    /// // Prints: 9
    /// ```
    public static func frame(ofTime time: Int64, frameDuration: Int64) -> Int {
        let duration = max(frameDuration, 1)
        // Less than a microsecond, and less than a thousandth of a frame (no slack for 1 ns ticks).
        let (nearlyNext, overflow) = time.addingReportingOverflow(min(999, duration / 1_000))
        return Int(floorDivide(overflow ? time : nearlyNext, duration))
    }

    /// A short human form of a duration: `1ms`, `1.5s`, `2m`, `250ns`, `3us`.
    /// - Parameter nanoseconds: the duration.
    public static func describe(nanoseconds: Int64) -> String {
        let units: [(Int64, String)] = [(60 * second, "m"), (second, "s"), (millisecond, "ms"), (1_000, "us")]
        let sign = nanoseconds < 0 ? "-" : ""
        let magnitude = nanoseconds.magnitude
        for (size, name) in units where magnitude >= UInt64(size) {
            let whole = magnitude / UInt64(size)
            var fraction = magnitude % UInt64(size)
            if fraction == 0 { return "\(sign)\(whole)\(name)" }
            var digits = ""
            var scale = UInt64(size)
            while fraction != 0 && digits.count < 9 {
                scale /= 10
                if scale == 0 { break }
                digits.append(String(fraction / scale))
                fraction %= scale
            }
            if fraction == 0 { return "\(sign)\(whole).\(digits)\(name)" }
        }
        return "\(sign)\(magnitude)ns"
    }

    /// The nanoseconds in one unit of a time progression (`ms`, `s`, `m`), `nil` for anything else.
    static func unitNanoseconds(_ unit: String) -> Int64? {
        switch unit {
        case "ms": return millisecond
        case "s": return second
        case "m": return 60 * second
        default: return nil
        }
    }

    /// `integer.fraction × unit` exactly in nanoseconds, or `nil` on overflow or a fraction of a nanosecond.
    static func exactNanoseconds(integer: String, fraction: String, unit: Int64) -> Int64? {
        var total: Int64 = 0
        for digit in integer {
            guard let d = digit.wholeNumberValue else { return nil }
            let (times10, o1) = total.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(Int64(d))
            if o1 || o2 { return nil }
            total = sum
        }
        let (whole, o3) = total.multipliedReportingOverflow(by: unit)
        if o3 { return nil }
        var part: Int64 = 0
        var scale = unit
        for digit in fraction {
            guard let d = digit.wholeNumberValue else { return nil }
            guard scale % 10 == 0 else {
                if d != 0 { return nil }
                continue
            }
            scale /= 10
            part += Int64(d) * scale
        }
        let (result, o4) = whole.addingReportingOverflow(part)
        return o4 ? nil : result
    }
}
