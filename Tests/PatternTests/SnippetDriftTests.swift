import Foundation
import XCTest

/// The `Patterns/` pages cannot drift from the tests their code comes from.
final class SnippetDriftTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private var tests: URL { root.appendingPathComponent("Tests/PatternTests") }
    private var pages: URL { root.appendingPathComponent("Patterns") }

    func testSnippet_everyPageBlockEqualsItsTestSnippet() throws {
        let snippets = try SnippetDrift.snippets(inTestsAt: tests)
        XCTAssertFalse(snippets.isEmpty, "no `// snippet:` markers found in \(tests.path)")
        var problems: [String] = []
        var blocks = 0
        for page in try FileManager.default.contentsOfDirectory(atPath: pages.path) where page.hasSuffix(".md") {
            let text = try String(contentsOf: pages.appendingPathComponent(page), encoding: .utf8)
            blocks += text.components(separatedBy: "<!-- snippet: ").count - 1
            problems += SnippetDrift.problems(inPage: text, named: "Patterns/\(page)", snippets: snippets)
        }
        XCTAssertEqual(problems, [])
        XCTAssertGreaterThanOrEqual(blocks, 15, "the pattern pages should show every snippet")
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
        try "".write(to: scratchTests.appendingPathComponent("SinkPatternTests.swift"), atomically: true, encoding: .utf8)
        try "".write(to: scratchTests.appendingPathComponent("RetryPatternTests.swift"), atomically: true, encoding: .utf8)
        try "".write(to: scratchPages.appendingPathComponent("SinkPattern.md"), atomically: true, encoding: .utf8)

        XCTAssertEqual(try SnippetDrift.patternsWithoutPage(testsAt: scratchTests, pagesAt: scratchPages), ["RetryPattern"])
    }
}
