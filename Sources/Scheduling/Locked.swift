// The one lock type of the stream libraries, and per-thread storage. Every platform `#if` about locking
// lives in this file (pull's `CurrentThreadID` has the one about thread identity).
#if canImport(Darwin)
    import Darwin
    import os  // os_unfair_lock
#else
    // Outside Apple platforms the standard library's futex-based `Mutex` has no availability limit; its
    // uncontended lock and unlock are one atomic compare-and-swap each, inlined (no call into libc).
    import Synchronization
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #endif

    /// ThreadSanitizer's `__tsan_acquire`/`__tsan_release`, found at run time when TSan is in the process.
    ///
    /// `Mutex` waits and wakes in the standard library's (uninstrumented) slow path, where ThreadSanitizer
    /// cannot see the ordering a contended lock gives; under `--sanitize=thread` we state it ourselves.
    /// Without TSan both lookups fail, and each use of a lock pays one well-predicted branch on a stored flag.
    @usableFromInline
    let threadSanitizerHooks:
        (
            acquire: @convention(c) (UnsafeRawPointer?) -> Void,
            release: @convention(c) (UnsafeRawPointer?) -> Void
        )? = {
            #if canImport(Glibc) || canImport(Musl)
                guard let acquire = dlsym(nil, "__tsan_acquire"), let release = dlsym(nil, "__tsan_release") else { return nil }
                typealias Hook = @convention(c) (UnsafeRawPointer?) -> Void
                return (unsafeBitCast(acquire, to: Hook.self), unsafeBitCast(release, to: Hook.self))
            #else
                return nil
            #endif
        }()
#endif

/// A value guarded by a mutex; the only way in is `withLock { }`.
///
/// The originals each roll their own (`RecursiveLock` in RxSwift, `Atomic` in ReactiveSwift,
/// `os_unfair_lock` wrappers in OpenCombine); the stream libraries and their test modules use this one
/// (the copy kits, the sample domain and the test reporting, which a reader copies, use Foundation's `NSLock`). It is not
/// recursive: never call out (send an event, run a user closure, run a scheduler action) from
/// inside `withLock`. Take what must happen out of the critical section and do it after.
///
/// ```swift
/// let count = Locked(0)
/// count.withLock { $0 += 1 }
/// print(count.withLock { $0 })
/// // Prints: 1
/// ```
// @unchecked: `state` is only read or written while the mutex is held (which is also why its dynamic
// exclusivity checks are off).
@usableFromInline
package final class Locked<State>: @unchecked Sendable {
    // Every lock of the package: not measured alone (with it and all the others off, push B6 +61%,
    // pull B5a +143%; measured 2026-11-26).
    @exclusivity(unchecked) @usableFromInline var state: State
    #if canImport(Darwin)
        @usableFromInline let mutex: UnsafeMutablePointer<os_unfair_lock>
    #else
        @usableFromInline let mutex = Mutex<Void>(())
        /// Whether ThreadSanitizer is in the process (looked up once per lock, not once per use).
        @usableFromInline let annotatesForThreadSanitizer = threadSanitizerHooks != nil
    #endif

    /// Creates a lock guarding `initialState` (inlinable, so a specialized caller allocates it directly).
    @inlinable
    package init(_ initialState: State) {
        state = initialState
        #if canImport(Darwin)
            mutex = UnsafeMutablePointer<os_unfair_lock>.allocate(capacity: 1)
            mutex.initialize(to: os_unfair_lock())
        #endif
    }

    #if canImport(Darwin)
        deinit {
            mutex.deinitialize(count: 1)
            mutex.deallocate()
        }
    #endif

    /// Takes the mutex (waiting if another thread holds it), for a hot path that keeps its state
    /// beside the lock rather than in it: a debug build then takes the lock without the generic
    /// closure of `withLock`. Call `unlock()` on every path out, and before calling out.
    @inlinable @inline(__always)
    package func lock() {
        #if canImport(Darwin)
            os_unfair_lock_lock(mutex)
        #else
            mutex._unsafeLock()
            if annotatesForThreadSanitizer { threadSanitizerHooks?.acquire(Unmanaged.passUnretained(self).toOpaque()) }
        #endif
    }

    /// Takes the mutex if no other thread holds it; returns whether it did.
    @inlinable @inline(__always)
    func tryLock() -> Bool {
        #if canImport(Darwin)
            os_unfair_lock_trylock(mutex)
        #else
            guard mutex._unsafeTryLock() else { return false }
            if annotatesForThreadSanitizer { threadSanitizerHooks?.acquire(Unmanaged.passUnretained(self).toOpaque()) }
            return true
        #endif
    }

    /// Gives the mutex back (see `lock()`).
    @inlinable @inline(__always)
    package func unlock() {
        #if canImport(Darwin)
            os_unfair_lock_unlock(mutex)
        #else
            if annotatesForThreadSanitizer { threadSanitizerHooks?.release(Unmanaged.passUnretained(self).toOpaque()) }
            mutex._unsafeUnlock()
        #endif
    }

    /// Runs `body` with exclusive access to the state and returns its result.
    @inlinable @discardableResult
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body(&state)
    }

    /// Like `withLock`, but returns `nil` at once instead of waiting when another thread holds the lock.
    @inlinable
    package func withLockIfAvailable<Result>(_ body: (inout State) throws -> Result) rethrows -> Result? {
        guard tryLock() else { return nil }
        defer { unlock() }
        return try body(&state)
    }
}

