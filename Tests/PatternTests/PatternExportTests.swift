import CopyExport
import Foundation
import XCTest

private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Every pattern in every style, exported once for all the tests of this file.
private let exportsOfEveryPattern: Result<[(pattern: String, style: ExportStyle, files: [ExportedFile])], Error> = Result {
    let reader = ExportReader(root: packageRoot)
    return try PatternExport.patterns(root: packageRoot).flatMap { pattern in
        try ExportStyle.allCases.map { style in (pattern, style, try PatternExport.files(pattern: pattern, style: style, reader: reader)) }
    }
}

/// Each exported file once per style: the kit and domain files every pattern of a style shares are
/// checked once, as they are the same text (`ExportReader` makes them once).
private func distinctFiles(
    _ exports: [(pattern: String, style: ExportStyle, files: [ExportedFile])]
) -> [(pattern: String, style: ExportStyle, file: ExportedFile)] {
    var seen: Set<String> = []
    return exports.flatMap { pattern, style, files in
        files.filter { seen.insert("\(style.rawValue):\($0.path):\($0.source ?? "")").inserted || $0.role == .readme }
            .map { (pattern, style, $0) }
    }
}

/// `cookbook export` writes what a project on the original library needs, and nothing it lacks.
final class PatternExportTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let toolchainModules: Set<String> = ["Foundation", "XCTest", "Dispatch", "Testing"]

    private func allExports() throws -> [(pattern: String, style: ExportStyle, files: [ExportedFile])] {
        try exportsOfEveryPattern.get()
    }

    func testExport_everyPatternAndStyle_hasItsTestKitDomainAndReadme() throws {
        let exports = try allExports()
        XCTAssertEqual(exports.count, 33, "eleven patterns × three styles")
        for (pattern, style, files) in exports {
            let paths = Set(files.map(\.path))
            let expected = [
                "README.md", "Tests/\(pattern)Pattern\(style.folder)Tests.swift", "Sources/SchedulerProvider.swift",
                "Sources/Library.swift", "Sources/WebService.swift", "Sources/MockWebService.swift",
                "Sources/\(style.folder)LibraryViewModel.swift",
            ]
            for path in expected {
                XCTAssertTrue(paths.contains(path), "\(pattern) \(style): no \(path) in \(paths.sorted())")
            }
            let tests = try files.filter { $0.role == .test }.map(source).joined(separator: "\n")
            for kit in KitManifest.files(for: tests, style: style) {
                XCTAssertTrue(paths.contains { $0.hasSuffix("/" + kit) }, "\(pattern) \(style): kit file \(kit) missing")
            }
        }
    }

    /// Every test file of a pattern's style folder is exported (the `+Part` companions too); what
    /// stays behind is only the cookbook's own checks (kit behaviour, the live-subscription check).
    func testExport_everyPatternTestFileOfEveryStyleIsExported() throws {
        var exported: [ExportStyle: Set<String>] = [:]
        for (_, style, files) in try allExports() {
            exported[style, default: []].formUnion(files.filter { $0.role == .test }.compactMap(\.source))
        }
        for style in ExportStyle.allCases {
            let folder = "Tests/PatternTests/\(style.folder)"
            let all = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
                .filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
            let left = Set(all).subtracting(exported[style, default: []])
            XCTAssertEqual(
                Set(left.filter { !$0.hasPrefix("\(folder)/CopyKit\(style.folder)Tests+") }),
                ["\(folder)/AAALiveSubscriptionCheck.swift", "\(folder)/CopyKit\(style.folder)Tests.swift"], "\(style)")
        }
        for (pattern, style, files) in try allExports() where pattern == "SchedulerInjection" {
            let paths = Set(files.map(\.path))
            XCTAssertTrue(
                paths.contains("Tests/SchedulerInjectionPattern\(style.folder)Tests+LiveService.swift"), "\(style): \(paths.sorted())")
            XCTAssertTrue(paths.contains("Sources/MockWebService+Queue.swift"), "\(style): \(paths.sorted())")
        }
        for (pattern, _, files) in try allExports() where pattern == "Sink" {
            XCTAssertFalse(files.contains { $0.path == "Sources/MockWebService+Queue.swift" }, "carried only where a test uses it")
        }
    }

    func testExport_importsAreTheOriginalsOnly() throws {
        for (pattern, style, file) in distinctFiles(try allExports()) where file.path.hasSuffix(".swift") {
            let imports = SourceLine.lines(file.text).compactMap(ImportSwap.importedModule)
            let foreign = Set(imports).subtracting(style.originalModules).subtracting(Self.toolchainModules)
            XCTAssertEqual(foreign, [], "\(pattern) \(style) \(file.path) imports \(foreign.sorted())")
        }
        for (pattern, style, files) in try allExports() {
            let test = try XCTUnwrap(files.first { $0.role == .test }, "\(pattern) \(style)")
            XCTAssertTrue(
                test.text.contains(style == .push ? "import RxSwift" : style == .pull ? "import ReactiveSwift" : "import Combine"))
        }
    }

    /// The test and kit files are the package's own sources but for their import lines, so what
    /// compiles and passes here is what is exported.
    func testExport_testAndKitFiles_equalThePackageSourcesButForImports() throws {
        for (pattern, style, file) in distinctFiles(try allExports()) where file.role == .test || file.role == .kit {
            XCTAssertEqual(
                ImportSwap.withoutImports(file.text), ImportSwap.withoutImports(try source(file)), "\(pattern) \(style) \(file.path)")
        }
    }

    /// A domain file keeps whole lines of its source, in order: only other styles' members go.
    func testExport_domainFiles_areTheSourceLinesOfOneStyle() throws {
        for (pattern, style, files) in try allExports() where ["Sink", "Timer", "SchedulerInjection"].contains(pattern) {
            for file in files where file.role == .domain {
                let source = SourceLine.lines(try source(file))
                var remaining = source[...]
                for line in SourceLine.lines(ImportSwap.withoutImports(file.text)) {
                    guard let index = remaining.firstIndex(of: line) else {
                        return XCTFail("\(style) \(file.path): line not in its source (or out of order): \(line)")
                    }
                    remaining = remaining[(index + 1)...]
                }
                let typesOf: [ExportStyle: [String]] = [
                    .push: ["Single<", "Observable<", "SchedulerType"], .pull: ["SignalProducer<", "DateScheduler"],
                    .pubsub: ["AnyPublisher<", "Deferred<", "AnySchedulerOf<"],
                ]
                let others = ExportStyle.allCases.filter { $0 != style }.flatMap {
                    ["fetchLibrary\($0.folder)(", "\($0.folder)LibraryViewModel"] + typesOf[$0, default: []]
                }
                let code = SourceLine.lines(file.text).filter { !SourceLine.trimmed($0).hasPrefix("//") }
                // Only a name the file holds at all (in code or comments) is looked for line by line.
                for other in others where file.text.contains(other) {
                    XCTAssertFalse(code.contains { $0.contains(other) }, "\(style) \(file.path) still has \(other)")
                }
            }
        }
    }

    func testExport_readmeNamesTheDependencyAndEveryFile() throws {
        for (pattern, style, files) in try allExports() {
            let readme = try XCTUnwrap(files.first { $0.role == .readme }).text
            let dependency = style == .push ? "RxSwift 6" : style == .pull ? "ReactiveSwift 7" : "combine-schedulers"
            XCTAssertTrue(readme.contains(dependency), "\(pattern) \(style) README")
            for file in files where file.role != .readme {
                XCTAssertTrue(readme.contains("`\(file.path)`"), "\(pattern) \(style) README does not list \(file.path)")
            }
        }
    }

    func testImportSwap_changesImportLinesOnly() {
        let text =
            "import Foundation\nimport PushStreams\nimport PushStreamsTest\nimport PushKit\nimport LibraryFetch\nlet x = BehaviorRelay(value: 1)\n"
        XCTAssertEqual(
            ImportSwap.toOriginals(text, style: .push),
            "import Foundation\nimport RxSwift\nimport RxRelay\nimport RxTest\nlet x = BehaviorRelay(value: 1)\n")
    }

    func testStyleSlicer_leavesOutOtherStylesMembersWithTheirComments() {
        let text = """
            public protocol WebService {
                /// Push.
                func fetchPush() -> Single<Int>
                /// Pull.
                func fetchPull() -> SignalProducer<Int, Never>
            }
            final class Mock {
                init() {
                    pushHandler = {
                        .just(1)
                    }
                    pubSubHandler = {
                        Just(1)
                    }
                }
            }
            """
        XCTAssertEqual(
            StyleSlicer.slice(text, to: .push, mode: .members),
            """
            public protocol WebService {
                /// Push.
                func fetchPush() -> Single<Int>
            }
            final class Mock {
                init() {
                    pushHandler = {
                        .just(1)
                    }
                }
            }
            """)
    }

    private func source(_ file: ExportedFile) throws -> String {
        try String(contentsOf: root.appendingPathComponent(try XCTUnwrap(file.source)), encoding: .utf8)
    }
}

