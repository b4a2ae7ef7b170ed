/// The events `logEvents` can report (ReactiveSwift's `LoggingEvent`).
public enum LoggingEvent {
    /// A signal's events.
    public enum Signal: String, CaseIterable, Sendable {
        case value, completed, failed, terminated, disposed, interrupted
    }

    /// A producer's events, its start included.
    public enum SignalProducer: String, CaseIterable, Sendable {
        case starting, started, value, completed, failed, terminated, disposed, interrupted
    }
}

/// Where `logEvents` sends each line: identifier, event text, and the call site.
public typealias EventLogger = (
    _ identifier: String, _ event: String, _ fileName: String, _ functionName: String, _ lineNumber: Int
) -> Void

/// Prints a `logEvents` line as ReactiveSwift's default logger does.
public func defaultEventLog(identifier: String, event: String, fileName: String, functionName: String, lineNumber: Int) {
    print("[\(identifier)] \(event) fileName: \(fileName), functionName: \(functionName), lineNumber: \(lineNumber)")
}

/// What one `logEvents` call logs, and where.
private struct LogContext<Kind: RawRepresentable & Hashable> where Kind.RawValue == String {
    let events: Set<Kind>
    let identifier: String
    let fileName: String
    let functionName: String
    let lineNumber: Int
    let logger: EventLogger

    /// A hook logging `kind` with its payload ("value 1", "failed boom"), if `kind` is logged.
    func log<T>(_ kind: Kind) -> ((T) -> Void)? {
        guard events.contains(kind) else { return nil }
        return { payload in
            logger(identifier, "\(kind.rawValue) \(payload)", fileName, functionName, lineNumber)
        }
    }

    /// A hook logging `kind` alone ("completed"), if `kind` is logged.
    func log(_ kind: Kind) -> (() -> Void)? {
        guard events.contains(kind) else { return nil }
        return { logger(identifier, kind.rawValue, fileName, functionName, lineNumber) }
    }
}

extension Signal {
    /// Forwards every event and logs the chosen ones through `logger` (ReactiveSwift's `logEvents`).
    public func logEvents(
        identifier: String = "", events: Set<LoggingEvent.Signal> = Set(LoggingEvent.Signal.allCases),
        fileName: String = #file, functionName: String = #function, lineNumber: Int = #line,
        logger: @escaping EventLogger = defaultEventLog
    ) -> Signal<Value, Error> {
        let context = LogContext(
            events: events, identifier: identifier, fileName: fileName, functionName: functionName,
            lineNumber: lineNumber, logger: logger)
        return on(
            failed: context.log(.failed), completed: context.log(.completed), interrupted: context.log(.interrupted),
            terminated: context.log(.terminated), disposed: context.log(.disposed), value: context.log(.value))
    }
}

extension SignalProducer {
    /// Forwards every event and logs the chosen ones, start included (ReactiveSwift's `logEvents`).
    public func logEvents(
        identifier: String = "", events: Set<LoggingEvent.SignalProducer> = Set(LoggingEvent.SignalProducer.allCases),
        fileName: String = #file, functionName: String = #function, lineNumber: Int = #line,
        logger: @escaping EventLogger = defaultEventLog
    ) -> SignalProducer<Value, Error> {
        let context = LogContext(
            events: events, identifier: identifier, fileName: fileName, functionName: functionName,
            lineNumber: lineNumber, logger: logger)
        return on(
            starting: context.log(.starting), started: context.log(.started), failed: context.log(.failed),
            completed: context.log(.completed), interrupted: context.log(.interrupted), terminated: context.log(.terminated),
            disposed: context.log(.disposed), value: context.log(.value))
    }
}
