extension Signal {
    /// Receives a signal's events; also the input end of a pipe or of a producer's start handler.
    ///
    /// Same initializers and `send` methods as ReactiveSwift's `Signal.Observer`. The input
    /// observer of `Signal.pipe()` and `Signal.init(_:)` interrupts its signal when it is
    /// deallocated, as in ReactiveSwift.
    ///
    /// ```swift
    /// let observer = Signal<Int, Never>.Observer(value: { print($0) })
    /// observer.send(value: 1)
    /// // Prints: 1
    /// ```
    public final class Observer {
        /// The closure called with each event.
        public typealias Action = (Event) -> Void

        /// The closure called with each event (a no-op when `valuesOnly`).
        @usableFromInline let action: Action
        /// `observeValues`' or `startWithValues`' closure itself, called with each value when
        /// `valuesOnly` (the other events ignored, as `init(value:)` ignores them): wrapping it in an
        /// `Action` would allocate a closure context (one of B3's allocations per iteration). Two stored
        /// closures and a flag rather than an enum: taking a closure out of an enum retains it on every
        /// send (B6 +40%, measured 2026-11-26), and an optional one is worse. The initializers are
        /// inlinable so that the no-op closure is specialized where the observer is made: made in generic
        /// code, it captures its type metadata in a context of its own.
        @usableFromInline let valueAction: (Value) -> Void
        @usableFromInline let valuesOnly: Bool
        @usableFromInline let interruptsOnDeinit: Bool

        /// Creates an observer that calls `action` for every event.
        @inlinable
        public init(_ action: @escaping Action) {
            self.action = action
            valueAction = { _ in }
            valuesOnly = false
            interruptsOnDeinit = false
        }

        @inlinable
        init(_ action: @escaping Action, interruptsOnDeinit: Bool) {
            self.action = action
            valueAction = { _ in }
            valuesOnly = false
            self.interruptsOnDeinit = interruptsOnDeinit
        }

        /// An observer of values only (`init(value:)` with no other closure).
        @inlinable
        init(values action: @escaping (Value) -> Void) {
            self.action = { _ in }
            valueAction = action
            valuesOnly = true
            interruptsOnDeinit = false
        }

        /// Creates an observer from one optional closure per kind of event.
        @inlinable
        public convenience init(
            value: ((Value) -> Void)? = nil,
            failed: ((Error) -> Void)? = nil,
            completed: (() -> Void)? = nil,
            interrupted: (() -> Void)? = nil
        ) {
            if let value, failed == nil, completed == nil, interrupted == nil {
                self.init(values: value)
                return
            }
            self.init { event in
                switch event {
                case let .value(v): value?(v)
                case let .failed(error): failed?(error)
                case .completed: completed?()
                case .interrupted: interrupted?()
                }
            }
        }

        deinit {
            if interruptsOnDeinit { interruptOnDeinit() }
        }

        /// Out of line: a deinit that never interrupts then needs no generic metadata.
        @inline(never)
        private func interruptOnDeinit() { send(.interrupted) }

        /// Sends `event`.
        @inlinable
        public func send(_ event: Event) {
            if valuesOnly {
                if case let .value(value) = event { valueAction(value) }
            } else {
                action(event)
            }
        }

        /// Sends a value.
        @inlinable
        public func send(value: Value) {
            if valuesOnly {
                valueAction(value)
            } else {
                action(.value(value))
            }
        }

        /// Sends a failure (terminal).
        @inlinable
        public func send(error: Error) { send(.failed(error)) }

        /// Sends completion (terminal).
        @inlinable
        public func sendCompleted() { send(.completed) }

        /// Sends interruption (terminal).
        @inlinable
        public func sendInterrupted() { send(.interrupted) }
    }
}
