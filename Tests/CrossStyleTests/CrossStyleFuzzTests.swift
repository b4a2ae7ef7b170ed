import CrossStyle
import Scheduling
import TestReporting
import Testing

/// Issue 9: differential fuzzing of the three styles, a fixed number of generated cases per CI run.
@Suite("Cross-style Fuzz", .sharesLanes(.push, .pull, .pubSub))
struct CrossStyleFuzzTests {
    /// Cases per CI run (about a second of one core in a debug build); `swift run cookbook fuzz`
    /// runs more.
    static let casesPerRun = 600
    static let seed: UInt64 = 20_261_122
    /// The cases are dealt round-robin to this many test cases, which Swift Testing runs in parallel.
    static let slices = 4

    @Test("Fuzz: generated cases agree in all three styles", arguments: 0..<slices)
    func fuzzFixedSeed(slice: Int) {
        let indices = stride(from: slice, to: Self.casesPerRun, by: Self.slices)
        let summary = Fuzzer.run(seed: Self.seed, indices: indices)
        #expect(summary.cases == (Self.casesPerRun - slice + Self.slices - 1) / Self.slices)
        for disagreement in summary.disagreements {
            Issue.record("\(disagreement)")
        }
    }

    @Test("Fuzz: the slices together run every case once")
    func fuzzSlicesCoverEveryCase() {
        let dealt = (0..<Self.slices).flatMap { Array(stride(from: $0, to: Self.casesPerRun, by: Self.slices)) }
        #expect(dealt.sorted() == Array(0..<Self.casesPerRun))
    }

    @Test("Fuzz: a case is the same for the same seed and index")
    func fuzzDeterministic() {
        for index in 0..<20 {
            #expect(CaseGenerator.make(seed: 7, index: index) == CaseGenerator.make(seed: 7, index: index))
        }
        #expect(CaseGenerator.make(seed: 7, index: 0) != CaseGenerator.make(seed: 8, index: 0))
        var a = SplitMix64(seed: 42)
        var b = SplitMix64(seed: 42)
        #expect((0..<5).map { _ in a.next() } == (0..<5).map { _ in b.next() })
    }

    @Test("Fuzz: generated cases are well formed")
    func fuzzWellFormed() throws {
        for index in 0..<200 {
            try CaseGenerator.make(seed: Self.seed, index: index).validate()
        }
    }

    /// Every fourth case lets different sources send at the same instant, so the runs above compare the
    /// styles' same-instant order too: most of those cases have two inputs with an event on a common frame.
    @Test("Fuzz: every fourth case has same-instant ties between sources")
    func fuzzGeneratesTies() {
        func eventFrames(_ diagram: String) -> Set<Int> {
            Set(diagram.enumerated().compactMap { $0.element.isNumber ? $0.offset : nil })
        }
        let tieCases = stride(from: 3, to: Self.casesPerRun, by: 4).map { CaseGenerator.make(seed: Self.seed, index: $0) }
        let withTies = tieCases.filter { testCase in
            let frames = testCase.inputs.map(eventFrames)
            return frames.indices.contains { i in frames.indices.contains { j in i < j && !frames[i].isDisjoint(with: frames[j]) } }
        }
        #expect(withTies.count >= tieCases.count / 4, "\(withTies.count) of \(tieCases.count) cases have a tie")
        let untied = (0..<Self.casesPerRun).filter { $0 % 4 != 3 }.map { CaseGenerator.make(seed: Self.seed, index: $0) }
        #expect(untied.allSatisfy { $0.inputs.dropFirst().allSatisfy { eventFrames($0).allSatisfy { $0 % 2 == 1 } } })
    }

    /// Simultaneous events of two sources are the one difference the generator avoids instead of
    /// normalizing; a hand-written tie shows the shrinker and the report at work.
    @Test("Fuzz: a disagreement is shrunk and reported with its reproducer")
    func fuzzShrinksAndReports() throws {
        let tie = CrossCase(
            inputs: ["--1----0---9-|", "-9-2--56-6--|"],
            chain: [.startWith(7), .combineLatest(input: 1), .skip(1)])
        let run = try CrossRun(tie)
        #expect(!run.agrees)
        let minimal = Fuzzer.shrink(run)
        #expect(!minimal.agrees)
        #expect(minimal.testCase.inputs.joined().count < tie.inputs.joined().count)
        let report = Fuzzer.Disagreement(seed: 1, index: 2, original: tie, minimal: minimal).description
        #expect(report.contains("seed 1, case 2"))
        #expect(report.contains("--seed 1 --cases 3"))
        #expect(report.contains(minimal.testCase.description))
    }
}
