// The pub-sub conformance transcript (`/work/shared/conformance/pubsub/golden.txt`, recorded from
// OpenCombine 0.14.0), embedded verbatim so the tests need no resource files: one literal per section
// (this file's and the `GoldenTranscript+<Section>.swift` files'), joined in golden.txt's order.
let goldenTranscript = [
    goldenTranscriptDemandAndSources,
    goldenTranscriptOperators,
    goldenTranscriptSubjectsAndSubscribers,
    goldenTranscriptTimeAndSchedulers,
].joined(separator: "\n")

/// Demand, sequences, subjects under limited demand, `Just`/`Fail`/`Empty`, `Deferred`, `Future`, `Result`.
private let goldenTranscriptDemandAndSources = #"""
    ## scenario_demand_max1_then_more
      S subscribed
      up request(max(1))
      S value(1) -> max(1)
      up request(max(1))
      S value(2) -> max(1)
      up request(max(1))
      S value(3) -> max(0)
      -- later request(max(2))
      S request(max(2))
      up request(max(2))
      S value(4) -> max(0)
      S value(5) -> max(0)
      -- later request(unlimited)
      S request(unlimited)
      up request(unlimited)
      S value(6) -> max(0)
      S value(7) -> max(0)
      S value(8) -> max(0)
      S value(9) -> max(0)
      S value(10) -> max(0)
      S finished

    ## scenario_sequence_honors_demand
      S subscribed
      S value(1) -> max(0)
      S value(2) -> max(0)
      S request(max(3))
      S value(3) -> max(0)
      S value(4) -> max(0)
      S value(5) -> max(0)
      S finished
      -- exact demand on a 2-element sequence
      T subscribed
      T value(1) -> max(0)
      T value(2) -> max(0)
      T finished
      -- empty sequence, no demand
      E subscribed
      E finished
      -- demand returned from receive(_:) adds up
      U subscribed
      U value(1) -> max(3)
      U value(2) -> max(0)
      U value(3) -> max(0)
      U value(4) -> max(0)
      -- cancel mid-way then request: nothing more
      U cancel()
      U request(max(5))

    ## scenario_subject_limited_demand
      S subscribed
      S value(1) -> max(0)
      S value(2) -> max(0)
      S request(max(1))
      S value(5) -> max(0)
      S finished
      -- buffer(size:prefetch:whenFull:) in front of the subject keeps values
      B subscribed
      B value(1) -> max(0)
      B request(max(2))
      B value(2) -> max(0)
      B value(3) -> max(0)

    ## scenario_flatmap_max_publishers_1
      outer request(max(1))
      inner1 subscription
      inner1 request(unlimited)
      value(1a)
      outer request(max(1))
      inner2 subscription
      inner2 request(unlimited)
      value(2b)
      outer request(max(1))
      inner3 subscription
      inner3 request(unlimited)
      value(3a)
      finished
      -- same with a PassthroughSubject upstream (does not buffer)
      outerS request(max(1))
      in1 subscription
      in1 request(unlimited)
      outerS request(max(1))
      in3 subscription
      in3 request(unlimited)
      value(3x)
      finished

    ## scenario_just_fail_empty
      Just value(1)
      Just finished
      Fail failure(TestError.boom)
      Empty finished
      Never request(unlimited)
      -- Just with no demand, then request(max(1))
      J subscribed
      J request(max(1))
      J value(5) -> max(0)
      J finished
      -- Fail/Empty deliver completion without any demand
      F subscribed
      F failure(TestError.other)
      E subscribed
      E finished
      -- Just(1).setFailureType(to:)
      JS value(2)
      JS finished
      Never cancel

    ## scenario_deferred_laziness
      created; factory calls so far=0
      factory call #1
      A value(10)
      A finished
      factory call #2
      B value(20)
      B finished

    ## scenario_future_eagerness_and_replay
      future closure runs
      future created, no subscriber yet
      A value(42)
      A finished
      B value(42)
      B finished
      -- promise fulfilled later
      C subscribed, nothing yet
      C value(7)
      C finished
      D(late) value(7)
      D(late) finished
      -- failing future
      E failure(TestError.boom)
      -- future value is held until demand arrives
      S subscribed
      S request(max(1))
      S value(42) -> max(0)
      S finished
      -- Deferred { Future } is lazy and re-runs per subscriber
      created; runs=0
      deferred future run #1
      F1 value(1)
      F1 finished
      deferred future run #2
      F2 value(2)
      F2 finished

    ## scenario_result_publisher_and_erasure
      ok value(1)
      ok finished
      err failure(TestError.boom)
      type: AnyPublisher<Int, TestError>
      erased value(6)
      erased finished
      optional value(9)
      optional finished
      nil finished

    """#
