import Dispatch

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Follows the jobs of the tasks a ``TestClock`` step started or woke, through the concurrency
/// runtime's `swift_task_enqueueGlobal_hook` (the hook swift-concurrency-extras' `withMainSerialExecutor`
/// uses).
///
/// A job put on the global executor by a task that carries a ``StepWork`` (see `StepWork.current`) is
/// counted and run on a Dispatch global queue by the hook, on the generic executor; when the job returns (its task suspended
/// or ended) the count goes down. Every other job goes to the runtime's own global executor untouched.
/// Installed once per process, the first time a `TestClock` advances; when the runtime does not export
/// the hook, nothing is followed and `TestClock` falls back to yielding.
enum TaskEnqueueHook {
    private typealias Original = @convention(thin) (UnownedJob) -> Void
    private typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

    /// Whether the hook is in place (installs it on first use).
    static let isInstalled: Bool = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook") else { return false }
        let slot = symbol.assumingMemoryBound(to: Hook?.self)
        guard slot.pointee == nil else { return false }  // someone else's hook: leave it alone
        slot.pointee = { job, original in
            guard let work = StepWork.current else { return original(job) }
            work.job(1)
            let carried = UncheckedJob(job: job)
            DispatchQueue.global().async {
                // On the generic executor, as the runtime would: a nonisolated function then needs no hop
                // (a hop enqueues the task again from a context that carries no marker, and is lost).
                carried.job.runSynchronously(on: globalConcurrentExecutor.asUnownedTaskExecutor())
                work.job(-1)
            }
        }
        return true
    }()
}

/// Carries a job to the queue that runs it.
// @unchecked: a job is run exactly once, by the one closure it is handed to.
private struct UncheckedJob: @unchecked Sendable {
    let job: UnownedJob
}
