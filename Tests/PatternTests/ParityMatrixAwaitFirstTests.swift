// The parity matrix's await-first column, pinned: the same planted bugs (`SearchBug`) against the
// await-first check of each style (the first value of a search for "RxSwift", then for "Nope", awaited
// through the style's bridge with a 0.2 s timeout on the stream). `swift run cookbook parity` prints
// the same column and `Patterns/Parity.md` shows it.
import Foundation
import LibraryFetch
import PubSubStreams
import PullStreams
import PushStreams
import XCTest

/// What the await-first check catches: exactly what blocking-first catches (the second column).
enum PinnedAwaitFirstParity {
    static func expected(_ bug: SearchBug?) -> String {
        let blockingFirst = PinnedParity.expected(bug).dropFirst().prefix(1)
        return String(repeating: String(blockingFirst), count: 3)
    }
}

final class ParityMatrixAwaitFirstTests: PatternTestCase {
    private static func push(_ bug: SearchBug?, _ query: String) async -> String? {
        try? await PushLibraryViewModel.searchPipeline(
            queries: .just(query), bug: bug, main: ImmediateScheduler.instance, webService: MockWebService()
        ).take(1).asSingle().timeout(.milliseconds(200), scheduler: ConcurrentDispatchQueueScheduler(qos: .default)).value
    }

    private static func pull(_ bug: SearchBug?, _ query: String) async -> String? {
        let producer = PullLibraryViewModel.searchPipeline(
            queries: SignalProducer(value: query), bug: bug, main: ImmediateDateScheduler(), webService: MockWebService()
        ).timeout(after: 0.2, raising: URLError(.timedOut), on: QueueScheduler(qos: .default, name: "parity")).take(first: 1)
        // The pull kit's `first() async`, in short (this target does not link the kits).
        return await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
            let resumed = NSLock()
            var done = false
            producer.start { event in
                let first = resumed.withLock {
                    defer { done = true }
                    return !done
                }
                guard first else { return }
                if case .value(let text) = event { continuation.resume(returning: text) } else { continuation.resume(returning: nil) }
            }
        }
    }

    private static func pubSub(_ bug: SearchBug?, _ query: String) async -> String? {
        // Combine's `timeout` delivers every event on its scheduler: a serial queue keeps their order.
        try? await PubSubLibraryViewModel.searchPipeline(
            queries: Just(query).eraseToAnyPublisher(), bug: bug, main: .immediate, webService: MockWebService()
        ).setFailureType(to: URLError.self)
            .timeout(.milliseconds(200), scheduler: DispatchQueue(label: "parity.timeout"), customError: { URLError(.timedOut) })
            .first()  // ends the subscription with the first value, as the other styles' take(1) do
            .values.first { _ in true }
    }

    func testParityAwaitFirst_catchesWhatBlockingFirstCatches_inEveryStyle() async {
        for bug in [nil] + SearchBug.allCases {
            var marks = ""
            let checks: [@Sendable (SearchBug?, String) async -> String?] = [Self.push, Self.pull, Self.pubSub]
            for check in checks {
                // Off the main actor (an async XCTest method runs on it), as a view model's caller would await.
                let found = await Task.detached { await check(bug, "RxSwift") }.value
                let missing = await Task.detached { await check(bug, "Nope") }.value
                marks += found == PinnedParity.found && missing == PinnedParity.missing ? "." : "x"
            }
            wrongSchedulerQueue.sync {}
            XCTAssertEqual(marks, PinnedAwaitFirstParity.expected(bug), bug?.rawValue ?? "correct pipeline")
        }
    }
}

final class ParityMatrixAwaitFirstPageTests: XCTestCase {
    /// `Patterns/Parity.md` shows the await-first column under its own heading.
    func testParity_pageShowsTheAwaitFirstColumn() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("Patterns/Parity.md"), encoding: .utf8)
        let section = page.components(separatedBy: "## Await-first").dropFirst().first ?? ""
        for row in PinnedParity.rows {
            let bug: SearchBug? = SearchBug(rawValue: row.bug)
            let expected = ([row.bug] + PinnedAwaitFirstParity.expected(bug).map { String($0) }).joined(separator: " ")
            let line = section.split(separator: "\n").first { $0.hasPrefix(row.bug + "  ") }
            let squeezed = line.map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
            XCTAssertEqual(squeezed, expected, "Patterns/Parity.md, await-first: run `swift run cookbook parity` and copy its table")
        }
    }
}
