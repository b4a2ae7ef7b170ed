import Dispatch
import Foundation

/// One row of the report.
struct BenchmarkReport {
    let caseName: String
    let style: BenchmarkStyle
    let n: Int
    let median: Double
    let min: Double
    let max: Double
    /// The fastest run's CPU time of this thread per element: on a shared machine, unlike wall time,
    /// it leaves out the time other processes held the core (not the cache they evicted).
    let minCPU: Double
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
            + "\"min_ns_per_element\": \(format(min)), \"max_ns_per_element\": \(format(max)), "
            + "\"min_cpu_ns_per_element\": \(format(minCPU)), \"check\": \"\(ok ? "ok" : "wrong")\"}"
    }

    private func format(_ value: Double) -> String {
        String(Double(Int((value * 10).rounded())) / 10)
    }
}

/// Runs `body` `options.repetitions` times and reports nanoseconds per element.
func measure(workload: Workload, style: BenchmarkStyle, options: BenchmarkOptions, body: (Int) -> Bool) -> BenchmarkReport {
    let n = options.n ?? workload.defaultN
    var samples: [Double] = []
    var cpuSamples: [Double] = []
    var ok = true
    let elements = Double(Swift.max(n * workload.deliveriesPerElement, 1))
    for _ in 0..<options.repetitions {
        let startCPU = threadCPUNanoseconds()
        let start = DispatchTime.now().uptimeNanoseconds
        ok = body(n) && ok
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
        cpuSamples.append(Double(threadCPUNanoseconds() - startCPU) / elements)
        samples.append(elapsed / elements)
    }
    samples.sort()
    return BenchmarkReport(
        caseName: workload.caseName, style: style, n: n,
        median: samples[samples.count / 2], min: samples.first ?? 0, max: samples.last ?? 0,
        minCPU: cpuSamples.min() ?? 0, ok: ok
    )
}

/// The CPU time this thread has used, in nanoseconds.
func threadCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}
