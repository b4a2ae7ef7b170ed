import CopyExport
import Foundation
import XCTest

/// The copy kits and the copied pattern tests use nothing a project on the original library lacks.
///
/// A kit file (Sources/MarbleKit, PushKit, PullKit, PubSubKit) and a pattern test (Tests/PatternTests/
/// Push, Pull, PubSub) may import only the toolchain, its style's mirror modules and its kit; no
/// kit file may name this package's internals (the virtual clock, leak counters, `Locked`, the
/// failure-reporting bridge, `package` symbols).
final class CopyKitHygieneTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The modules each folder may import, as they map to the originals.
    static let allowedImports: [String: Set<String>] = [
        "Sources/MarbleKit": [],
        "Sources/PushKit": ["Foundation", "XCTest", "MarbleKit", "PushStreams", "PushStreamsTest", "PushStreamsBlocking"],
        "Sources/PullKit": ["Foundation", "XCTest", "MarbleKit", "PullStreams"],
        "Sources/PubSubKit": ["Foundation", "XCTest", "MarbleKit", "PubSubStreams", "PubSubStreamsTest"],
        "Tests/PatternTests/Push": Set([
            "Foundation", "XCTest", "LibraryFetch", "PushKit", "PushStreams", "PushStreamsTest", "PushStreamsBlocking",
        ]).union(clocks),
        "Tests/PatternTests/Pull": Set(["Foundation", "XCTest", "LibraryFetch", "PullKit", "PullStreams"]).union(clocks),
        "Tests/PatternTests/PubSub": Set(["Foundation", "XCTest", "LibraryFetch", "PubSubKit", "PubSubStreams", "PubSubStreamsTest"]).union(
            clocks),
    ]

    /// `Scheduling` stands in for swift-clocks' `Clocks` (`TestClock`, `ImmediateClock`) in the async
    /// virtual-time tests; sharing its `virtualClock` with a test scheduler is this cookbook's own
    /// (the page says so), the rest of the module stays forbidden by the words below.
    private static let clocks: Set<String> = ["Scheduling"]

    /// The cookbook's own leak check in each pattern folder (`LiveCountObserver`): never exported, so
    /// it may use the package's own modules.
    static let leakCheckFile = "AAALiveSubscriptionCheck.swift"

    /// Words that exist only in this package's mirrors, never in RxSwift, ReactiveSwift or Combine.
    static let forbiddenWords = [
        "Locked", "withLock", "VirtualClock", ".clock", ".elapsed", "nanosecondsPerTick", "Resources.",
        "TestReporting", "reportTestFailure", "installTestFailureReporting", "IssueReporting", "withLeakCheck",
        "package ", "@testable", "PatternTestCase", "CookbookTestCase",
    ]

    /// What is wrong with one file: imports outside `allowed`, and forbidden words (outside comments).
    static func problems(in text: String, named name: String, allowed: Set<String>) -> [String] {
        var problems: [String] = []
        // Only the words the file holds at all (in code or comments) are looked for line by line.
        let present = forbiddenWords.filter { text.contains($0) }
        for (number, line) in SourceLine.lines(text).enumerated() {
            let code = SourceLine.beforeComment(line)
            if let module = ImportSwap.importedModule(code), !allowed.contains(module) {
                problems.append("\(name):\(number + 1): imports \(module)")
            }
            for word in present where code.contains(word) {
                problems.append("\(name):\(number + 1): uses \(word.trimmingCharacters(in: .whitespaces))")
            }
        }
        return problems
    }

    func testCopyKits_andPatternTests_useOnlyTheOriginalsPublicAPI() throws {
        var problems: [String] = []
        var files = 0
        for (folder, allowed) in Self.allowedImports {
            let directory = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path)
            where name.hasSuffix(".swift") && name != Self.leakCheckFile {
                files += 1
                let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                problems += Self.problems(in: text, named: "\(folder)/\(name)", allowed: allowed)
            }
        }
        XCTAssertEqual(problems, [])
        XCTAssertGreaterThanOrEqual(files, 40, "kit and pattern folders not found under \(root.path)")
    }

    func testCopyKits_aForbiddenWordOrImportIsReported() {
        let text = "import Scheduling\nlet state = Locked(0) // Locked in a comment is fine\n"
        XCTAssertEqual(
            Self.problems(in: text, named: "X.swift", allowed: ["Foundation"]),
            [
                "X.swift:1: imports Scheduling", "X.swift:2: uses Locked",
            ])
    }
}