/// Each page's "Copying it into your project" names the kit files its tests use and their lengths.
final class CopySectionPageTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Page name, command-line name of each pattern.
    private static let commands = [
        "BlockingFirst": "blocking-first", "Error": "errors", "Expectation": "expectation", "HotCold": "hot-cold",
        "Marble": "marbles", "SchedulerInjection": "scheduler-injection", "Sink": "sink", "Timer": "timer",
        "VirtualTime": "virtual-time", "AwaitFirst": "await-first", "AsyncVirtualTime": "async-virtual-time",
    ]

    /// Set `UPDATE_COPY_SECTIONS=1` to rewrite the sections (then review the diff).
    func testPages_copySectionNamesTheKitFilesAndTheirLineCounts() throws {
        let update = ProcessInfo.processInfo.environment["UPDATE_COPY_SECTIONS"] == "1"
        XCTAssertEqual(Set(PatternExport.patterns(root: root)), Set(Self.commands.keys))
        for (pattern, command) in Self.commands {
            let url = root.appendingPathComponent("Patterns/\(pattern)Pattern.md")
            let page = try String(contentsOf: url, encoding: .utf8)
            let exported = try exportsOfEveryPattern.get().filter { $0.pattern == pattern }
            let section = CopySection.text(
                command: command, exported: Dictionary(uniqueKeysWithValues: exported.map { ($0.style, $0.files) }))
            if update { try CopySection.replacing(in: page, with: section).write(to: url, atomically: true, encoding: .utf8) }
            XCTAssertTrue(
                page.contains(section),
                "Patterns/\(pattern)Pattern.md: its copy section differs from the kit; "
                    + "run UPDATE_COPY_SECTIONS=1 swift test --filter CopySectionPageTests. Expected:\n\(section)")
        }
    }
}