/// One object per thread, made on a thread's first use and released when that thread exits.
///
/// RxSwift keeps its current-thread trampoline in thread-local storage the same way; the styles use this
/// for their per-thread ``NestingGuard``. Make each one a global constant: its key lives for the process.
///
/// ```swift
/// let perThread = ThreadLocal { NestingGuard(fallbackLimit: 64) }
/// print(perThread.current === perThread.current)
/// // Prints: true
/// ```
// @unchecked: the key never changes after `init`; each thread only ever sees its own value.
@usableFromInline
package final class ThreadLocal<Value: AnyObject>: @unchecked Sendable {
    @usableFromInline let key: pthread_key_t
    @usableFromInline let make: @Sendable () -> Value

    /// Creates the storage; `make` builds a thread's value on that thread's first `current`.
    package init(_ make: @escaping @Sendable () -> Value) {
        var key = pthread_key_t()
        #if canImport(Darwin)
            let status = pthread_key_create(&key) { pointer in Unmanaged<AnyObject>.fromOpaque(pointer).release() }
        #else
            let status = pthread_key_create(&key) { pointer in
                guard let pointer else { return }
                Unmanaged<AnyObject>.fromOpaque(pointer).release()
            }
        #endif
        precondition(status == 0, "pthread_key_create failed with \(status)")
        self.key = key
        self.make = make
    }

    /// This thread's value.
    @inlinable
    package var current: Value {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
        }
        return makeCurrent()
    }

    /// Runs `body` with this thread's value, borrowed: no retain and release around the call, as ``current``
    /// costs (the thread's slot holds the value until the thread exits, so it outlives the call).
    @inlinable
    package func withCurrent<Result>(_ body: (Value) throws -> Result) rethrows -> Result {
        guard let pointer = pthread_getspecific(key) else { return try body(makeCurrent()) }
        return try Unmanaged<Value>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
    }

    @usableFromInline
    func makeCurrent() -> Value {
        let value = make()
        pthread_setspecific(key, Unmanaged<AnyObject>.passRetained(value).toOpaque())
        return value
    }
}

/// The lowest address the calling thread's stack may grow to, plus the reserve ``stackReserve(size:)``
/// keeps; 0 when the platform does not say. ``NestingGuard`` defers work below it (stacks grow down).
package func currentThreadStackLimit() -> UInt {
    guard let (bottom, size) = currentThreadStack() else { return 0 }
    return bottom + stackReserve(size: size)
}

/// The address above which an eighth of the calling thread's usable stack (what is left above the
/// reserve) is still free; 0 where the platform does not tell. ``NestingGuard`` runs deferred work
/// above it, before the outermost guarded call ends: from there the work can make progress.
package func currentThreadDrainMark() -> UInt {
    guard let (bottom, size) = currentThreadStack() else { return 0 }
    let limit = bottom + stackReserve(size: size)
    return limit + (bottom + size - limit) / 8
}

/// The lowest address and the size of the calling thread's stack, when the platform reports them.
func currentThreadStack() -> (bottom: UInt, size: UInt)? {
    #if canImport(Darwin)
        let thread = pthread_self()
        let top = UInt(bitPattern: pthread_get_stackaddr_np(thread))
        let size = UInt(pthread_get_stacksize_np(thread))
        guard top > size, size > 0 else { return nil }
        return (top - size, size)
    #elseif canImport(Glibc) || canImport(Musl)
        // `pthread_getattr_np` is a GNU extension the Glibc module does not import: looked up by name.
        typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        guard let symbol = dlsym(nil, "pthread_getattr_np") else { return nil }
        let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
        var attributes = pthread_attr_t()
        guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var bottom: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &bottom, &size) == 0, let bottom, size > 0 else { return nil }
        return (UInt(bitPattern: bottom), UInt(size))
    #else
        return nil
    #endif
}

/// The part of a `size`-byte stack that ``NestingGuard`` keeps free: half of it. Less is not safe: some
/// recursion is not guarded (a completion disposing every layer of a chain, then its `deinit`s), and it
/// may start where the guard stopped nesting; with a quarter kept free, the 10,000-deep tests overflowed
/// an 8 MiB thread. (The guard's count cap, `NestingGuard.nestingCap`, bounds the nesting further.)
package func stackReserve(size: UInt) -> UInt {
    size / 2
}
