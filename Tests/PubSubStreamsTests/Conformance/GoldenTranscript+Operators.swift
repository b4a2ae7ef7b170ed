// golden.txt's operator scenarios (map through retry), a section of `goldenTranscript`.
let goldenTranscriptOperators = #"""
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

    """#
