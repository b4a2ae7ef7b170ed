#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// The per-thread state of the library: the current-thread trampoline's queue and the stack guard.
///
/// RxSwift keeps the trampoline queue in thread-local storage and runs nested subscriptions and events
/// as direct calls, so a chain thousands of operators deep overflows the stack. Ours counts how deeply
/// subscriptions and deliveries are nested on this thread; past ``limit`` the next one is deferred and
/// run by the outermost guarded frame once it unwinds (a trampoline that only engages when deep). Chains
/// shallower than the limit (every realistic one) behave exactly as RxSwift's.
final class ThreadState {
    /// How many subscriptions and deliveries may nest on one thread before the next one is deferred.
    static let limit = 64

    /// The nesting depth of guarded frames on this thread.
    var depth = 0
    /// The current-thread trampoline's queue while one runs on this thread.
    var trampoline: TrampolineQueue?
    private var deferred: [() -> Void] = []
    private var head = 0

    /// This thread's state (created on first use, released when the thread exits).
    @inline(__always)
    static var current: ThreadState {
        if let pointer = pthread_getspecific(threadStateKey) {
            return Unmanaged<ThreadState>.fromOpaque(pointer).takeUnretainedValue()
        }
        let state = ThreadState()
        pthread_setspecific(threadStateKey, Unmanaged.passRetained(state).toOpaque())
        return state
    }

    /// Enters a guarded frame; `false` (and no frame entered) when the stack is too deep: defer instead.
    @inline(__always)
    func enter() -> Bool {
        guard depth < Self.limit else { return false }
        depth += 1
        return true
    }

    /// Leaves a guarded frame; the outermost one runs the work deferred meanwhile.
    @inline(__always)
    func exit() {
        depth -= 1
        if depth == 0, head < deferred.count { runDeferred() }
    }

    /// Queues `work` for the outermost guarded frame of this thread.
    func deferWork(_ work: @escaping () -> Void) {
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
        deferred.removeAll(keepingCapacity: true)
        head = 0
    }
}

private let threadStateKey: pthread_key_t = {
    var key = pthread_key_t()
    #if canImport(Darwin)
    let status = pthread_key_create(&key) { pointer in
        Unmanaged<ThreadState>.fromOpaque(pointer).release()
    }
    #else
    let status = pthread_key_create(&key) { pointer in
        guard let pointer else { return }
        Unmanaged<ThreadState>.fromOpaque(pointer).release()
    }
    #endif
    precondition(status == 0, "pthread_key_create failed with \(status)")
    return key
}()
