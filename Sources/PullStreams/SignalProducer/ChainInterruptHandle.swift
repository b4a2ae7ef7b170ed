/// The interrupt handle of an operator's run: on the first `dispose()`, interrupts the operator (its
/// output, or its event gate), then the source run, in one guarded frame (so interrupting a
/// 10,000-layer chain does not nest 10,000 calls).
///
/// The operator's interruption is a closure over one object (no closure context to allocate) and the
/// source run's handle is a typed field: one allocation per operator run, where a disposable wrapping a
/// closure over both took two. Not generic on purpose: a generic class's `dispose()`, reached through
/// `Disposable`, would run unspecialized code (generic metadata lookups on every disposal); the
/// closure is formed, specialized, by the operator. Idempotent and safe from any thread (an atomic
/// flag picks the one `dispose()` that acts).
// @unchecked: `interrupt` and `upstream` are set before the handle is shared and afterwards touched
// only by the one `dispose()` that flipped the atomic `disposed`.
@usableFromInline
final class ChainInterruptHandle: Disposable, @unchecked Sendable {
    /// Both released by the `dispose()` that acts, as a disposable releases its action: a disposed run
    /// must not keep the operator's state alive through the handle its caller keeps.
    @usableFromInline var interrupt: (() -> Void)?
    @usableFromInline var upstream: Disposable?
    @usableFromInline let disposed = DisposedFlag()

    /// A handle that runs `interrupt`, then disposes `upstream`.
    @inlinable
    init(upstream: Disposable, interrupt: @escaping () -> Void) {
        self.interrupt = interrupt
        self.upstream = upstream
    }

    @usableFromInline
    var isDisposed: Bool { disposed.isSet }

    @usableFromInline
    func dispose() {
        guard disposed.claim() else { return }
        let interrupt = self.interrupt
        let upstream = self.upstream
        self.interrupt = nil
        self.upstream = nil
        let thread = StackGuard.current
        guard thread.enter() else {
            return thread.deferWork {
                interrupt?()
                upstream?.dispose()
            }
        }
        interrupt?()
        upstream?.dispose()
        thread.exit()
    }
}
