import Foundation
import PullStreams
import PullStreamsTest
import Scheduling

/// The error every test uses.
enum TestError: Swift.Error, Equatable, CustomStringConvertible {
    case boom
    case other

    var description: String {
        switch self {
        case .boom: return "TestError.boom"
        case .other: return "TestError.other"
        }
    }
}

/// Formats a value the way the conformance transcripts do: strings quoted, dates as virtual
/// seconds, tuples and arrays element by element, `Void` as `()`.
func show(_ value: Any) -> String {
    switch value {
    case let string as String: return "\"\(string)\""
    case let date as Date: return "date(" + formatSeconds(date.timeIntervalSinceReferenceDate) + ")"
    case is Void: return "()"
    default: break
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .tuple: return "(" + mirror.children.map { show($0.value) }.joined(separator: ", ") + ")"
    case .collection: return "[" + mirror.children.map { show($0.value) }.joined(separator: ", ") + "]"
    case .optional: return mirror.children.first.map { show($0.value) } ?? "nil"
    default: return String(describing: value)
    }
}

func showResult<V, E>(_ result: Result<V, E>?) -> String {
    switch result {
    case nil: return "nil"
    case let .success(value)?: return "success(\(show(value)))"
    case let .failure(error)?: return "failure(\(error))"
    }
}

func showEvent<V, E>(_ event: Signal<V, E>.Event) -> String {
    switch event {
    case let .value(value): return "value(\(show(value)))"
    case let .failed(error): return "failed(\(error))"
    case .completed: return "completed"
    case .interrupted: return "interrupted"
    }
}

func typeName<T>(_ value: T) -> String { String(describing: type(of: value)) }

/// Collects transcript lines, prefixed with `t=<virtual seconds>` when a scheduler is attached.
// @unchecked: all mutable state is inside `storage`.
final class Transcript: @unchecked Sendable {
    private let storage = Locked<[String]>([])
    let scheduler: TestScheduler?

    init(_ scheduler: TestScheduler? = nil) {
        self.scheduler = scheduler
    }

    var lines: [String] { storage.withLock { $0 } }

    func log(_ line: String) {
        let stamped = scheduler.map { "t=\(formatSeconds(Self.seconds($0))) \(line)" } ?? line
        storage.withLock { $0.append(stamped) }
    }

    private static func seconds(_ scheduler: TestScheduler) -> TimeInterval {
        scheduler.currentDate.timeIntervalSince(scheduler.startDate)
    }

    func observer<V, E>(_ label: String = "", _: V.Type = V.self, _: E.Type = E.self) -> Signal<V, E>.Observer {
        Signal<V, E>.Observer { [self] event in log((label.isEmpty ? "" : label + " ") + showEvent(event)) }
    }
}

/// Runs `body` on a fresh thread and waits at most `seconds`; "TIMEOUT(<seconds>s)" if still blocked.
func withTimeout(_ seconds: Double, _ body: @escaping @Sendable () -> String) -> String {
    let done = DispatchSemaphore(value: 0)
    let result = Locked<String?>(nil)
    Thread {
        let value = body()
        result.withLock { $0 = value }
        done.signal()
    }.start()
    if done.wait(timeout: .now() + seconds) == .timedOut { return "TIMEOUT(\(seconds)s)" }
    return result.withLock { $0 } ?? "?"
}
