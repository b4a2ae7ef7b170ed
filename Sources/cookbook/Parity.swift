import Foundation
import LibraryFetch

/// The pattern-parity matrix: every planted bug against every check in every style.
struct ParityMatrix {
    /// Rows: `nil` (the correct pipeline), then each bug.
    static let rows: [SearchBug?] = [nil] + SearchBug.allCases.map { $0 }

    /// Whether each (row, check, style) check *fails*, i.e. catches the bug.
    let caught: [String: Bool]

    static func key(_ bug: SearchBug?, _ check: ParityCheck, _ style: Style) -> String {
        "\(bug?.rawValue ?? "correct")|\(check.rawValue)|\(style.rawValue)"
    }

    /// Runs every check; a few hundred milliseconds in all (the blocking checks' timeouts are short).
    static func measure() -> ParityMatrix {
        var caught: [String: Bool] = [:]
        for bug in rows {
            for check in ParityCheck.allCases {
                for style in Style.allCases {
                    caught[key(bug, check, style)] = !ParityChecks.passes(check, style: style, bug: bug)
                }
            }
        }
        return ParityMatrix(caught: caught)
    }

    /// True when no check fails on the correct pipeline (no false alarm).
    var correctPipelinePasses: Bool {
        ParityCheck.allCases.allSatisfy { check in Style.allCases.allSatisfy { caught[Self.key(nil, check, $0)] == false } }
    }

    /// The matrix as an 80-column table: `x` the check fails (catches the bug), `.` it passes.
    func table() -> [String] {
        func pad(_ text: String, _ width: Int) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
        var lines = [
            pad("", 20) + ParityCheck.allCases.map { pad($0.rawValue, 18) }.joined(),
            pad("bug", 20) + ParityCheck.allCases.map { _ in pad("push pull pubsub", 18) }.joined(),
        ].map(trimTrailing)
        for bug in Self.rows {
            var line = pad(bug?.rawValue ?? "(correct pipeline)", 20)
            for check in ParityCheck.allCases {
                let cells = Style.allCases.map { style -> String in
                    let mark = caught[Self.key(bug, check, style)] == true ? "x" : "."
                    return pad(mark, style == .pubsub ? 7 : 5)
                }
                line += pad(cells.joined(), 18)
            }
            lines.append(trimTrailing(line))
        }
        return lines
    }

    private func trimTrailing(_ line: String) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }

    /// How many of the bugs each check catches in every style.
    func summary() -> [String] {
        ParityCheck.allCases.map { check in
            let counts = Style.allCases.map { style in
                SearchBug.allCases.filter { caught[Self.key($0, check, style)] == true }.count
            }
            let perStyle =
                Set(counts).count == 1
                ? "\(counts[0]) of \(SearchBug.allCases.count) bugs in every style"
                : zip(Style.allCases, counts).map { "\($0.rawValue) \($1)" }.joined(separator: ", ")
                    + " of \(SearchBug.allCases.count)"
            return "\(check.rawValue): catches \(perStyle)"
        }
    }
}

/// `cookbook parity`.
enum ParityCommand: Subcommand {
    static let help = """
        usage: cookbook parity

        Plants each bug in the debounced search of every style (push, pull, pubsub)
        and runs the sink, blocking-first and virtual-time checks against it, then
        the await-first check (blocking-first's async counterpart).
        Prints which pattern catches which bug in which style: x = the check fails
        (it caught the bug), . = the check passes (the bug got through).
        Exit status 1 if a check fails on the correct pipeline (a false alarm).
        """

    static func run(_ arguments: [String]) -> Int32 {
        if let unknown = arguments.first {
            return usageError("unknown option '\(unknown)' for parity\n\n\(help)")
        }
        let matrix = ParityMatrix.measure()
        print("Pattern parity: which test pattern catches which bug, per style")
        print("(x = the check fails and so catches the bug, . = the bug gets through)\n")
        for line in matrix.table() { print(line) }
        print("")
        for line in AwaitFirstParity.table() { print(line) }
        print("")
        for check in ParityCheck.allCases {
            print("\(check.rawValue):".padding(toLength: 16, withPad: " ", startingAt: 0) + check.summary)
        }
        print("")
        for line in matrix.summary() { print(line) }
        guard matrix.correctPipelinePasses else {
            print("\nA check failed on the correct pipeline: the matrix is not trustworthy.")
            return 1
        }
        return 0
    }
}
