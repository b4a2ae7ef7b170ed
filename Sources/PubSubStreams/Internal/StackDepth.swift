#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// The per-thread stack guard of the pub-sub style: how deeply subscriptions and events are nested on
/// this thread, and the work deferred until the outermost guarded call unwinds.
///
/// Combine has no such thing: a publisher nested 10,000 levels deep subscribes, requests and delivers
/// through 10,000 nested calls and overflows the stack. Ours counts guarded calls (``Publisher/subscribe(_:)``
/// and every event crossing an `AnyPublisher`, see ``ErasedRelay``); past ``limit`` the next one is queued
/// here and run, in order, by the outermost guarded call of the thread just before it returns. Chains
/// shallower than the limit (every realistic one) run exactly as before: the trampoline only engages deep.
package final class StackDepth {
    /// How many guarded calls may nest on one thread before the next one is deferred.
    package static let limit = 48

    private var depth = 0
    private var deferred: [() -> Void] = []
    private var head = 0

    /// This thread's guard (created on first use, released when the thread exits).
    @inline(__always)
    package static var current: StackDepth {
        if let pointer = pthread_getspecific(stackDepthKey) {
            return Unmanaged<StackDepth>.fromOpaque(pointer).takeUnretainedValue()
        }
        let created = StackDepth()
        pthread_setspecific(stackDepthKey, Unmanaged.passRetained(created).toOpaque())
        return created
    }

    /// Enters a guarded call; `false` (and nothing entered) when the thread is too deep: defer instead.
    @inline(__always)
    package func enter() -> Bool {
        guard depth < Self.limit else { return false }
        depth += 1
        return true
    }

    /// Leaves a guarded call; the outermost one runs what was deferred meanwhile.
    @inline(__always)
    package func exit() {
        depth -= 1
        if depth == 0, head < deferred.count { runDeferred() }
    }

    /// Queues `work` for the outermost guarded call of this thread (only call when ``enter()`` said no,
    /// so that such a call is running and will run it).
    package func deferWork(_ work: @escaping () -> Void) {
        deferred.append(work)
    }

    private func runDeferred() {
        while head < deferred.count {
            let work = deferred[head]
            deferred[head] = {}
            head += 1
            depth = 1
            work()
            depth = 0
        }
        deferred.removeAll(keepingCapacity: deferred.count <= 1024)
        head = 0
    }
}

private let stackDepthKey: pthread_key_t = {
    var key = pthread_key_t()
    #if canImport(Darwin)
    let status = pthread_key_create(&key) { pointer in
        Unmanaged<StackDepth>.fromOpaque(pointer).release()
    }
    #else
    let status = pthread_key_create(&key) { pointer in
        guard let pointer else { return }
        Unmanaged<StackDepth>.fromOpaque(pointer).release()
    }
    #endif
    precondition(status == 0, "pthread_key_create failed with \(status)")
    return key
}()
