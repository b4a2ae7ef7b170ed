import Foundation

/// Prints `message` to standard error and returns the usage-error status, 2.
func usageError(_ message: String) -> Int32 {
    FileHandle.standardError.write(Data("cookbook: \(message)\n".utf8))
    return 2
}

/// Colour only when standard output is a terminal and `NO_COLOR` is not set.
enum Terminal {
    static let colour: Bool = isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil

    static func green(_ text: String) -> String { colour ? "\u{1B}[32m\(text)\u{1B}[0m" : text }
    static func red(_ text: String) -> String { colour ? "\u{1B}[31m\(text)\u{1B}[0m" : text }

    /// Splits a line longer than `width` columns at a space, continuing with a deeper indent.
    static func fit(_ line: String, width: Int = 80) -> [String] {
        guard line.count > width else { return [line] }
        let indent = String(line.prefix { $0 == " " }) + "    "
        var rest = Substring(line)
        var lines: [String] = []
        var prefix = ""
        while prefix.count + rest.count > width {
            let room = width - prefix.count
            let head = rest.prefix(room)
            let cut = head.lastIndex(of: " ").flatMap { $0 > head.startIndex ? $0 : nil } ?? head.endIndex
            lines.append(prefix + rest[rest.startIndex..<cut])
            rest = rest[cut...].drop { $0 == " " }
            prefix = indent
            if rest.isEmpty { break }
        }
        if !rest.isEmpty { lines.append(prefix + rest) }
        return lines
    }
}

/// Finds the `Patterns/` directory: next to this source file's package, else in the current directory.
enum PagesDirectory {
    static var url: URL? {
        let fromSource = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Patterns")
        let fromWorkingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Patterns")
        return [fromSource, fromWorkingDirectory].first { FileManager.default.fileExists(atPath: $0.path) }
    }
}

/// Parses `<pattern>` (and optional `--style STYLE`) arguments shared by `run` and `show`.
enum PatternArguments {
    /// The named pattern, or `nil` after printing why not (the caller exits with status 2).
    static func pattern(_ name: String?, command: String, help: String) -> Pattern? {
        guard let name else {
            _ = usageError("\(command) needs a pattern name\n\n\(help)")
            return nil
        }
        guard let pattern = Pattern(rawValue: name) else {
            _ = usageError("unknown pattern '\(name)'\npatterns: \(Pattern.names)")
            return nil
        }
        return pattern
    }
}

/// A `cookbook` subcommand: its help text and what it does with the arguments after its name.
protocol Subcommand {
    /// What `cookbook <command> --help` prints.
    static var help: String { get }
    /// Runs on the arguments after the command's name (the dispatcher answers `--help` and `-h` itself);
    /// returns the exit status.
    static func run(_ arguments: [String]) -> Int32
}

/// `cookbook list`.
enum ListCommand: Subcommand {
    static let help = """
        usage: cookbook list

        Lists the patterns, their scenarios and the command that runs their tests.
        """

    static func run(_ arguments: [String]) -> Int32 {
        if let unknown = arguments.first { return usageError("unknown option '\(unknown)' for list\n\n\(help)") }
        for pattern in Pattern.allCases {
            print("\(pattern.rawValue.padding(toLength: 20, withPad: " ", startingAt: 0)) \(pattern.summary)")
            for scenario in Scenarios.all where scenario.pattern == pattern {
                print("  \(scenario.name)")
                print("    \(scenario.summary)")
            }
            print("  tests: swift test --filter \(pattern.testFilter)")
        }
        return 0
    }
}

/// `cookbook run <pattern> [--style STYLE]`.
enum RunCommand: Subcommand {
    static let help = """
        usage: cookbook run <pattern> [--style push|pull|pubsub]

        Runs one pattern's scenarios in virtual time on every style (or one) and
        prints the input and output marble lines side by side. Exit status 1 if a
        style disagrees with the expected line, 2 for an unknown name.

        patterns: \(Pattern.names)
        """

