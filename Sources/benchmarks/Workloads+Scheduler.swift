import Dispatch
import PubSubStreams
import PubSubStreamsTest
import PullStreams
import PushStreamsTest
import Scheduling

/// B4: the style's test scheduler, N actions at pseudo-random virtual times, then run to the end.
///
/// Each action's closure captures the action's own value, as the anchors' do: push its due time
/// (`{ sum &+= t }`, RxTest's `scheduleAt`), pull and pub-sub the loop's index (`{ sum &+= i }`,
/// ReactiveSwift's `schedule(after: .milliseconds(ms))`, combine-schedulers' `schedule(after:)` in
/// microseconds), so every action allocates its closure's context, as there.
extension Workloads {
    static let b4 = Workload(
        caseName: "B4", summary: "test scheduler: N actions at random times, run", defaultN: 100_000,
        push: { n in
            let scheduler = PushStreamsTest.TestScheduler(clock: VirtualClock(runawayLimit: n + 1))
            var generator = SplitMix64(seed: 7)
            var sum = 0
            var expected = 0
            for _ in 0..<n {
                let t = Int(generator.next() % 1_000_000) + 1
                expected &+= t
                scheduler.scheduleAt(t) { sum &+= t }
            }
            scheduler.start()
            return sum == expected
        },
        pull: { n in
            let scheduler = PullStreams.TestScheduler(clock: VirtualClock(runawayLimit: n + 1))
            var generator = SplitMix64(seed: 7)
            var sum = 0
            for i in 0..<n {
                scheduler.schedule(after: .milliseconds(Int(generator.next() % 1_000_000))) { sum &+= i }
            }
            scheduler.run()
            return sum == triangle(n)
        },
        pubsub: { n in
            let scheduler = DispatchQueue.test(clock: VirtualClock(runawayLimit: n + 1))
            var generator = SplitMix64(seed: 7)
            var sum = 0
            let start = scheduler.now
            for i in 0..<n {
                scheduler.schedule(after: start.advanced(by: .microseconds(Int(generator.next() % 1_000_000)))) { sum &+= i }
            }
            scheduler.run()
            return sum == triangle(n)
        }
    )
}
