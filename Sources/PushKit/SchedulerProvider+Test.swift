// Copy kit (RxSwift + RxTest): the virtual-time family of SchedulerProvider, for the test target.
import Foundation
import PushStreams
import PushStreamsTest

extension SchedulerProvider where Scheduler == any SchedulerType {
    /// One virtual-time scheduler for every queue.
    public static func test(_ scheduler: TestScheduler) -> SchedulerProvider<any SchedulerType> {
        .always(scheduler)
    }
}
