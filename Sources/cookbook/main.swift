// The main job: every pattern's scenario on every style, in virtual time, side by side.
// `swift run cookbook --help` lists the subcommands.
import Foundation

let usage = """
    usage: cookbook [command]

    Runs the cookbook's pattern scenarios on the three stream styles
    (push = RxSwift, pull = ReactiveSwift, pubsub = Combine) in virtual time and
    prints, side by side, the input and output marble lines per style and
    whether they agree.

    commands:
      (none)                          every pattern on every style (exit 1 if any
                                      style disagrees with the expected line)
      list                            list the patterns and their scenarios
      run <pattern> [--style STYLE]   run one pattern, on one style or all
      fetch <name> [--style STYLE] [--base-url URL] [--timeout S]
                                      fetch a library through each style: the
                                      embedded catalog, or a live server
      fuzz [--seed S] [--cases N]     differential fuzzing: random marbles and
                                      operator chains, all three styles must agree
      --help                          show this help

    patterns: \(Pattern.allCases.map(\.rawValue).joined(separator: ", "))
    styles:   \(Style.allCases.map(\.rawValue).joined(separator: ", "))
    one frame of a marble line = 100 ms of virtual time.
    """

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("cookbook: \(message)\n".utf8))
    exit(status)
}

func runScenarios(_ scenarios: [Scenario], styles: [Style]) -> Int32 {
    var disagreements = 0
    for scenario in scenarios {
        let report = ScenarioRunner.report(scenario, styles: styles)
        Output.print(report)
        if !report.allAgree { disagreements += 1 }
    }
    let total = scenarios.count
    print(disagreements == 0
        ? "\(total) scenario(s) × \(styles.count) style(s): all agree."
        : "\(disagreements) of \(total) scenario(s) disagree.")
    return disagreements == 0 ? 0 : 1
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else {
    exit(runScenarios(Scenarios.all, styles: Style.allCases))
}
arguments.removeFirst()

switch command {
case "--help", "-h", "help":
    print(usage)
case "list":
    for pattern in Pattern.allCases {
        print("\(pattern.rawValue.padding(toLength: 15, withPad: " ", startingAt: 0)) \(pattern.summary)")
        for scenario in Scenarios.all where scenario.pattern == pattern {
            print("  \(scenario.name)")
            print("    \(scenario.summary)")
        }
        print("  tests: swift test --filter \(pattern.testFilter)")
    }
case "run":
    guard let name = arguments.first else { fail("run needs a pattern name\n\n\(usage)", status: 2) }
    guard let pattern = Pattern(rawValue: name) else {
        fail("unknown pattern '\(name)'; valid patterns: \(Pattern.allCases.map(\.rawValue).joined(separator: ", "))", status: 2)
    }
    var styles = Style.allCases
    var rest = arguments.dropFirst()
    while let option = rest.popFirst() {
        guard option == "--style" else { fail("unknown option '\(option)'\n\n\(usage)", status: 2) }
        guard let value = rest.popFirst() else { fail("--style needs a value: push, pull or pubsub", status: 2) }
        guard let style = Style(rawValue: value) else {
            fail("unknown style '\(value)'; valid styles: \(Style.allCases.map(\.rawValue).joined(separator: ", "))", status: 2)
        }
        styles = [style]
    }
    exit(runScenarios(Scenarios.all.filter { $0.pattern == pattern }, styles: styles))
case "fetch":
    exit(FetchCommand.run(Array(arguments)))
case "fuzz":
    exit(FuzzCommand.run(Array(arguments)))
default:
    fail("unknown command '\(command)'\n\n\(usage)", status: 2)
}
