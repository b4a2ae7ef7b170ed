// Copy kit (Combine + combine-schedulers): the virtual-time family of SchedulerProvider, for the test target.
import Foundation
import PubSubStreams
import PubSubStreamsTest

extension SchedulerProvider where Scheduler == AnySchedulerOf<DispatchQueue> {
    /// One virtual-time scheduler for every queue.
    public static func test(_ scheduler: TestSchedulerOf<DispatchQueue>) -> SchedulerProvider<AnySchedulerOf<DispatchQueue>> {
        .always(scheduler.eraseToAnyScheduler())
    }
}
