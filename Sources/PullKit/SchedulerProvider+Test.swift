// Copy kit (ReactiveSwift): the virtual-time family of SchedulerProvider, for the test target.
import Foundation
import PullStreams

extension SchedulerProvider where Scheduler == any DateScheduler {
    /// One virtual-time scheduler for every queue.
    public static func test(_ scheduler: TestScheduler) -> SchedulerProvider<any DateScheduler> {
        .always(scheduler)
    }
}
