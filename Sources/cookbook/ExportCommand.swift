import CopyExport
import Foundation

/// `cookbook export <pattern> --style <push|pull|pubsub> [--to DIR]`.
enum ExportCommand: Subcommand {
    static let help = """
        usage: cookbook export <pattern> --style <push|pull|pubsub> [--to DIR]

        Writes a folder you can copy into a project that uses the original library:
        the pattern's tests for that style with RxSwift/RxTest/RxBlocking,
        ReactiveSwift or Combine/CombineSchedulers imports, the copy-kit files it
        uses, the domain it tests (view model, web service protocol, mock; only
        that style's members) and a README naming the dependency to add.
        DIR defaults to ./<Pattern>Pattern-<style>.

        patterns: \(Pattern.names)
        """

    static func run(_ arguments: [String]) -> Int32 {
        guard let pattern = PatternArguments.pattern(arguments.first, command: "export", help: help) else { return 2 }
        var style: ExportStyle?
        var directory: URL?
        var rest = arguments.dropFirst()
        while let option = rest.popFirst() {
            switch option {
            case "--style":
                guard let value = rest.popFirst(), let parsed = ExportStyle(rawValue: value) else {
                    return usageError("--style needs push, pull or pubsub\n\n\(help)")
                }
                style = parsed
            case "--to":
                guard let path = rest.popFirst() else { return usageError("--to needs a directory") }
                directory = URL(fileURLWithPath: path)
            default:
                return usageError("unknown option '\(option)' for export\n\n\(help)")
            }
        }
        guard let style else { return usageError("export needs --style push, pull or pubsub\n\n\(help)") }
        guard let root = PagesDirectory.url?.deletingLastPathComponent() else {
            return usageError("cannot find the package's sources; run from the package's directory")
        }
        let name = String(pattern.page.dropLast("Pattern.md".count))
        let target = directory ?? URL(fileURLWithPath: "\(name)Pattern-\(style.rawValue)")
        do {
            let files = try PatternExport.files(pattern: name, style: style, root: root, command: pattern.rawValue)
            for file in files {
                let url = target.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.text.write(to: url, atomically: true, encoding: .utf8)
                print("wrote \(file.path)")
            }
            print("\(files.count) files in \(target.path); see its README.md for the dependency to add.")
            return 0
        } catch {
            FileHandle.standardError.write(Data("cookbook: \(error)\n".utf8))
            return 1
        }
    }
}
