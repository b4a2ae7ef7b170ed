import Foundation

/// One file of an exported pattern: where it goes in the folder, where it comes from, its text.
public struct ExportedFile: Equatable, Sendable {
    /// The path inside the exported folder, such as `Tests/SinkPatternPushTests.swift`.
    public var path: String
    /// The package file it was made from (nil for the README).
    public var source: String?
    /// What it is: the test, a kit file, a domain file, the README.
    public var role: Role
    /// The exported text.
    public var text: String

    /// The kinds of exported files.
    public enum Role: String, Sendable {
        case test, kit, domain, readme
    }
}

/// Errors of `PatternExport`: an unknown pattern or a missing source.
public struct ExportError: Error, CustomStringConvertible {
    /// What went wrong and what to do.
    public var description: String
}

/// Builds the folder `cookbook export` writes: a pattern's test for one style with the original's
/// imports, the kit files it uses, the domain it tests (cut to that style), and a README.
public enum PatternExport {
    /// The kit files that belong in the app target, exported under `Sources/` for every pattern: the
    /// provider a view model takes and its style's `live` and `immediate` schedulers.
    static let appTargetKitFiles = ["SchedulerProvider.swift", "SchedulerProvider+Live.swift"]

    /// The domain files every export carries, and how each is cut to one style.
    static func domainFiles(_ style: ExportStyle) -> [(file: String, mode: StyleSlicer.Mode?)] {
        [
            ("Library.swift", nil), ("FetchErrorText.swift", nil),
            ("WebService.swift", .members), ("MockWebService.swift", .members), ("MockWebService+Failing.swift", .members),
            ("\(style.folder)LibraryViewModel.swift", nil), ("LibraryViewModel.swift", .topLevel),
        ]
    }

    /// Domain files carried only by exports whose tests use them: file, the name that makes it needed, cut.
    static let optionalDomainFiles: [(file: String, trigger: String, mode: StyleSlicer.Mode?)] = [
        ("MockWebService+Queue.swift", "MockWebService.answering(on:", .members),
        ("AsyncLibraryService.swift", "asyncSearchPipeline(", nil),
        ("PushLibraryViewModel+Async.swift", "PushLibraryViewModel.asyncSearchPipeline(", nil),
        ("PullLibraryViewModel+Async.swift", "PullLibraryViewModel.asyncSearchPipeline(", nil),
        ("PubSubLibraryViewModel+Async.swift", "PubSubLibraryViewModel.asyncSearchPipeline(", nil),
    ]

    /// The test files of `name` in `style`'s folder: `<Name>Pattern<Style>Tests.swift` first, then
    /// its `<Name>Pattern<Style>Tests+<Part>.swift` companions in name order.
    public static func testFiles(name: String, style: ExportStyle, root: URL) -> [String] {
        let folder = "Tests/PatternTests/\(style.folder)"
        let stem = "\(name)Pattern\(style.folder)Tests"
        let files = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
        let parts = files.filter { $0.hasPrefix(stem + "+") && $0.hasSuffix(".swift") }.sorted()
        return (["\(stem).swift"] + parts).map { "\(folder)/\($0)" }
    }

    /// The pattern names with tests in `Tests/PatternTests/<Style>/` (`Sink`, `Timer`, …).
    public static func patterns(root: URL) -> [String] {
        let folder = root.appendingPathComponent("Tests/PatternTests/Push")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix("PatternPushTests.swift") }.map { String($0.dropLast("PatternPushTests.swift".count)) }.sorted()
    }

    /// The files of `pattern` (`Sink` or `SinkPattern`, any case) exported in `style`;
    /// `command` is the pattern's name on the command line, for the README.
    /// - Throws: `ExportError` for an unknown pattern or an unreadable source.
    public static func files(pattern: String, style: ExportStyle, root: URL, command: String? = nil) throws -> [ExportedFile] {
        try files(pattern: pattern, style: style, reader: ExportReader(root: root), command: command)
    }

    /// The same, reading through `reader`, which remembers the shared files for the next export.
    /// - Throws: `ExportError` for an unknown pattern or an unreadable source.
    public static func files(pattern: String, style: ExportStyle, reader: ExportReader, command: String? = nil) throws -> [ExportedFile] {
        let root = reader.root
        let known = patterns(root: root)
        let wanted = pattern.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "pattern", with: "")
        guard let name = known.first(where: { $0.lowercased() == wanted }) else {
            throw ExportError(description: "unknown pattern '\(pattern)'; patterns: \(known.joined(separator: ", "))")
        }
        var files: [ExportedFile] = []
        var tests: [String] = []
        for testPath in testFiles(name: name, style: style, root: root) {
            tests.append(try reader.read(testPath))
            files.append(
                ExportedFile(
                    path: "Tests/" + (testPath.split(separator: "/").last.map(String.init) ?? testPath), source: testPath, role: .test,
                    text: try reader.exported(testPath, style: style)))
        }
        let test = tests.joined(separator: "\n")
        for kitFile in KitManifest.files(for: test, style: style) {
            let source = kitFile == KitManifest.marbleGrammar ? "Sources/MarbleKit/\(kitFile)" : "Sources/\(style.kit)/\(kitFile)"
            let appTarget = appTargetKitFiles.contains(kitFile)
            files.append(
                ExportedFile(
                    path: (appTarget ? "Sources/" : "Tests/") + kitFile, source: source, role: .kit,
                    text: try reader.exported(source, style: style)))
        }
        for kitFile in appTargetKitFiles where !files.contains(where: { $0.path == "Sources/" + kitFile }) {
            let source = "Sources/\(style.kit)/\(kitFile)"
            files.append(
                ExportedFile(path: "Sources/" + kitFile, source: source, role: .kit, text: try reader.exported(source, style: style)))
        }
        let optional = optionalDomainFiles.filter { test.contains($0.trigger) }.map { ($0.file, $0.mode) }
        for (file, mode) in domainFiles(style) + optional {
            let source = "Sources/LibraryFetch/\(file)"
            files.append(
                ExportedFile(
                    path: "Sources/\(file)", source: source, role: .domain, text: try reader.exported(source, style: style, cut: mode)))
        }
        files.append(
            ExportedFile(
                path: "README.md", source: nil, role: .readme,
                text: readme(name: name, command: command ?? name.lowercased(), style: style, files: files)))
        return files
    }

    /// The README of an exported folder: what to add, where each file goes.
    static func readme(name: String, command: String, style: ExportStyle, files: [ExportedFile]) -> String {
        func list(_ prefix: String) -> String {
            files.filter { $0.path.hasPrefix(prefix) }.map { file in
                let lines = lineCount(file.text)
                return "- `\(file.path)` (\(file.role.rawValue), \(lines) lines)"
            }.joined(separator: "\n")
        }
        return """
            # \(name) pattern, \(style.folder) style

            Exported by `swift run cookbook export \(command) --style \(style.rawValue)` from the
            reactive test-pattern cookbook. Every file is the cookbook's own, with its import lines
            changed to the original library's; the domain files keep only this style's members.

            ## The dependency to add

            \(style.dependencyText)

            ## App target

            \(list("Sources/"))

            ## Test target

            \(list("Tests/"))

            The `Tests/` kit files use only the original library's public API; copy them next to the test.

            """
    }

    /// Lines as `wc -l` counts them.
    public static func lineCount(_ text: String) -> Int {
        SourceLine.newlineCount(text) + (text.isEmpty || text.hasSuffix("\n") ? 0 : 1)
    }
}
