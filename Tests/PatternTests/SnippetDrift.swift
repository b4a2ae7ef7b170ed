import CopyExport
import Foundation

/// Keeps the `Patterns/` pages and the pattern tests in step.
///
/// A test file marks a snippet with `// snippet: <id>` and `// end-snippet`; a page puts
/// `<!-- snippet: <id> -->` on the line before a fenced Swift block, which must equal the
/// snippet's lines with their common indentation removed.
enum SnippetDrift {
    /// The Swift files in `directory` and its subfolders (the per-style `Push/`, `Pull/`, `PubSub/`).
    static func swiftFiles(in directory: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }

    /// The snippets of every Swift file in `directory` and its subfolders, by id.
    static func snippets(inTestsAt directory: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        for file in swiftFiles(in: directory) {
            let text = try String(contentsOf: file, encoding: .utf8)
            guard text.contains("// snippet: ") else { continue }
            var current: (id: String, lines: [Substring])?
            for line in SourceLine.lines(text) {
                let trimmed = SourceLine.trimmed(line)
                if trimmed.hasPrefix("// snippet: ") {
                    current = (String(trimmed.dropFirst("// snippet: ".count)), [])
                } else if trimmed == "// end-snippet", let snippet = current {
                    result[snippet.id] = dedent(snippet.lines)
                    current = nil
                } else if current != nil {
                    current?.lines.append(line)
                }
            }
        }
        return result
    }

    /// What is wrong with one page: unknown snippet ids and blocks that differ from their source.
    static func problems(inPage page: String, named name: String, snippets: [String: String]) -> [String] {
        var problems: [String] = []
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < lines.count {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("<!-- snippet: "), line.hasSuffix(" -->") else {
                index += 1
                continue
            }
            let id = String(line.dropFirst("<!-- snippet: ".count).dropLast(" -->".count))
            guard index + 1 < lines.count, lines[index + 1] == "```swift" else {
                problems.append("\(name):\(index + 1): snippet '\(id)' is not followed by a ```swift block")
                index += 1
                continue
            }
            var end = index + 2
            while end < lines.count, lines[end] != "```" { end += 1 }
            let block = lines[(index + 2)..<min(end, lines.count)].joined(separator: "\n")
            if let source = snippets[id] {
                if block != source {
                    problems.append(
                        "\(name):\(index + 1): the block of snippet '\(id)' differs from its test: "
                            + firstDifference(page: block, source: source)
                            + ". Copy the snippet from Tests/PatternTests again; never edit a page's code by hand.")
                }
            } else {
                problems.append("\(name):\(index + 1): unknown snippet '\(id)': no test has `// snippet: \(id)`")
            }
            index = end + 1
        }
        return problems
    }

    /// Pattern test files (`<Name>Pattern<Style>Tests.swift`) that have no `Patterns/<Name>Pattern.md`.
    static func patternsWithoutPage(testsAt tests: URL, pagesAt pages: URL) throws -> [String] {
        let names = Set(
            swiftFiles(in: tests).map(\.lastPathComponent).compactMap { file -> String? in
                for style in ["Push", "Pull", "PubSub"] where file.hasSuffix("Pattern\(style)Tests.swift") {
                    return String(file.dropLast("\(style)Tests.swift".count))
                }
                return nil
            })
        return names.filter { !FileManager.default.fileExists(atPath: pages.appendingPathComponent("\($0).md").path) }.sorted()
    }

    private static func dedent(_ lines: [Substring]) -> String {
        let indents = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { $0.prefix { $0 == " " }.count }
        let common = indents.min() ?? 0
        var body = lines.map { $0.count >= common ? String($0.dropFirst(common)) : "" }
        while body.first?.isEmpty == true { body.removeFirst() }
        while body.last?.isEmpty == true { body.removeLast() }
        return body.joined(separator: "\n")
    }

    private static func firstDifference(page: String, source: String) -> String {
        let pageLines = page.split(separator: "\n", omittingEmptySubsequences: false)
        let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)
        for offset in 0..<max(pageLines.count, sourceLines.count) {
            let pageLine = offset < pageLines.count ? String(pageLines[offset]) : "(nothing)"
            let sourceLine = offset < sourceLines.count ? String(sourceLines[offset]) : "(nothing)"
            if pageLine != sourceLine {
                return "line \(offset + 1) of the block is \"\(pageLine)\", the test has \"\(sourceLine)\""
            }
        }
        return "they differ"
    }
}
