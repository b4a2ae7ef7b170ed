/// The command line of the benchmarks executable.
struct BenchmarkOptions {
    var cases: Set<String> = Set(Workloads.all.map(\.caseName))
    var styles: Set<BenchmarkStyle> = Set(BenchmarkStyle.allCases)
    var n: Int?
    var repetitions = 5
    var json = false
    var showHelp = false

    static let usage = """
        usage: benchmarks [--case B0...B7|all] [--style push|pull|pubsub|all] [--n N] [--repeat R] [--json]
          --case     which workload (default all)
          --style    which stream style (default all)
          --n        elements per run (default: each workload's own); 0 runs the setup only
          --repeat   runs per row; the table shows the median and the min-max (default 5)
          --json     one JSON object per line instead of the table
        """

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    static func parse(_ arguments: [String]) throws -> BenchmarkOptions {
        var options = BenchmarkOptions()
        var iterator = arguments.makeIterator()
        func value(after flag: String) throws -> String {
            guard let value = iterator.next() else { throw UsageError(description: "\(flag) needs a value") }
            return value
        }
        while let argument = iterator.next() {
            switch argument {
            case "--help", "-h": options.showHelp = true
            case "--json": options.json = true
            case "--case":
                let name = try value(after: argument)
                let known = Set(Workloads.all.map(\.caseName))
                if name == "all" {
                    options.cases = known
                } else if known.contains(name) {
                    options.cases = [name]
                } else {
                    throw UsageError(description: "unknown case '\(name)'; known: \(known.sorted().joined(separator: ", ")), all")
                }
            case "--style":
                let name = try value(after: argument)
                if name == "all" {
                    options.styles = Set(BenchmarkStyle.allCases)
                } else if let style = BenchmarkStyle(rawValue: name) {
                    options.styles = [style]
                } else {
                    throw UsageError(description: "unknown style '\(name)'; known: push, pull, pubsub, all")
                }
            case "--n":
                let text = try value(after: argument)
                guard let n = Int(text), n >= 0 else { throw UsageError(description: "--n needs a count >= 0, got '\(text)'") }
                options.n = n
            case "--repeat":
                let text = try value(after: argument)
                guard let r = Int(text), r >= 1 else { throw UsageError(description: "--repeat needs a count >= 1, got '\(text)'") }
                options.repetitions = r
            default:
                throw UsageError(description: "unknown argument '\(argument)'")
            }
        }
        return options
    }
}

/// The three stream styles, as the benchmarks name them.
enum BenchmarkStyle: String, CaseIterable, Hashable {
    case push, pull, pubsub
}
