import Scheduling

/// Holds one inner disposable at a time, disposing the previous one when it is replaced.
///
/// Like ReactiveSwift's `SerialDisposable`: assigning `inner` disposes the old inner; after the
/// serial disposable is disposed, whatever is assigned is disposed at once.
///
/// ```swift
/// let serial = SerialDisposable()
/// serial.inner = AnyDisposable { print("first") }
/// serial.inner = AnyDisposable { print("second") }
/// // Prints: first
/// ```
public final class SerialDisposable: Disposable, Sendable {
    private let state: Locked<(disposed: Bool, inner: Disposable?)>

    /// Creates a serial disposable holding `disposable`.
    public init(_ disposable: Disposable? = nil) {
        state = Locked((false, disposable))
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { state.withLock { $0.disposed } }

    /// The current inner disposable; setting it disposes the previous one.
    public var inner: Disposable? {
        get { state.withLock { $0.inner } }
        set {
            // Swapped in, so that neither the new inner nor the old one is retained and released again
            // (debounce swaps one per value, B7): `outgoing` ends up holding the old inner, or the new
            // one if this was disposed already, and either way that is what gets disposed.
            var outgoing = newValue
            state.withLock { state in
                if !state.disposed { swap(&state.inner, &outgoing) }
            }
            outgoing?.dispose()
        }
    }

    /// Disposes the inner disposable and everything assigned later.
    public func dispose() {
        let old: Disposable? = state.withLock { state in
            guard !state.disposed else { return nil }
            state.disposed = true
            return state.inner.take()
        }
        old?.dispose()
    }
}
