import Dispatch
import Scheduling
import Testing

@Suite("SchedulerProvider")
struct SchedulerProviderTests {
    @Test func alwaysAnswersEveryQueueWithTheSameScheduler() {
        let provider = SchedulerProvider<String>.always("test")
        #expect(provider.scheduler(forQueue: .main) == "test")
        #expect(provider.scheduler(forQueue: DispatchQueue(label: "background")) == "test")
    }

    @Test func liveFamilyBuildsOneSchedulerPerQueueAsked() {
        let provider = SchedulerProvider<String> { queue in queue.label }
        #expect(provider.scheduler(forQueue: DispatchQueue(label: "network")) == "network")
        #expect(provider.scheduler(forQueue: .main) == DispatchQueue.main.label)
    }
}
