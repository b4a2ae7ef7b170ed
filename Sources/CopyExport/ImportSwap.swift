/// Rewrites import lines: ours to the original's, in one place, so nothing else in a file changes.
public enum ImportSwap {
    /// `text` with each `import X` of ours replaced by the original module (or removed), and
    /// `import RxRelay` / `import RxCocoa` added after `import RxSwift` where the file uses relays or
    /// `bind(to:)`. Every other line is left exactly as it was.
    public static func toOriginals(_ text: String, style: ExportStyle) -> String {
        var lines: [Substring] = []
        for line in SourceLine.lines(text) {
            guard let module = importedModule(line) else {
                lines.append(line)
                continue
            }
            guard let mapped = style.importMap[module] else {
                lines.append(line)  // Foundation, XCTest, Dispatch: the same everywhere
                continue
            }
            guard let original = mapped else { continue }
            lines.append("import \(original)"[...])
            // combine-schedulers declares `AnyScheduler`; our mirror keeps it beside `Scheduler` in PubSubStreams.
            if original == "Combine", !text.contains("import PubSubStreamsTest"),
                text.contains("AnyScheduler") || text.contains("eraseToAnyScheduler")
            {
                lines.append("import CombineSchedulers"[...])
            }
            if original == "RxSwift" {
                if text.contains("Relay<") || text.contains("Relay(") { lines.append("import RxRelay"[...]) }
                if text.contains(".bind(to:") { lines.append("import RxCocoa"[...]) }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The module a line imports, or nil when it is not an import line.
    public static func importedModule(_ line: String) -> String? { importedModule(line[...]) }

    /// The module a line imports, or nil when it is not an import line.
    public static func importedModule(_ line: Substring) -> String? {
        let trimmed = SourceLine.trimmed(line)
        guard trimmed.hasPrefix("import ") else { return nil }
        return String(SourceLine.trimmed(trimmed.dropFirst("import ".count)))
    }

    /// The text without its import lines: what must be identical between a source and its export.
    public static func withoutImports(_ text: String) -> String {
        SourceLine.lines(text).filter { importedModule($0) == nil }
            .joined(separator: "\n")
    }
}
