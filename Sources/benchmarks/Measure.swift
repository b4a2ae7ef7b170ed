import Dispatch

/// One row of the report.
struct BenchmarkReport {
    let caseName: String
    let style: BenchmarkStyle
    let n: Int
    let median: Double
    let min: Double
    let max: Double
    let ok: Bool

    static let header = "case  style   n          ns/elem (median)  min-max              check"

    var tableRow: String {
        let name = caseName.padding(toLength: 6, withPad: " ", startingAt: 0)
        let styleName = style.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
        let count = String(n).padding(toLength: 11, withPad: " ", startingAt: 0)
        let medianText = format(median).padding(toLength: 18, withPad: " ", startingAt: 0)
        let range = "\(format(min))-\(format(max))".padding(toLength: 21, withPad: " ", startingAt: 0)
        return "\(name)\(styleName)\(count)\(medianText)\(range)\(ok ? "ok" : "WRONG RESULT")"
    }

    var jsonLine: String {
        "{\"case\": \"\(caseName)\", \"style\": \"\(style.rawValue)\", \"n\": \(n), \"ns_per_element\": \(format(median)), "
            + "\"min_ns_per_element\": \(format(min)), \"max_ns_per_element\": \(format(max)), \"check\": \"\(ok ? "ok" : "wrong")\"}"
    }

    private func format(_ value: Double) -> String {
        String(Double(Int((value * 10).rounded())) / 10)
    }
}

/// Runs `body` `options.repetitions` times and reports nanoseconds per element.
func measure(workload: Workload, style: BenchmarkStyle, options: BenchmarkOptions, body: (Int) -> Bool) -> BenchmarkReport {
    let n = options.n ?? workload.defaultN
    var samples: [Double] = []
    var ok = true
    for _ in 0..<options.repetitions {
        let start = DispatchTime.now().uptimeNanoseconds
        ok = body(n) && ok
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
        samples.append(elapsed / Double(Swift.max(n * workload.deliveriesPerElement, 1)))
    }
    samples.sort()
    return BenchmarkReport(
        caseName: workload.caseName, style: style, n: n,
        median: samples[samples.count / 2], min: samples.first ?? 0, max: samples.last ?? 0, ok: ok
    )
}
