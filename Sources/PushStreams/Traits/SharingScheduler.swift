import Scheduling

/// Where `Driver` delivers: `MainScheduler` by default; tests swap it with `mock(scheduler:action:)`.
///
/// Same as RxCocoa's `SharingScheduler`. The scheduler is read when a driver is built
/// (`asDriver`, `Driver.just`), so build the pipeline inside `mock`'s action.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// SharingScheduler.mock(scheduler: scheduler) {
///     let driver = Observable.just(1).asDriver(onErrorJustReturn: 0)
///     // ... subscribe and run the scheduler ...
/// }
/// ```
public enum SharingScheduler {
    private static let factory = Locked(UncheckedSendableBox<() -> SchedulerType>({ MainScheduler.instance }))

    /// Makes the scheduler drivers use.
    public static var make: () -> SchedulerType { factory.withLock { $0.value } }

    /// Runs `action` with drivers delivering on `scheduler`, then restores the previous factory.
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with drivers delivering on schedulers made by `makeScheduler`, then restores the previous factory.
    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        let previous = factory.withLock { factory -> UncheckedSendableBox<() -> SchedulerType> in
            defer { factory = UncheckedSendableBox(makeScheduler) }
            return factory
        }
        defer { factory.withLock { $0 = previous } }
        try action()
    }
}
