import Scheduling

extension ConnectableObservableType {
    /// Connects when the first subscriber arrives and disconnects when the last leaves.
    ///
    /// Same as RxSwift's `refCount()`: a terminal event from the source ends the connection too (the next
    /// subscriber connects afresh); a subscriber left over from an ended connection changes nothing when it
    /// leaves. Where ours differs: the connection is disposed outside the lock (RxSwift holds its recursive lock).
    ///
    /// ```swift
    /// let shared = Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance).publish().refCount()
    /// let first = shared.subscribe()   // connects
    /// first.dispose()                  // disconnects
    /// ```
    public func refCount() -> Observable<Element> {
        let source = self
        let state = Locked(RefCountState())
        return Producer { sink in
            let snapshot = RefCountSnapshot()
            let subscription = source.subscribe(
                AnonymousObserver<Element> { event in
                    if event.isStopEvent {
                        let connection = state.withLock { state -> Disposable? in
                            guard state.connectionId == snapshot.connectionId else { return nil }
                            defer {
                                state.count = 0
                                state.connectionId &+= 1
                                state.connection = nil
                            }
                            return state.connection
                        }
                        connection?.dispose()
                    }
                    sink.on(event)
                })
            // nil: the subscriber is already gone (it ended while subscribing); else the connection to make, if first.
            let joined = state.withLock { state -> SingleAssignmentDisposable?? in
                snapshot.connectionId = state.connectionId
                if sink.isDisposed { return nil }
                state.count += 1
                guard state.count == 1 else { return .some(nil) }
                let slot = SingleAssignmentDisposable()
                state.connection = slot
                return slot
            }
            guard let joined else {
                subscription.dispose()
                return Disposables.create()
            }
            joined?.setDisposable(source.connect())
            return Disposables.create {
                subscription.dispose()
                let connection = state.withLock { state -> Disposable? in
                    guard state.connectionId == snapshot.connectionId else { return nil }
                    if state.count > 1 {
                        state.count -= 1
                        return nil
                    }
                    state.count = 0
                    defer { state.connection = nil }
                    return state.connection
                }
                connection?.dispose()
            }
        }
    }
}

/// The connection a `refCount()` shares: how many subscribers it has, and which connection this is.
struct RefCountState {
    var count = 0
    var connectionId: Int64 = 0
    var connection: Disposable?
}

/// The connection a subscriber of `refCount()` joined (read and written only inside the `RefCountState` lock).
final class RefCountSnapshot {
    var connectionId: Int64 = -1
}
