// Copy kit (Combine + combine-schedulers): the app's schedulers and the immediate ones, for
// SchedulerProvider.swift. Uses only Combine's and CombineSchedulers' public API; it belongs in the app target.
import Foundation
import PubSubStreams
import PubSubStreamsTest

extension SchedulerProvider where Scheduler == AnySchedulerOf<DispatchQueue> {
    /// The app's schedulers: each queue itself.
    public static var live: SchedulerProvider { SchedulerProvider { $0.eraseToAnyScheduler() } }

    /// Runs everything at once on the calling thread, delays included: for tests that ignore time.
    public static var immediate: SchedulerProvider { .always(DispatchQueue.immediate.eraseToAnyScheduler()) }
}
