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

        @usableFromInline let action: Action
        private let interruptsOnDeinit: Bool

        /// Creates an observer that calls `action` for every event.
        public init(_ action: @escaping Action) {
            self.action = action
            interruptsOnDeinit = false
        }

        @usableFromInline
        init(_ action: @escaping Action, interruptsOnDeinit: Bool) {
            self.action = action
            self.interruptsOnDeinit = interruptsOnDeinit
        }

        /// Creates an observer from one optional closure per kind of event.
        @inlinable
        public convenience init(
            value: ((Value) -> Void)? = nil,
            failed: ((Error) -> Void)? = nil,
            completed: (() -> Void)? = nil,
            interrupted: (() -> Void)? = nil
        ) {
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
        private func interruptOnDeinit() { action(.interrupted) }

        /// Sends `event`.
        @inlinable
        public func send(_ event: Event) { action(event) }

        /// Sends a value.
        @inlinable
        public func send(value: Value) { action(.value(value)) }

        /// Sends a failure (terminal).
        @inlinable
        public func send(error: Error) { action(.failed(error)) }

        /// Sends completion (terminal).
        @inlinable
        public func sendCompleted() { action(.completed) }

        /// Sends interruption (terminal).
        @inlinable
        public func sendInterrupted() { action(.interrupted) }
    }
}
