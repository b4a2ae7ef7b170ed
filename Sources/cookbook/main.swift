// The main job: every pattern's scenario on every style, in virtual time, side by side.
// `swift run cookbook --help` lists the subcommands; each has its own `--help`.
import Foundation

let usage = """
    usage: cookbook [command] [arguments]

    Runs the cookbook's pattern scenarios on the three stream styles
    (push = RxSwift, pull = ReactiveSwift, pubsub = Combine) in virtual time and
    prints, side by side, the input and output marble lines per style.

    commands:
      (none)                         every pattern on every style (exit 1 if a
                                     style disagrees with the expected line)
      list                           the patterns, their scenarios and tests
      show <pattern>                 the code of the pattern's page
      export <pattern> --style S     the pattern's test, kit and domain, with
                                     the original library's imports [--to DIR]
      run <pattern> [--style S]      one pattern, on one style or all
      parity                         which pattern catches which planted bug
      marbles [--svg DIR]            marble lines; SVG diagrams with --svg
      fetch                          the live web service (see fetch --help)
      fuzz                           differential fuzzing (see fuzz --help)
      --help                         this help; `cookbook <command> --help`

    patterns: \(Pattern.names)
    styles:   \(Style.allCases.map(\.rawValue).joined(separator: ", "))
    one frame of a marble line = 100 ms of virtual time.
    """

func runScenarios(_ scenarios: [Scenario], styles: [Style]) -> Int32 {
    var disagreements = 0
    for scenario in scenarios {
        let report = ScenarioRunner.report(scenario, styles: styles)
        Output.print(report)
        if !report.allAgree { disagreements += 1 }
    }
    let total = scenarios.count
    print(
        disagreements == 0
            ? "\(total) scenario(s) × \(styles.count) style(s): all agree."
            : "\(disagreements) of \(total) scenario(s) disagree.")
    return disagreements == 0 ? 0 : 1
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else {
    exit(runScenarios(Scenarios.all, styles: Style.allCases))
}
let rest = Array(arguments.dropFirst())

/// Each subcommand by the name that selects it.
let commands: [String: any Subcommand.Type] = [
    "list": ListCommand.self, "show": ShowCommand.self, "export": ExportCommand.self, "run": RunCommand.self,
    "parity": ParityCommand.self, "marbles": MarblesCommand.self, "fetch": FetchCommand.self, "fuzz": FuzzCommand.self,
]

if ["--help", "-h", "help"].contains(command) {
    print(usage)
} else if let subcommand = commands[command] {
    if rest.contains("--help") || rest.contains("-h") {
        print(subcommand.help)
        exit(0)
    }
    exit(subcommand.run(rest))
} else {
    exit(usageError("unknown command '\(command)'\n\n\(usage)"))
}
