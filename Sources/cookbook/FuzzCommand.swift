import CrossStyle
import Foundation

/// `cookbook fuzz --seed S --cases N`: differential fuzzing of the three styles (issue 9).
///
/// Exit 0 when every case agrees (up to the documented per-style differences), 1 on a disagreement
/// (printed with its seed, case number and a shrunk reproducer), 2 on bad arguments.
enum FuzzCommand: Subcommand {
    static let help = """
        usage: cookbook fuzz [--seed S] [--cases N]

        Generates N random cases (marble inputs + a chain of map, filter, scan,
        distinct, take, skip, startWith, combineLatest, merge, zip, flatMapLatest,
        debounce, throttle, delay), runs each in push, pull and pubsub on one
        virtual clock and compares the outputs, up to the documented per-style
        differences (Patterns/CrossStyle.md). Defaults: --seed 1 --cases 1000.
        Exit 1 on a disagreement (printed with a shrunk reproducer), 2 on bad
        arguments.
        """

    static func run(_ arguments: [String]) -> Int32 {
        var seed: UInt64 = 1
        var cases = 1000
        var rest = arguments[...]
        while let option = rest.popFirst() {
            switch option {
            case "--seed":
                guard let text = rest.popFirst(), let value = UInt64(text) else {
                    return bad("--seed needs a non-negative integer")
                }
                seed = value
            case "--cases":
                guard let text = rest.popFirst(), let value = Int(text), value > 0 else {
                    return bad("--cases needs a positive integer")
                }
                cases = value
            default:
                return bad("unknown option '\(option)'")
            }
        }
        let summary = Fuzzer.run(seed: seed, cases: cases)
        for disagreement in summary.disagreements { print(disagreement) }
        let normalized = StyleDifference.allCases.compactMap { kind in
            summary.normalized[kind].map { "\(kind.rawValue) \($0)" }
        }
        print(
            "\(summary.cases) case(s), seed \(seed): "
                + (summary.disagreements.isEmpty ? "all three styles agree." : "\(summary.disagreements.count) disagreement(s)."))
        if !normalized.isEmpty { print("compared up to a documented difference: \(normalized.joined(separator: ", "))") }
        return summary.disagreements.isEmpty ? 0 : 1
    }

    private static func bad(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("cookbook fuzz: \(message)\n\n\(help)\n".utf8))
        return 2
    }
}
