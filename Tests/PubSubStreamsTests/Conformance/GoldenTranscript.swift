// The pub-sub conformance transcript (`/work/shared/conformance/pubsub/golden.txt`, recorded from
// OpenCombine 0.14.0), embedded verbatim so the tests need no resource files.
let goldenTranscript = #"""
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

    ## scenario_map_trymap_filter
      mapFilter value(10)
      mapFilter value(20)
      mapFilter value(40)
      mapFilter value(50)
      mapFilter finished
      up request(unlimited)
      tryMap value(1)
      up cancel
      tryMap failure(TestError.boom)
      -- tryFilter / mapError
      tryFilter value(1)
      tryFilter failure(TestError.other)

    ## scenario_remove_duplicates_scan
      dedup value(1)
      dedup value(2)
      dedup value(1)
      dedup value(3)
      dedup finished
      scan value(1)
      scan value(3)
      scan value(6)
      scan value(10)
      scan finished
      tryScan value(1)
      tryScan value(3)
      tryScan failure(TestError.boom)
      reduce value(6)
      reduce finished

    ## scenario_prepend_append
      seq value(0)
      seq value(1)
      seq value(2)
      seq value(3)
      seq value(4)
      seq value(5)
      seq finished
      subj value(-1)
      subscribed; sending 1
      subj value(1)
      subj value(99)
      subj finished

    ## scenario_prefix_drop_first
      up request(unlimited)
      prefix value(1)
      prefix value(2)
      up cancel
      prefix finished
      dropFirst value(3)
      dropFirst value(4)
      dropFirst value(5)
      dropFirst finished
      seqUp request(unlimited)
      prefixSeq value(1)
      prefixSeq value(2)
      seqUp cancel
      prefixSeq finished

    ## scenario_combine_latest
      value((1,x))
      value((2,x))
      value((2,y))
      finished
      -- one side finishes without ever emitting
      b2 still open
      finished
      -- failure of one side
      a3 request(unlimited)
      b3 request(unlimited)
      value((1,2))
      a3 cancel
      failure(TestError.boom)

    ## scenario_zip
      value((1,x))
      value((2,y))
      a finished with a buffered value
      value((3,z))
      finished
      -- a finishes with empty buffer
      value((1,1))
      finished

    ## scenario_merge_completion
      emulated: [a, b].publisher.flatMap { $0 } (OpenCombine 0.14.0 lacks Publishers.Merge)
      value(1)
      value(2)
      a finished
      value(3)
      finished
      -- failure wins immediately and cancels the other
      a2 request(unlimited)
      b2 request(unlimited)
      value(1)
      a2 cancel
      failure(TestError.boom)

    ## scenario_flatmap_unbounded
      value(2a)
      value(1a)
      value(2b)
      outer finished
      value(2c)
      finished
      -- inner failure fails the whole flatMap
      outer2 request(unlimited)
      value(1)
      failure(TestError.boom)

    ## scenario_switch_to_latest
      value(x1)
      value(y1)
      outer finished, y still active
      value(y2)
      finished
      -- switching cancels the previous inner (observed via handleEvents)
      inner1 subscription
      inner1 request(unlimited)
      inner1 cancel
      inner2 subscription
      inner2 request(unlimited)
      value(20)
      -- flatMap to Just (no overlap possible)
      value(100)
      value(200)
      value(300)
      finished
      inner2 cancel

    ## scenario_catch_replace_error
      catch got TestError.boom
      catch value(-1)
      catch finished
      catchSubj value(1)
      catchSubj value(100)
      catchSubj value(200)
      catchSubj finished
      replaceError value(0)
      replaceError finished
      tryCatch-noerr value(1)
      tryCatch-noerr value(2)
      tryCatch-noerr finished
      tryCatch failure(TestError.other)
      replaceEmpty value(5)
      replaceEmpty finished

    ## scenario_retry_subscription_counts
      attempt #1
      attempt #2
      attempt #3
      retry(2) 2 failures value(3)
      retry(2) 2 failures finished
      attempt #1
      attempt #2
      retry(1) 2 failures failure(TestError.boom)
      attempt #1
      retry(3) 0 failures value(1)
      retry(3) 0 failures finished
      -- retry re-subscribes to a subject: values before the failure are not replayed
      subj subscription
      subj request(unlimited)
      subjRetry value(1)
      subj subscription
      subj request(unlimited)
      subjRetry failure(TestError.boom)
      subject is now terminated; retry subscribed again

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

    ## scenario_debounce
      t=0 send(1)
      t=0.3 send(2)
      t=1.3 out value(2)
      t=1.5 send(3)
      t=1.6 send(4)
      t=2 send(finished)
      t=2 out finished
      t=0 -- completion after the pending value fired
      t=0 send(1)
      t=1 out value(1)
      t=3 send(finished)
      t=3 out finished
      t=0 -- failure while a value is pending
      t=0 send(1)
      t=0.5 send(failure)
      t=0.5 out failure(TestError.boom)

    ## scenario_throttle_both_variants
      t=0 -- throttle(for: 1, latest: false)
      t=0 send(1)
      t=0 out value(1)
      t=0.2 send(2)
      t=0.4 send(3)
      t=1 out value(2)
      t=1.1 send(4)
      t=1.2 send(5)
      t=2 out value(4)
      t=2.5 send(6)
      t=2.6 send(7)
      t=2.8 send(finished)
      t=3 out value(6)
      t=3 out finished
      t=0 -- throttle(for: 1, latest: true)
      t=0 send(1)
      t=0 out value(1)
      t=0.2 send(2)
      t=0.4 send(3)
      t=1 out value(3)
      t=1.1 send(4)
      t=1.2 send(5)
      t=2 out value(5)
      t=2.5 send(6)
      t=2.6 send(7)
      t=2.8 send(finished)
      t=3 out value(7)
      t=3 out finished

    ## scenario_delay
      t=0 send(1)
      t=0.5 out value(1)
      t=1 send(2)
      t=1.2 send(finished)
      t=1.5 out value(2)
      t=1.7 out finished
      t=0 -- failure is delayed too?
      t=0 send(1)
      t=0.1 send(failure)
      t=0.5 out value(1)
      t=0.6 out failure(TestError.boom)
      t=0 -- Just(1).delay: nothing until the scheduler advances
      t=0 subscribed; pending actions=2
      t=1.999 advanced 1.999
      t=2 just value(1)
      t=2 just finished

    ## scenario_measure_interval
      t=0.5 send(1)
      t=0.5 interval value(0.5s)
      t=1.5 send(2)
      t=1.5 interval value(1s)
      t=4 send(3)
      t=4 interval value(2.5s)
      t=4 send(4)
      t=4 interval value(0s)
      t=5 send(finished)
      t=5 interval finished

    ## scenario_timeout
      t=0 up request(unlimited)
      t=0.5 send(1)
      t=0.5 out value(1)
      t=1.2 send(2)
      t=1.2 out value(2)
      t=2.2 up cancel
      t=2.2 out finished
      t=5 send(3)
      t=0 -- customError
      t=1 out failure(TestError.timedOut)
      t=0 -- completion before timeout
      t=0.5 send(finished)
      t=0.5 out finished
      t=1 pending actions after run=0

    ## scenario_receive_on_subscribe_on_virtual
      t=0 -- receive(on:)
      t=0 up subscription
      t=0 up request(unlimited)
      t=0 after sink; pending=2
      t=0 out value(1)
      t=0 out finished
      t=0 after advance; pending=0
      t=0 -- subscribe(on:)
      t=0 after sink; pending=1
      t=0 up2 subscription
      t=0 up2 request(unlimited)
      t=0 out2 value(1)
      t=0 out2 value(2)
      t=0 out2 finished
      t=0 after first advance; pending=0
      t=0 -- subscribe(on:) then cancel before the scheduler runs
      t=0 up3 subscription
      t=0 up3 request(unlimited)
      t=0 out3 value(3)
      t=0 out3 finished
      t=0 -- receive(on:) hops completion too; cancel between hops
      t=0 pending=2
      t=0 out4 value(1)
      t=0 out4 value(2)

    ## scenario_virtual_scheduler_self_check
      t=0 E immediate-ish (runs on next advance)
      t=0.5 C@0.5
      t=0.5 D@0.5 scheduled at 0.5
      t=1 A@1
      t=1 B@1
      t=2 repeat
      t=3 repeat
      t=4 repeat
      t=14 past date runs now
      t=14 executed=9

    ## scenario_viewmodel_flow_sync
      success: before tap value=nil
      success: after tap 1 value=Optional("Library name: City Library")
      success: after tap 2 value=Optional("Library name: City Library")
      failure: before tap value=nil
      failure: after tap 1 value=Optional("Error occurred: TestError.boom")
      failure: after tap 2 value=Optional("Error occurred: TestError.boom")
      -- the inner catch keeps the outer stream alive: taps after an error still work (shown above)

    ## scenario_viewmodel_background_queue
      -- ImmediateScheduler injected, service hops to a background queue
      firstValue wait: value(Library name: Night Library)
      delivered on main thread: Optional(false)
      -- production scheduler DispatchQueue.main while the main thread blocks on a semaphore
      blocking wait: threw(FirstValueError.timedOut(0.3))
      after RunLoop.main.run(until:) value=Optional("Library name: Night Library")
      -- synchronous stub + ImmediateScheduler: no waiting needed
      right after tap value=Optional("Library name: Sync")
      (line 'right after tap (may race)' omitted from golden: racy by design; see results.md)

    ## scenario_first_value_helper
      Just(1): value(1)
      CurrentValueSubject(5): value(5)
      never-completing PassthroughSubject: threw(FirstValueError.timedOut(0.2))
      Fail(.boom): threw(TestError.boom)
      Empty: threw(FirstValueError.finishedWithoutValue)
      subject sent from another queue after 50ms: value(8)
      Deferred{Future} resolved on a global queue: value(11)
      subject sent on the SAME thread only after the wait: threw(FirstValueError.timedOut(0.1))

    # 38 scenarios
    """#
