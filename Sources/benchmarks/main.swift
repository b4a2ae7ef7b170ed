// The performance suite: `swift run -c release benchmarks [--case B0|B1|all] [--style push|pull|pubsub|all]
// [--n N] [--repeat R] [--json]`. Each workload checks its own result so nothing is optimized away,
// and the process exits non-zero when a check fails.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    let options = try BenchmarkOptions.parse(arguments)
    if options.showHelp {
        print(BenchmarkOptions.usage)
        exit(0)
    }
    var failed = false
    if !options.json { print(BenchmarkReport.header) }
    for workload in Workloads.all where options.cases.contains(workload.caseName) {
        for style in BenchmarkStyle.allCases where options.styles.contains(style) {
            guard let body = workload.body(style) else { continue }
            let result = measure(workload: workload, style: style, options: options, body: body)
            failed = failed || !result.ok
            print(options.json ? result.jsonLine : result.tableRow)
        }
    }
    exit(failed ? 1 : 0)
} catch {
    print("benchmarks: \(error)\n\n\(BenchmarkOptions.usage)")
    exit(2)
}
