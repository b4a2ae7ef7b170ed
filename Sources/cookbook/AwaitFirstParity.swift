import Foundation
import LibraryFetch
import PubSubStreams
import PullStreams
import PushStreams
import Scheduling

/// The parity matrix's await-first column: the first value of a search for RxSwift, then for Nope,
/// awaited through each style's bridge with a 0.2 s timeout on the stream (the async counterpart of
/// the blocking-first check).
enum AwaitFirstParity {
    /// "x" where the check fails (it catches the bug), "." where it passes, per style, for `bug`.
    static func marks(_ bug: SearchBug?) -> [Style: Bool] {
        var caught: [Style: Bool] = [:]
        for style in Style.allCases {
            let found = try? waitForTask { await first(style, bug: bug, query: "RxSwift") }
            let missing = try? waitForTask { await first(style, bug: bug, query: "Nope") }
            caught[style] = !(found == ParityChecks.found && missing == ParityChecks.missing)
        }
        wrongSchedulerQueue.sync {}
        return caught
    }

    /// The column as lines of the parity table's layout.
    static func table() -> [String] {
        func pad(_ text: String, _ width: Int) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
        var lines = [pad("", 20) + "await-first", pad("bug", 20) + "push pull pubsub"]
        for bug in ParityMatrix.rows {
            let caught = marks(bug)
            let cells = Style.allCases.map { pad(caught[$0] == true ? "x" : ".", 5) }.joined()
            lines.append((pad(bug?.rawValue ?? "(correct pipeline)", 20) + cells).trimmingCharacters(in: .whitespaces))
        }
        return lines
    }

    private static func first(_ style: Style, bug: SearchBug?, query: String) async -> String? {
        switch style {
        case .push:
            return try? await PushLibraryViewModel.searchPipeline(
                queries: .just(query), bug: bug, main: ImmediateScheduler.instance, webService: MockWebService()
            ).take(1).asSingle().timeout(.milliseconds(200), scheduler: ConcurrentDispatchQueueScheduler(qos: .default)).value
        case .pull:
            let producer = PullLibraryViewModel.searchPipeline(
                queries: SignalProducer(value: query), bug: bug, main: ImmediateDateScheduler(), webService: MockWebService()
            ).timeout(after: 0.2, raising: URLError(.timedOut), on: QueueScheduler(qos: .default, name: "parity")).take(first: 1)
            return await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
                let resumed = Locked(false)
                producer.start { event in
                    guard
                        !resumed.withLock({ done in
                            defer { done = true }
                            return done
                        })
                    else { return }
                    if case .value(let text) = event { continuation.resume(returning: text) } else { continuation.resume(returning: nil) }
                }
            }
        case .pubsub:
            return try? await PubSubLibraryViewModel.searchPipeline(
                queries: Just(query).eraseToAnyPublisher(), bug: bug, main: .immediate, webService: MockWebService()
            ).setFailureType(to: URLError.self)
                .timeout(.milliseconds(200), scheduler: DispatchQueue(label: "parity.timeout"), customError: { URLError(.timedOut) })
                .first()
                .values.first { _ in true }
        }
    }
}
