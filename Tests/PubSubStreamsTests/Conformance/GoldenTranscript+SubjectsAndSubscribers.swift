// golden.txt's scenarios on sharing, subjects and subscribers (share through assign), a section of
// `goldenTranscript`.
let goldenTranscriptSubjectsAndSubscribers = #"""
    ## scenario_share
      [A] -- A, B subscribe
      [A] -- send(1)
      [A] value(1)
      [A] -- A cancels; send(2)
      [A] -- B cancels (last one)
      [A] -- C subscribes; send(3)
      [B] -- A, B subscribe
      [B] -- send(1)
      [B] value(1)
      [B] -- A cancels; send(2)
      [B] value(2)
      [B] -- B cancels (last one)
      [B] -- C subscribes; send(3)
      [C] -- A, B subscribe
      [C] -- send(1)
      [C] -- A cancels; send(2)
      [C] -- B cancels (last one)
      [C] -- C subscribes; send(3)
      [C] value(3)
      [main] -- A, B subscribe
      [main] up subscription
      [main] up request(unlimited)
      [main] -- send(1)
      [main] upstream subscriptions=1
      [main] -- A cancels; send(2)
      [main] -- B cancels (last one)
      [main] up cancel
      [main] -- C subscribes; send(3)
      [main] up subscription
      [main] up request(unlimited)
      [main] upstream subscriptions=2
      [main] -- share() over synchronous Just: second subscriber misses the value
      [main] D value(9)
      [main] D finished
      [main] E finished
      [main] Just subscriptions=1
      [main] up cancel

    ## scenario_handle_events_order
      receiveSubscription
      receiveRequest(unlimited)
      receiveOutput(1)
      sink value(1)
      receiveCompletion(finished)
      sink finished
      -- cancel before completion
      receiveCancel
      -- print() operator is also available (output to stdout omitted)

    ## scenario_passthrough_late_subscriber
      [A] -- send(1) with no subscribers
      [A] -- A subscribes
      [A] -- send(2)
      [A] value(2)
      [A] -- B subscribes
      [A] -- send(3)
      [A] value(3)
      [A] -- send(finished)
      [A] finished
      [B] -- send(1) with no subscribers
      [B] -- A subscribes
      [B] -- send(2)
      [B] -- B subscribes
      [B] -- send(3)
      [B] value(3)
      [B] -- send(finished)
      [B] finished

    ## scenario_passthrough_after_completion
      A failure(TestError.boom)
      -- late subscriber after failure:
      B failure(TestError.boom)
      -- late subscriber after finished (via handleEvents):
      C-up subscription
      C-up request(unlimited)
      C finished

    ## scenario_current_value_subject
      [A] -- A subscribes (current value replayed)
      [A] value(0)
      [A] -- send(1)
      [A] value(1)
      [A] -- value = 2
      [A] value(2)
      [A] -- send(2) again (no dedup)
      [A] value(2)
      [A] -- B subscribes
      [A] -- send(finished)
      [A] finished
      [A] -- C subscribes after completion
      [B] -- A subscribes (current value replayed)
      [B] -- send(1)
      [B] -- value = 2
      [B] -- send(2) again (no dedup)
      [B] -- B subscribes
      [B] value(2)
      [B] -- send(finished)
      [B] finished
      [B] -- C subscribes after completion
      [C] -- A subscribes (current value replayed)
      [C] -- send(1)
      [C] -- value = 2
      [C] -- send(2) again (no dedup)
      [C] -- B subscribes
      [C] -- send(finished)
      [C] -- C subscribes after completion
      [C] finished
      [main] -- A subscribes (current value replayed)
      [main] -- send(1)
      [main] -- value = 2
      [main] read value=2
      [main] -- send(2) again (no dedup)
      [main] -- B subscribes
      [main] -- send(finished)
      [main] after finish+send(3) value=2
      [main] after finish+value=4 value=4
      [main] -- C subscribes after completion

    ## scenario_subject_without_demand_drops
      P subscribed
      P request(max(1))
      P value(3) -> max(0)
      P request(max(1))
      P value(5) -> max(0)
      -- CurrentValueSubject with no initial demand
      CV subscribed
      CV request(max(1))
      CV value(12) -> max(0)
      CV request(max(2))
      CV value(13) -> max(0)
      CV value(14) -> max(0)

    ## scenario_sink_store_and_cancel
      [main] -- send(1)
      [main] bag.count=2 array.count=1
      [main] -- bag.removeAll()
      [main] -- send(2)
      [main] -- array[0].cancel() twice
      [main] -- send(3)
      [main] -- _ = subject.sink (result discarded)
      [main] -- send(4)
      [s1] up request(unlimited)
      [s1] -- send(1)
      [s1] value(1)
      [s1] -- bag.removeAll()
      [s1] up cancel
      [s1] -- send(2)
      [s1] -- array[0].cancel() twice
      [s1] -- send(3)
      [s1] -- _ = subject.sink (result discarded)
      [s1] -- send(4)
      [s2] up request(unlimited)
      [s2] -- send(1)
      [s2] value(1)
      [s2] -- bag.removeAll()
      [s2] up cancel
      [s2] -- send(2)
      [s2] -- array[0].cancel() twice
      [s2] -- send(3)
      [s2] -- _ = subject.sink (result discarded)
      [s2] -- send(4)
      [s3] up request(unlimited)
      [s3] -- send(1)
      [s3] value(1)
      [s3] -- bag.removeAll()
      [s3] -- send(2)
      [s3] value(2)
      [s3] -- array[0].cancel() twice
      [s3] up cancel
      [s3] -- send(3)
      [s3] -- _ = subject.sink (result discarded)
      [s3] -- send(4)
      [s4] -- send(1)
      [s4] -- bag.removeAll()
      [s4] -- send(2)
      [s4] -- array[0].cancel() twice
      [s4] -- send(3)
      [s4] -- _ = subject.sink (result discarded)
      [s4] up request(unlimited)
      [s4] up cancel
      [s4] -- send(4)

    ## scenario_anycancellable_deinit
      scoped request(unlimited)
      scoped value(1)
      leaving scope
      scoped cancel
      -- AnyCancellable(closure) runs closure once on cancel, not again on deinit
      closure ran
      cancelled explicitly; now dropping
      closure ran on deinit
      -- Just delivers synchronously before sink returns, then nothing is left to cancel
      just request(unlimited)
      just value(7)

    ## scenario_assign_to_on
      box.value set to 5
      after dropping our reference: box alive=true
      box.value set to 6
      after finished: box alive=false
      after cancel: box2 alive=false
      -- Just(9).assign
      b3.value set to 9

    """#
