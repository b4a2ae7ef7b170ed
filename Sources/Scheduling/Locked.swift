// The one lock type of the package. Every platform `#if` about locking lives in this file.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A value guarded by a mutex; the only way in is `withLock { }`.
///
/// The originals each roll their own (`RecursiveLock` in RxSwift, `Atomic` in ReactiveSwift,
/// `os_unfair_lock` wrappers in OpenCombine); the whole package uses this one. It is not
/// recursive: never call out (send an event, run a user closure, run a scheduler action) from
/// inside `withLock`. Take what must happen out of the critical section and do it after.
///
/// ```swift
/// let count = Locked(0)
/// count.withLock { $0 += 1 }
/// print(count.withLock { $0 })
/// // Prints: 1
/// ```
// @unchecked: `state` is only read or written between `pthread_mutex_lock` and `pthread_mutex_unlock`
// (which is also why its dynamic exclusivity checks are off).
@usableFromInline
package final class Locked<State>: @unchecked Sendable {
    @exclusivity(unchecked) @usableFromInline var state: State
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// Creates a lock guarding `initialState`.
    package init(_ initialState: State) {
        state = initialState
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed with \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the state and returns its result.
    @inlinable @discardableResult
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }

    /// Like `withLock`, but returns `nil` at once instead of waiting when another thread holds the lock.
    @inlinable
    package func withLockIfAvailable<Result>(_ body: (inout State) throws -> Result) rethrows -> Result? {
        guard pthread_mutex_trylock(mutex) == 0 else { return nil }
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}
