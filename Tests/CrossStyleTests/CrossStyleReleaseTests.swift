import CrossStyle
import PubSubStreams
import PullStreams
import PushStreams
import TestReporting
import Testing

/// A cross-style run leaves no subscription alive in any style, including the interruptions that
/// cancelling schedules (ReactiveSwift's `delay`, `debounce` and `throttle` deliver them on the
/// scheduler's next turn, so the harness lets the shared clock take that turn). Each test runs one
/// style of every third fuzz case (200 of them; before the fix, 8 of the first 140 cases left a pull
/// observation behind, two of them among these), owning that style's lane only.
@Suite("Cross-style Release")
struct CrossStyleReleaseTests {
    private static func runEveryThirdCase(in style: ReactiveStyle) throws {
        for index in stride(from: 0, to: CrossStyleFuzzTests.casesPerRun, by: 3) {
            _ = try CrossRun(CaseGenerator.make(seed: CrossStyleFuzzTests.seed, index: index), styles: [style])
        }
    }

    @Test("Release: generated cases leave the push live count where it was", .ownsLane(.push) { Int(PushStreams.Resources.total) })
    func pushReleasesEverything() throws { try Self.runEveryThirdCase(in: .push) }

    @Test("Release: generated cases leave the pull live count where it was", .ownsLane(.pull) { PullStreams.Resources.total })
    func pullReleasesEverything() throws { try Self.runEveryThirdCase(in: .pull) }

    @Test("Release: generated cases leave the pub-sub live count where it was", .ownsLane(.pubSub) { PubSubStreams.Resources.total })
    func pubSubReleasesEverything() throws { try Self.runEveryThirdCase(in: .pubSub) }

    /// Case 21 of the fixed seed, written out: a value held by `delay` on a source that never ends.
    @Test("Release: a delay cancelled with a value in flight releases its pull run", .ownsLane(.pull) { PullStreams.Resources.total })
    func cancelledDelayReleasesThePullRun() throws {
        _ = try CrossRun(CrossCase(inputs: ["3---"], chain: [.delay(frames: 1)]), styles: [.pull])
    }
}
