extension Signal {
    /// One thing a signal says: a value, or one of the three terminal events.
    ///
    /// Same cases and helpers as ReactiveSwift's `Signal.Event`. `failed`, `completed` and
    /// `interrupted` are terminal: nothing follows them.
    ///
    /// ```swift
    /// print(Signal<Int, Never>.Event.completed.isTerminating)
    /// // Prints: true
    /// ```
    public enum Event {
        /// A value.
        case value(Value)
        /// The stream failed with an error (terminal).
        case failed(Error)
        /// The stream finished successfully (terminal).
        case completed
        /// The stream was cancelled before it could finish (terminal).
        case interrupted

        /// Whether this is a terminal event.
        @inlinable
        public var isTerminating: Bool {
            if case .value = self { return false }
            return true
        }

        /// The value, if this is a `.value` event.
        public var value: Value? {
            if case let .value(value) = self { return value }
            return nil
        }

        /// The error, if this is a `.failed` event.
        public var error: Error? {
            if case let .failed(error) = self { return error }
            return nil
        }

        /// The same event with the value transformed.
        @inlinable
        func map<U>(_ transform: (Value) -> U) -> Signal<U, Error>.Event {
            switch self {
            case let .value(value): return .value(transform(value))
            case let .failed(error): return .failed(error)
            case .completed: return .completed
            case .interrupted: return .interrupted
            }
        }

        /// The same event with the error transformed.
        func mapError<F>(_ transform: (Error) -> F) -> Signal<Value, F>.Event {
            switch self {
            case let .value(value): return .value(value)
            case let .failed(error): return .failed(transform(error))
            case .completed: return .completed
            case .interrupted: return .interrupted
            }
        }
    }
}

extension Signal.Event: Equatable where Value: Equatable, Error: Equatable {}

extension Signal.Event: Sendable where Value: Sendable, Error: Sendable {}

extension Signal.Event: CustomStringConvertible {
    /// `value(3)`, `failed(boom)`, `completed` or `interrupted`, as the conformance transcripts print them.
    public var description: String {
        switch self {
        case let .value(value): return "value(\(value))"
        case let .failed(error): return "failed(\(error))"
        case .completed: return "completed"
        case .interrupted: return "interrupted"
        }
    }
}
