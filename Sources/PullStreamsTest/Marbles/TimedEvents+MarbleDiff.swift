import Foundation
import Marbles
import PullStreams

/// The aligned marble lines `assertEvents` shows above its event lists, when the timelines fit in a line.
///
/// The frame is the greatest common divisor of every time involved (so each event sits exactly on a
/// frame); values get one-letter keys in order of appearance, listed after the lines. `nil` when the
/// timelines would take more than `maxFrames` frames or need more than 62 keys.
enum TimedEventsMarbleDiff {
    static let maxFrames: Int64 = 72
    private static let keys = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789").map(String.init)

    static func message<Value: Equatable, Error: Swift.Error & Equatable>(
        _ recorded: [TimedEvent<Value, Error>], _ expected: [TimedEvent<Value, Error>]
    ) -> String? {
        let times = (recorded + expected).map { PullMarbles.nanoseconds(ofSeconds: $0.time) }
        guard times.allSatisfy({ $0 >= 0 }) else { return nil }
        let frame = times.reduce(Int64(0)) { gcd($0, $1) }
        let frameNanoseconds = frame > 0 ? frame : 1
        guard (times.max() ?? 0) / frameNanoseconds <= maxFrames else { return nil }
        var named: [(key: String, value: Value)] = []
        for event in expected + recorded {
            guard let value = event.event.value, !named.contains(where: { $0.value == value }) else { continue }
            guard named.count < keys.count else { return nil }
            named.append((keys[named.count], value))
        }
        let values = Dictionary(uniqueKeysWithValues: named.map { ($0.key, $0.value) })
        let diff = MarbleDiff.events(
            expected: expected.map { PullMarbles.marbleEvent($0, frameNanoseconds: frameNanoseconds) },
            actual: recorded.map { PullMarbles.marbleEvent($0, frameNanoseconds: frameNanoseconds) },
            key: PullMarbles.key(values: values), isEqual: PullMarbles.isEqual(==), vocabulary: .pull,
            timeLabel: { "t=" + formatSeconds(PullMarbles.seconds(ofNanoseconds: Int64($0) * frameNanoseconds)) })
        guard let diff else { return nil }
        let legend = named.isEmpty ? "" : "; " + named.map { "\($0.key) = \($0.value)" }.joined(separator: ", ")
        return PullMarbles.wordInterruptions(diff)
            + "\n(1 frame = \(MarbleTime.describe(nanoseconds: frameNanoseconds))\(legend))"
    }

    private static func gcd(_ a: Int64, _ b: Int64) -> Int64 {
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        return x
    }
}
