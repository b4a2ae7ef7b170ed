import Scheduling

/// The per-thread guard that keeps deep synchronous chains off the end of the stack.
///
/// ReactiveSwift has no trampoline: starting, delivering through and disposing a chain of operators
/// are nested calls, so a chain thousands of operators deep overflows the stack. Ours guards those
/// frames (a delivery of a `Signal`, the start of a producer's upstream, the interruption of an
/// operator's upstream): once half of this thread's stack is used or 512 guarded calls nest, the next
/// one is deferred, and run as soon as the stack has unwound an eighth of that room (at the latest by
/// the outermost guarded frame, before it returns). Every chain within those limits behaves exactly as
/// ReactiveSwift's; deeper ones still complete synchronously from the caller's point of view. (The
/// earlier guard counted 64 nested frames, which changed the order of events in ordinary chains of 30
/// to 60 operators.)
///
/// Because deferred work runs as soon as there is room again, a `send` from part-way down a chain that
/// reached the limits returns only after its event has been delivered in full: a synchronous producer
/// sending until its lifetime ends is stopped by a downstream `take`, as in ReactiveSwift
/// (`DeepChainEndlessSourceTests`).
///
/// The guard itself is the package's `NestingGuard`, one per thread; this names the pull style's.
@usableFromInline
enum StackGuard {
    /// How many guarded frames may nest on one thread where the platform does not report its stack.
    ///
    /// A flattened layer costs about two guarded frames and a few kilobytes of stack (debug build,
    /// more under ThreadSanitizer), so 64 frames stay far below a thread's stack size.
    @usableFromInline static let fallbackLimit = 64

    /// This thread's guard (created on first use, released when the thread exits).
    @inlinable
    static var current: NestingGuard { stackGuards.current }

    /// Runs `work` as a guarded frame now, or defers it when the stack is already too deep.
    @inlinable
    static func run(_ work: @escaping () -> Void) { current.run(work) }

    /// Runs `body` as if nothing were nested on this thread, and everything it deferred before it
    /// returns: for a caller that blocks right after (a blocking operator must not leave the work it
    /// waits for to a frame below it on its own stack).
    static func isolated<Result>(_ body: () -> Result) -> Result { current.isolated(body) }
}

/// Every thread's guard.
@usableFromInline let stackGuards = ThreadLocal { NestingGuard(fallbackLimit: StackGuard.fallbackLimit, drainsEarly: true) }
