import Scheduling

/// The per-thread stack guard of the pub-sub style: how deeply subscriptions and events are nested on
/// this thread, and the work deferred until the outermost guarded call unwinds.
///
/// Combine has no such thing: a publisher nested 10,000 levels deep subscribes, requests and delivers
/// through 10,000 nested calls and overflows the stack. Ours counts guarded calls (``Publisher/subscribe(_:)``
/// and every event crossing an `AnyPublisher`, see ``ErasedRelay``); once half of this thread's stack is
/// used or 512 guarded calls nest, the next one is queued (in the package's `NestingGuard`, one per
/// thread) and run, in order, by the outermost guarded call of the thread just before it returns. Every
/// chain within those limits runs exactly as Combine runs it: the trampoline only engages in chains
/// hundreds of operators deep.
///
/// Operators on the hot paths spell ``Publisher/subscribe(_:)`` out (`StackDepth.current.run { upstream.receive(subscriber:) }`,
/// `NestingGuard.run`: entered, or deferred when too deep) instead of calling it: a generic function calling itself with
/// a growing type (`subscribe<Map<…>, Inner<Sink>>` → `subscribe<Sequence<…>, Inner<Inner<Sink>>>`) is
/// never specialized by the compiler (it guards against endless specialization), so the whole chain below
/// would run unspecialized, with run-time generic metadata lookups on every event.
@usableFromInline
package enum StackDepth {
    /// How many guarded calls may nest on one thread before the next one is deferred, where the platform
    /// does not report the thread's stack.
    @usableFromInline package static let fallbackLimit = 48

    /// This thread's guard (created on first use, released when the thread exits).
    @inlinable @inline(__always)
    package static var current: NestingGuard { stackDepths.current }
}

/// Every thread's guard.
@usableFromInline let stackDepths = ThreadLocal { NestingGuard(fallbackLimit: StackDepth.fallbackLimit) }
