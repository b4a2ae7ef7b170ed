import PushStreams
import Scheduling

extension SchedulerProvider where Scheduler == any SchedulerType {
    /// Answers every queue with `scheduler`, so the code under test runs in virtual time.
    ///
    /// ```swift
    /// let scheduler = TestScheduler(initialClock: 0)
    /// let provider = SchedulerProvider.test(scheduler)
    /// print(provider.scheduler(forQueue: .main) is TestScheduler)
    /// // Prints: true
    /// ```
    public static func test(_ scheduler: TestScheduler) -> SchedulerProvider<any SchedulerType> {
        .always(scheduler)
    }
}
