import Foundation
// Copy kit (Combine + combine-schedulers): where a view model gets its schedulers, so tests can
// swap them. Uses only Combine's and CombineSchedulers' public API; it belongs in the app target.
import PubSubStreams
import PubSubStreamsTest

/// Hands a view model the scheduler for each dispatch queue it would otherwise use directly.
///
/// ```swift
/// let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
/// ```
public struct SchedulerProvider<Scheduler> {
    private let make: (DispatchQueue) -> Scheduler

    /// A provider that builds each queue's scheduler with `make`.
    public init(_ make: @escaping (DispatchQueue) -> Scheduler) {
        self.make = make
    }

    /// The scheduler to use instead of `queue`.
    public func scheduler(forQueue queue: DispatchQueue) -> Scheduler {
        make(queue)
    }

    /// A provider that answers `scheduler` for every queue.
    public static func always(_ scheduler: Scheduler) -> SchedulerProvider {
        SchedulerProvider { _ in scheduler }
    }
}

extension SchedulerProvider where Scheduler == AnySchedulerOf<DispatchQueue> {
    /// The app's schedulers: each queue itself.
    public static var live: SchedulerProvider { SchedulerProvider { $0.eraseToAnyScheduler() } }

    /// Runs everything at once on the calling thread, delays included: for tests that ignore time.
    public static var immediate: SchedulerProvider { .always(DispatchQueue.immediate.eraseToAnyScheduler()) }
}
