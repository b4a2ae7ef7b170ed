/// The cross-style equivalence table (issue 7): scenarios all three styles express the same way.
///
/// Not in any original. Expectations follow the conformance transcripts (`/work/shared/conformance`,
/// scenario named in `source`) and the originals' documentation; Patterns/CrossStyle.md explains the
/// per-style rows.
public enum EquivalenceTable {
    /// Every scenario.
    public static let all: [EquivalenceScenario] = [
        row(
            "map", ["-1-2-3|"], [.map(multiplier: 10, offset: 0)], "-(10)-(20)-(30)|",
            source: "push map_filter, pull map_filter_skip_repeats_scan, pubsub scenario_map_trymap_filter"),
        row("map of empty", ["--|"], [.map(multiplier: 10, offset: 0)], "--|", source: "completion passes through"),
        row("map of never", ["---"], [.map(multiplier: 10, offset: 0)], "", source: "nothing happens"),
        row("filter with error", ["-1-2-3#"], [.filter(divisor: 2)], "---2--#", source: "errors pass through"),
        row(
            "scan", ["-1-2-3|"], [.scan(seed: 0)], "-1-3-6|",
            source: "push distinct_scan, pull map_filter_skip_repeats_scan, pubsub scenario_remove_duplicates_scan"),
        row("distinct", ["-1-1-2-2-1|"], [.distinct], "-1---2---1|", source: "push distinct_scan"),
        row("take completes at once", ["-1-2-3|"], [.take(2)], "-1-[2 |]", source: "push skip_take_take_until"),
        row("take of never", ["-1----"], [.take(1)], "-[1 |]", source: "take completes on the n-th value"),
        row("skip", ["-1-2-3|"], [.skip(2)], "-----3|", source: "pubsub scenario_prefix_drop_first"),
        row(
            "startWith", ["-1|"], [.startWith(7)], "71|", source: "push start_with, pull prefix_start_with, pubsub scenario_prepend_append"),
        row(
            "combineLatest", ["-1---2|", "---3---4|"], [.combineLatest(input: 1)], "---(13)-(23)-(24)|",
            source: "push/pull combine_latest, pubsub scenario_combine_latest"),
        row(
            "merge", ["-1---3|", "--2---4|"], [.merge(input: 1)], "-12--34|",
            source: "push merge_concat, pull merge, pubsub scenario_merge_completion"),
        row(
            "flatMapLatest", ["-0---1|", "-5-5-5|", "--7|"], [.flatMapLatest(inners: [1, 2])], "--5-5--7|",
            source: "push/pull flat_map_latest, pubsub scenario_switch_to_latest"),
        row(
            "debounce error drops pending", ["-1#"], [.debounce(frames: 2)], "--#",
            source: "push debounce error-drops-pending, pubsub scenario_debounce"),
        row(
            "debounce completion with pending", ["-1-2----3-4|"], [.debounce(frames: 2)], "-----2-----|",
            perStyle: [.push: "-----2-----[4 |]"], difference: .debounceCompletion,
            source: "push debounce (310:next(5), 310:completed); pull debounce (debounce0.5 completed); pubsub scenario_debounce"),
        row(
            "throttle completion with pending", ["1-2-3------45|"], [.throttle(frames: 3)], "1--2--3----4-|",
            perStyle: [.push: "1--2--3----4--[5 |]", .pubSub: "1--2--3----4--[5 |]"], difference: .throttleCompletion,
            source:
                "push throttle complete-while-pending; pull throttle (completed upstream with 7 pending); pubsub scenario_throttle_both_variants"
        ),
        row(
            "delay", ["-1-2|"], [.delay(frames: 2)], "---1-2|",
            source: "push delay_and_delay_subscription, pull delay, pubsub scenario_delay"),
        row(
            "delay of an error", ["-1-2#"], [.delay(frames: 2)], "---1#",
            perStyle: [.pubSub: "---1-2#"], difference: .delayedError,
            source: "push delay-err (225:error); pull delay (t=3.0 failed); pubsub scenario_delay (failure delayed)"),
        row(
            "zip completion", ["-1-2|", "--5---6---7|"], [.zip(input: 1)], "--(15)---[(26) |]",
            perStyle: [.push: "--(15)---(26)----|"], difference: .zipCompletion,
            source: "push zip (280:completed); pull zip (a completed with 2 still buffered); pubsub scenario_zip"),
        row(
            "combineLatest input completes empty", ["--|", "---1-|"], [.combineLatest(input: 1)], "-----|",
            perStyle: [.push: "---|"], difference: .combineLatestCompletion,
            source: "push RxSwift testCombineLatest_EmptyReturn (completed at the other's element); pull, pubsub complete when both have"),
    ]

    private static func row(
        _ name: String, _ inputs: [String], _ chain: [ChainStep], _ expected: String,
        perStyle: [ReactiveStyle: String] = [:], difference: StyleDifference? = nil, source: String
    ) -> EquivalenceScenario {
        EquivalenceScenario(
            name: name, testCase: CrossCase(inputs: inputs, chain: chain), expected: expected, perStyle: perStyle,
            difference: difference, source: source)
    }
}
