import Foundation
import TestReporting
import XCTest

/// The `Patterns/` pages cannot drift from the tests their code comes from.
final class SnippetDriftTests: CookbookTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private var tests: URL { root.appendingPathComponent("Tests/PatternTests") }
    private var pages: URL { root.appendingPathComponent("Patterns") }

    func testSnippet_everyPageBlockEqualsItsTestSnippet() throws {
        let snippets = try SnippetDrift.snippets(inTestsAt: tests)
        XCTAssertFalse(snippets.isEmpty, "no `// snippet:` markers found in \(tests.path)")
        var problems: [String] = []
        var blocks = 0
        var thinPages: [String] = []
        for page in try FileManager.default.contentsOfDirectory(atPath: pages.path) where page.hasSuffix(".md") {
            let text = try String(contentsOf: pages.appendingPathComponent(page), encoding: .utf8)
            let pageBlocks = text.components(separatedBy: "<!-- snippet: ").count - 1
            blocks += pageBlocks
            if page.hasSuffix("Pattern.md"), pageBlocks < 3 { thinPages.append(page) }
            problems += SnippetDrift.problems(inPage: text, named: "Patterns/\(page)", snippets: snippets)
        }
        XCTAssertEqual(problems, [])
        XCTAssertEqual(thinPages, [], "every pattern page shows at least one snippet per style")
        XCTAssertGreaterThanOrEqual(blocks, 57, "the nine pattern pages should show every snippet")
    }

    func testSnippet_everyPatternHasAPage() throws {
        XCTAssertEqual(try SnippetDrift.patternsWithoutPage(testsAt: tests, pagesAt: pages), [])
    }

    func testSnippet_aHandEditedScratchCopyOfAPageFails() throws {
        let snippets = try SnippetDrift.snippets(inTestsAt: tests)
        let page = try String(contentsOf: pages.appendingPathComponent("SinkPattern.md"), encoding: .utf8)
        let scratch = page.replacingOccurrences(
            of: "XCTAssertEqual(texts, [\"Library name: RxSwift\"])", with: "XCTAssertEqual(texts, [\"Library name: RxJava\"])"
        )
        XCTAssertNotEqual(scratch, page, "the scratch edit did not apply: update this test")

        let problems = SnippetDrift.problems(inPage: scratch, named: "scratch.md", snippets: snippets)

        XCTAssertEqual(problems.count, 1)
        XCTAssertTrue(problems.first?.contains("snippet 'sink-push' differs from its test") == true, "\(problems)")
        XCTAssertTrue(problems.first?.contains("Library name: RxJava") == true, "\(problems)")
    }

    func testSnippet_anUnknownSnippetIdFails() {
        let page = "<!-- snippet: no-such-snippet -->\n```swift\nlet x = 1\n```\n"

        let problems = SnippetDrift.problems(inPage: page, named: "scratch.md", snippets: ["other": "let x = 1"])

        XCTAssertEqual(problems, ["scratch.md:1: unknown snippet 'no-such-snippet': no test has `// snippet: no-such-snippet`"])
    }

    func testSnippet_aPatternWithoutAPageFails() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("snippet-drift-\(UUID().uuidString)")
        let scratchTests = scratch.appendingPathComponent("Tests")
        let scratchPages = scratch.appendingPathComponent("Patterns")
        try FileManager.default.createDirectory(at: scratchTests, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: scratchPages, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try "".write(to: scratchTests.appendingPathComponent("SinkPatternPushTests.swift"), atomically: true, encoding: .utf8)
        try "".write(to: scratchTests.appendingPathComponent("RetryPatternPullTests.swift"), atomically: true, encoding: .utf8)
        try "".write(to: scratchPages.appendingPathComponent("SinkPattern.md"), atomically: true, encoding: .utf8)

        XCTAssertEqual(try SnippetDrift.patternsWithoutPage(testsAt: scratchTests, pagesAt: scratchPages), ["RetryPattern"])
    }

    /// Every relative link and picture on the pages and in the README points at a file that exists.
    func testSnippet_pageLinksAndPicturesResolve() throws {
        var pagesToCheck = try FileManager.default.contentsOfDirectory(atPath: pages.path)
            .filter { $0.hasSuffix(".md") }.map { pages.appendingPathComponent($0) }
        pagesToCheck.append(root.appendingPathComponent("README.md"))
        var broken: [String] = []
        for page in pagesToCheck {
            let text = try String(contentsOf: page, encoding: .utf8)
            for part in text.components(separatedBy: "](").dropFirst() {
                guard let end = part.firstIndex(of: ")") else { continue }
                let target = String(part[..<end]).split(separator: "#").first.map(String.init) ?? ""
                if target.isEmpty || target.hasPrefix("http") { continue }
                let resolved = page.deletingLastPathComponent().appendingPathComponent(target).standardizedFileURL
                if !FileManager.default.fileExists(atPath: resolved.path) { broken.append("\(page.lastPathComponent): \(target)") }
            }
        }
        XCTAssertEqual(broken, [])
    }

    /// What each committed picture must show: its input lines and the line every style recorded.
    /// `swift run cookbook marbles --svg Patterns/images` draws them from the scenarios; a picture
    /// whose lines differ from what the pattern tests assert is stale.
    private static let pictures: [String: (inputs: [String], output: String)] = [
        "sink-tap-twice": (["tap -t-t----"], "-a-a----"),
        "sink-failure-then-success": (["tap -t-t----"], "-e-a----"),
        "blocking-first-library-exists": ([], "(t|)"),
        "blocking-first-unknown-library": ([], "#"),
        "virtual-time-debounced-search": (["query \(SearchMarbles.query)"], SearchMarbles.text),
        "marbles-debounced-search": (["query \(SearchMarbles.query)"], SearchMarbles.text),
        "marbles-taps": (["tap -t-t----"], "-a-a----"),
        "scheduler-injection-test-family": (["query -a-c----"], "------x-"),
        "scheduler-injection-immediate-family": (["query -a-c----"], "-y-x----"),
        "hot-cold-late-subscriber": (["tap -t-t-t--", "sink --^-----"], "---a-a--"),
        "errors-error-then-result": (["query -d----c-----"], "----y----x--"),
        "timer-auto-refresh": ([], RefreshMarbles.line),
        "expectation-without-expectation": (["query -c--------"], "----x-----"),
        "await-first-library-exists": ([], "(t|)"),
        "async-virtual-time-retried-search": (["query -c------------------d---------------"], "--------------x------------------y--"),
    ]

    func testSnippet_picturesShowTheTimelinesTheTestsAssert() throws {
        let images = pages.appendingPathComponent("images")
        let files = try FileManager.default.contentsOfDirectory(atPath: images.path).filter { $0.hasSuffix(".svg") }
        XCTAssertEqual(Set(files.map { String($0.dropLast(4)) }), Set(Self.pictures.keys), "regenerate Patterns/images")
        for (name, expected) in Self.pictures {
            let svg = (try? String(contentsOf: images.appendingPathComponent("\(name).svg"), encoding: .utf8)) ?? ""
            let desc = svg.components(separatedBy: "<desc>\n").dropFirst().first?.components(separatedBy: "</desc>").first ?? ""
            let lines = desc.split(separator: "\n").map(String.init)
            let styles = ["push", "pull", "pubsub"].map { "\($0) \(expected.output)" }
            XCTAssertEqual(lines, expected.inputs + styles, "\(name).svg is stale: run `swift run cookbook marbles --svg Patterns/images`")
        }
    }
}
