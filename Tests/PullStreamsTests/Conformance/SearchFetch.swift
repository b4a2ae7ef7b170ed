import PullStreams
import PullStreamsTest

/// The fake network fetch of the view-model search transcripts (the error kept inside the
/// `flatMap(.latest)`, or let out of it): results 1 virtual second after start, or an immediate
/// failure for "fail"; logs its start, its end and a delayed result cancelled.
func fakeSearchFetch(_ s: TestScheduler, _ tr: Transcript) -> (String) -> SignalProducer<[String], TestError> {
    { query in
        SignalProducer<[String], TestError> { o, lifetime in
            tr.log("fetch(\(query)) started")
            lifetime.observeEnded { tr.log("fetch(\(query)) ended") }
            if query == "fail" {
                o.send(error: .boom)
            } else {
                o.send(value: [query + "1", query + "2"])
                o.sendCompleted()
            }
        }
        .delay(1, on: s)
        .on(interrupted: { tr.log("fetch(\(query)) delayed result interrupted (cancelled)") })
    }
}
