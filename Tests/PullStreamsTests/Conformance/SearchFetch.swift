import Foundation
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

/// The user's taps of the view-model search transcripts: for each `(label, pause)`, logs "tap <label>",
/// sends the label's first word as the query, then lets `pause` virtual seconds pass.
func tapSearches(
    _ taps: [(label: String, pause: TimeInterval)], into tap: Signal<String, Never>.Observer, _ tr: Transcript, _ s: TestScheduler
) {
    for (label, pause) in taps {
        tr.log("tap \(label)")
        tap.send(value: String(label.prefix { $0 != " " }))
        s.advance(by: pause)
    }
}
