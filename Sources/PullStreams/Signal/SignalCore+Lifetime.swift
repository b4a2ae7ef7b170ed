/// A signal core's `Lifetime` (the generator's or start handler's) and the composite of the operators
/// (`disposables`), both made on first use and ended once the terminal event has been delivered.
extension SignalCore {
    /// Ends once the terminal event has been delivered: the generator's `Lifetime`. Made on first use,
    /// sharing this core's lock; made after the end, it comes ended. Its composite is made only when
    /// something is added to it, so a start handler that ignores its lifetime costs none.
    @inlinable
    final var lifetime: Lifetime {
        lock.run { lifetimeLocked() }
    }

    /// `lifetime`'s composite (`disposables` of the operators): disposed once the terminal event has
    /// been delivered; made after the end, it is returned already disposed.
    @inlinable
    final var disposables: CompositeDisposable {
        let (disposables, mustDispose) = lock.run { lifetimeLocked().compositeLocked() }
        if mustDispose { disposables.dispose() }  // outside the lock: it takes the same one
        return disposables
    }

    /// `lifetime`, made if needed; under the lock.
    @inlinable
    final func lifetimeLocked() -> Lifetime {
        if let made = state.madeLifetime { return made }
        let made = Lifetime(sharing: lock, ended: state.disposablesEnded)
        state.madeLifetime = made
        return made
    }

    /// `lifetime` of a core nobody else knows yet (a run being started, see `attachUnshared`): no
    /// critical section, as nothing else can touch `state`.
    @inlinable
    final func lifetimeUnshared() -> Lifetime {
        let made = Lifetime(sharing: lock, ended: false)
        state.madeLifetime = made
        return made
    }

    /// After the terminal event was delivered: ends `disposables` (disposes it if it was made; one made
    /// later comes disposed) and the delivering thread's turn, in one critical section. Nothing can
    /// queue behind a terminal event (it stopped `accepting`), so the queue is over too. Only the first
    /// call disposes: `deinit` after the terminal event (every run of B5c and B7) finds them ended.
    @inlinable
    final func endAfterTerminal() {
        let made = lock.run { () -> CompositeDisposable? in
            if !state.queue.isEmpty {
                state.queue = []
                state.head = 0
            }
            turn.finishDraining()
            guard !state.disposablesEnded else { return nil }
            state.disposablesEnded = true
            return state.madeLifetime?.endLocked()
        }
        made?.dispose()
    }
}
