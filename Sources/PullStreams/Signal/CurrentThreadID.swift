#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The calling thread's identity, cheaply (a thread-register read): a signal notes which thread
/// delivers, so that a terminal event from another thread can tell a concurrent send from a
/// re-entrant one.
@inlinable
func currentThreadID() -> UInt {
    #if canImport(Darwin)
        UInt(bitPattern: pthread_self())
    #else
        UInt(pthread_self())
    #endif
}
