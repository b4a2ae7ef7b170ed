// Copy kit (any style): where a view model gets its schedulers, so tests can swap them. Foundation
// only; it belongs in the app target with the style's SchedulerProvider+Live.swift (SchedulerProvider+Test.swift
// in the tests). The same file serves every style's kit (PullKit's and PubSubKit's are links to this one).
import Foundation

/// Hands a view model the scheduler for each dispatch queue it would otherwise use directly.
///
/// ```swift
/// // in the app: your view model takes a provider, `.live` by default (SchedulerProvider+Live.swift)
/// let viewModel = SearchViewModel(schedulers: .live)
/// // in a test: one test scheduler for every queue (SchedulerProvider+Test.swift)
/// let tested = SearchViewModel(schedulers: .test(scheduler))
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
