/// Runs generated cases in all three styles and reports the first disagreement, shrunk.
///
/// Not in any original. A disagreement is a case whose outputs differ before any documented
/// ``StyleDifference`` can show (or whose clock ran away). Shrinking is greedy and cheap: drop steps,
/// blank input characters, cut inputs short, while the case still disagrees.
public enum Fuzzer {
    /// One disagreement: where it came from, the original and the shrunk case, and the outputs.
    public struct Disagreement: Sendable, CustomStringConvertible {
        /// The run's seed.
        public let seed: UInt64
        /// The case number within the run.
        public let index: Int
        /// The generated case.
        public let original: CrossCase
        /// The smallest case found that still disagrees, run again.
        public let minimal: CrossRun

        /// A disagreement found at case `index` of `seed`.
        public init(seed: UInt64, index: Int, original: CrossCase, minimal: CrossRun) {
            self.seed = seed
            self.index = index
            self.original = original
            self.minimal = minimal
        }

        /// The reproducer: seed, case number, the minimal marbles and chain, each style's output.
        public var description: String {
            var lines = [
                "disagreement: seed \(seed), case \(index)",
                "  reproduce: swift run cookbook fuzz --seed \(seed) --cases \(index + 1)",
                "  generated: \(original)",
                "  minimal:   \(minimal.testCase)",
            ]
            if let problem = minimal.clockProblem { lines.append("  clock: \(problem)") }
            if let difference = minimal.difference {
                lines.append("  compared before frame \(difference.time / CrossCase.frameNanoseconds) (\(difference.kind.rawValue))")
            }
            for style in ReactiveStyle.allCases {
                lines.append("  \(style.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)) \(minimal.rendered(style))")
            }
            return lines.joined(separator: "\n")
        }
    }

    /// What a run of many cases found.
    public struct Summary: Sendable {
        /// Cases run.
        public var cases = 0
        /// Cases compared only up to a documented difference.
        public var normalized: [StyleDifference: Int] = [:]
        /// Disagreements found (each shrunk).
        public var disagreements: [Disagreement] = []
    }

    /// Runs cases `0..<count` of `seed`, stopping after `maxDisagreements` disagreements.
    public static func run(seed: UInt64, cases count: Int, maxDisagreements: Int = 1) -> Summary {
        run(seed: seed, indices: 0..<count, maxDisagreements: maxDisagreements)
    }

    /// Runs the generated cases at `indices` of `seed`'s sequence: a slice of what
    /// ``run(seed:cases:maxDisagreements:)`` runs, so several slices can run at once.
    public static func run(seed: UInt64, indices: some Sequence<Int>, maxDisagreements: Int = 1) -> Summary {
        var summary = Summary()
        for index in indices {
            let testCase = CaseGenerator.make(seed: seed, index: index)
            summary.cases += 1
            guard let run = try? CrossRun(testCase) else { continue }
            if let difference = run.difference { summary.normalized[difference.kind, default: 0] += 1 }
            if !run.agrees {
                summary.disagreements.append(
                    Disagreement(seed: seed, index: index, original: testCase, minimal: shrink(run)))
                if summary.disagreements.count >= maxDisagreements { break }
            }
        }
        return summary
    }

    /// The smallest disagreeing case reachable by greedy simplification of `run`'s case.
    public static func shrink(_ run: CrossRun) -> CrossRun {
        var best = run
        var improved = true
        var budget = 400
        while improved, budget > 0 {
            improved = false
            for candidate in simplifications(of: best.testCase) {
                budget -= 1
                guard budget > 0 else { break }
                if let next = try? CrossRun(candidate), !next.agrees {
                    best = next
                    improved = true
                    break
                }
            }
        }
        return best
    }

    private static func simplifications(of testCase: CrossCase) -> [CrossCase] {
        var result: [CrossCase] = []
        for index in testCase.chain.indices {
            var chain = testCase.chain
            chain.remove(at: index)
            result.append(pruned(CrossCase(inputs: testCase.inputs, chain: chain)))
        }
        for (inputIndex, marbles) in testCase.inputs.enumerated() {
            let characters = Array(marbles)
            // Cut two frames at a time so the terminal event keeps its frame parity (see CaseGenerator).
            let body = characters.last == "|" || characters.last == "#" ? characters.count - 1 : characters.count
            for cut in stride(from: body - 2, through: 1, by: -2) {
                var inputs = testCase.inputs
                inputs[inputIndex] =
                    String(characters[..<cut]) + (characters.last == "|" || characters.last == "#" ? String(characters.last!) : "")
                if inputs[inputIndex] != marbles { result.append(CrossCase(inputs: inputs, chain: testCase.chain)) }
            }
            for position in characters.indices where characters[position].isNumber {
                var blanked = characters
                blanked[position] = "-"
                var inputs = testCase.inputs
                inputs[inputIndex] = String(blanked)
                result.append(CrossCase(inputs: inputs, chain: testCase.chain))
            }
        }
        return result
    }

    /// Drops inputs no step refers to any more, renumbering the rest.
    private static func pruned(_ testCase: CrossCase) -> CrossCase {
        let used = Set([0] + testCase.chain.flatMap(\.extraInputs)).sorted()
        var renumber: [Int: Int] = [:]
        for (new, old) in used.enumerated() { renumber[old] = new }
        let chain = testCase.chain.map { step -> ChainStep in
            switch step {
            case .combineLatest(let input): .combineLatest(input: renumber[input]!)
            case .merge(let input): .merge(input: renumber[input]!)
            case .zip(let input): .zip(input: renumber[input]!)
            case .flatMapLatest(let inners): .flatMapLatest(inners: inners.map { renumber[$0]! })
            default: step
            }
        }
        return CrossCase(inputs: used.map { testCase.inputs[$0] }, chain: chain)
    }
}