    static func run(_ arguments: [String]) -> Int32 {
        guard let pattern = PatternArguments.pattern(arguments.first, command: "run", help: help) else { return 2 }
        var styles = Style.allCases
        var rest = arguments.dropFirst()
        while let option = rest.popFirst() {
            guard option == "--style" else { return usageError("unknown option '\(option)' for run\n\n\(help)") }
            guard let value = rest.popFirst() else { return usageError("--style needs a value: push, pull or pubsub") }
            guard let style = Style(rawValue: value) else {
                return usageError("unknown style '\(value)'; valid styles: \(Style.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            styles = [style]
        }
        return runScenarios(Scenarios.all.filter { $0.pattern == pattern }, styles: styles)
    }
}

/// `cookbook show <pattern>`.
enum ShowCommand: Subcommand {
    static let help = """
        usage: cookbook show <pattern>

        Prints the code blocks of the pattern's page in Patterns/ (each copied from
        a test, so it compiles), with the snippet each comes from.

        patterns: \(Pattern.names)
        """

    static func run(_ arguments: [String]) -> Int32 {
        guard let pattern = PatternArguments.pattern(arguments.first, command: "show", help: help) else { return 2 }
        if arguments.count > 1 { return usageError("show takes one pattern name\n\n\(help)") }
        guard let pages = PagesDirectory.url,
            let page = try? String(contentsOf: pages.appendingPathComponent(pattern.page), encoding: .utf8)
        else {
            return usageError("cannot find Patterns/\(pattern.page); run from the package's directory")
        }
        print("\(pattern.rawValue): \(pattern.summary)")
        print("page: Patterns/\(pattern.page)   tests: swift test --filter \(pattern.testFilter)")
        for block in codeBlocks(page) {
            print("\n-- \(block.id) " + String(repeating: "-", count: max(3, 76 - block.id.count)))
            for line in block.lines { print(line) }  // code is never wrapped: it must paste as it is
        }
        return 0
    }

    /// The page's Swift blocks that follow a `<!-- snippet: id -->` marker.
    static func codeBlocks(_ page: String) -> [(id: String, lines: [String])] {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [(id: String, lines: [String])] = []
        var index = 0
        while index < lines.count {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("<!-- snippet: "), line.hasSuffix(" -->"), index + 1 < lines.count, lines[index + 1] == "```swift" {
                let id = String(line.dropFirst("<!-- snippet: ".count).dropLast(" -->".count))
                var end = index + 2
                while end < lines.count, lines[end] != "```" { end += 1 }
                blocks.append((id, Array(lines[(index + 2)..<min(end, lines.count)])))
                index = end
            }
            index += 1
        }
        return blocks
    }
}

/// `cookbook marbles [--svg DIR]`.
enum MarblesCommand: Subcommand {
    static let help = """
        usage: cookbook marbles [--svg DIR]

        Runs every scenario on the three styles and prints its recorded input and
        output marble lines. With --svg, writes one SVG marble diagram per scenario
        into DIR (time axis, value circles, completion bar, error cross); the
        pictures in Patterns/images are made with
            swift run cookbook marbles --svg Patterns/images
        """

    static func run(_ arguments: [String]) -> Int32 {
        var directory: URL?
        var rest = arguments[...]
        while let option = rest.popFirst() {
            guard option == "--svg" else { return usageError("unknown option '\(option)' for marbles\n\n\(help)") }
            guard let path = rest.popFirst() else { return usageError("--svg needs a directory") }
            directory = URL(fileURLWithPath: path)
        }
        if let directory {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                return usageError("cannot create \(directory.path): \(error)")
            }
        }
        var disagreements = 0
        for scenario in Scenarios.all {
            let report = ScenarioRunner.report(scenario, styles: Style.allCases)
            if !report.allAgree { disagreements += 1 }
            print("\(scenario.pattern.rawValue) / \(scenario.name)")
            for row in MarblePictures.rows(report) {
                print("  \(row.label.padding(toLength: 7, withPad: " ", startingAt: 0)) \(row.line)")
            }
            if let directory {
                let file = directory.appendingPathComponent("\(Scenarios.slug(scenario)).svg")
                do {
                    try MarblePictures.svg(report).write(to: file, atomically: true, encoding: .utf8)
                    print("  wrote \(file.lastPathComponent)")
                } catch {
                    FileHandle.standardError.write(Data("cookbook: cannot write \(file.path): \(error)\n".utf8))
                    return 1
                }
            }
        }
        return disagreements == 0 ? 0 : 1
    }
}
