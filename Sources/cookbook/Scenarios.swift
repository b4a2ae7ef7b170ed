import Foundation
import LibraryFetch

/// Every scenario the main job runs, in pattern order.
enum Scenarios {
    static var all: [Scenario] {
        [
            tapTwice, failureThenSuccess, libraryExists, unknownLibrary, debouncedSearch,
            marbleSearch, marbleTaps, testFamily, immediateFamily, lateSubscriber,
            errorThenResult, autoRefresh, withoutExpectation, awaitedLibraryExists, retriedSearch,
        ]
    }

    /// A file-name-friendly id for a scenario: its name, lowercased, words joined by `-`.
    static func slug(_ scenario: Scenario) -> String {
        ([scenario.pattern.rawValue] + scenario.name.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init))
            .joined(separator: "-")
    }

    /// What the user types in the debounced-search scenario.
    private static let searchQueries = ["a": "R", "b": "Rx", "c": "RxSwift", "d": "Nope"]

    /// Label texts each style's tap button produces.
    private static func tapLegend(_ style: Style) -> [String: String] {
        ["a": "Library name: \(style.tapLibrary)", "e": "Error occurred: not connected to the internet"]
    }

    static var tapTwice: Scenario {
        tapScenario(
            name: "tap twice", summary: "each tap shows the fetched library's name", expected: "-a-a----",
            service: MockWebService())
    }

    static var failureThenSuccess: Scenario {
        tapScenario(
            name: "failure, then success", summary: "a failed fetch shows the error and the next tap still works",
            expected: "-e-a----", service: MockWebService.failingFirst(1))
    }

    /// A sink-pattern scenario: two taps at frames 1 and 3 on a view model over `service`.
    private static func tapScenario(name: String, summary: String, expected: String, service: @escaping @autoclosure () -> WebService)
        -> Scenario
    {
        Scenario(
            pattern: .sink, name: name, summary: summary,
            inputs: [("tap", "-t-t----")], inputValues: ["t": "tap"],
            expected: expected, legend: tapLegend,
            wire: { style, clock, recorder in
                let taps = try Scenario.events(of: "-t-t----", values: ["t": "tap"])
                return StyleWiring.taps(style, clock: clock, recorder: recorder, service: service(), taps: taps)
            }
        )
    }

    /// A blocking-first scenario on `ensureLibraryExists(library:)` over the mock: recorded in
    /// virtual time (`expected`), then blocked on with `first()` (`extract`, `expectedExtracted`).
    private static func existsScenario(
        name: String, summary: String, library: @escaping (Style) -> Library, expected: String,
        extract: @escaping (Style) throws -> String, expectedExtracted: String
    ) -> Scenario {
        Scenario(
            pattern: .blockingFirst, name: name, summary: summary,
            inputs: [], inputValues: [:],
            expected: expected, legend: { _ in ["t": "true", "f": "false"] },
            wire: { style, clock, recorder in
                StyleWiring.ensureExists(style, clock: clock, recorder: recorder, service: MockWebService(), library: library(style))
            },
            extract: extract, expectedExtracted: expectedExtracted
        )
    }

    static var libraryExists: Scenario {
        existsScenario(
            name: "library exists", summary: "combineLatest(details, identifiers) gives true, then completes",
            library: { Library(name: $0.tapLibrary) }, expected: "(t|)",
            extract: { style in
                try StyleWiring.firstValue(style, service: MockWebService(), library: Library(name: style.tapLibrary))
            },
            expectedExtracted: "true"
        )
    }

    static var unknownLibrary: Scenario {
        existsScenario(
            name: "unknown library", summary: "the details request fails, so first() throws its error",
            library: { _ in Library(name: "Unknown") }, expected: "#",
            extract: { style in
                do {
                    return try StyleWiring.firstValue(style, service: MockWebService(), library: Library(name: "Unknown"))
                } catch {
                    return "error: \(reason(for: error))"
                }
            },
            expectedExtracted: "error: library not found"
        )
    }

    static var debouncedSearch: Scenario {
        Scenario(
            pattern: .virtualTime, name: "debounced search",
            summary: "debounce 0.3 s, drop repeats, fetch the latest query only",
            inputs: [("query", "-abc------c----d---")],
            inputValues: searchQueries,
            expected: "------x-----------y",
            legend: { _ in
                ["x": "Library name: RxSwift", "y": "Error occurred: library not found"]
            },
            wire: { style, clock, recorder in
                let queries = try Scenario.events(of: "-abc------c----d---", values: searchQueries)
                return StyleWiring.search(style, clock: clock, recorder: recorder, service: MockWebService(), queries: queries)
            }
        )
    }

    /// A copy of `scenario` filed under another pattern, with another name.
    private static func reused(_ scenario: Scenario, as pattern: Pattern, name: String, summary: String) -> Scenario {
        Scenario(
            pattern: pattern, name: name, summary: summary, inputs: scenario.inputs, inputValues: scenario.inputValues,
            expected: scenario.expected, legend: scenario.legend, wire: scenario.wire,
            extract: scenario.extract, expectedExtracted: scenario.expectedExtracted, drivesAsync: scenario.drivesAsync
        )
    }

    /// A search scenario: typed queries in, label texts out, on test or immediate schedulers.
    private static func search(
        _ pattern: Pattern, name: String, summary: String, queries: String, expected: String, immediate: Bool = false
    ) -> Scenario {
        Scenario(
            pattern: pattern, name: name, summary: summary,
            inputs: [("query", queries)], inputValues: searchQueries,
            expected: expected,
            legend: { _ in
                ["x": "Library name: RxSwift", "y": "Error occurred: library not found"]
            },
            wire: { style, clock, recorder in
                let events = try Scenario.events(of: queries, values: searchQueries)
                return StyleWiring.search(
                    style, clock: clock, recorder: recorder, service: MockWebService(), queries: events, immediate: immediate
                )
            }
        )
    }

    static var marbleSearch: Scenario {
        reused(debouncedSearch, as: .marbles, name: "debounced search", summary: "the virtual-time search, drawn as marbles")
    }

    static var marbleTaps: Scenario {
        reused(tapTwice, as: .marbles, name: "taps", summary: "the sink's taps, drawn as marbles")
    }

    static var testFamily: Scenario {
        search(
            .schedulerInjection, name: "test family", summary: "test schedulers: the debounce waits 0.3 s",
            queries: "-a-c----", expected: "------x-"
        )
    }

    static var immediateFamily: Scenario {
        search(
            .schedulerInjection, name: "immediate family", summary: "immediate schedulers: every keystroke is fetched",
            queries: "-a-c----", expected: "-y-x----", immediate: true
        )
    }

    static var lateSubscriber: Scenario {
        Scenario(
            pattern: .hotCold, name: "late subscriber", summary: "the output is hot: a tap before the sink is lost",
            inputs: [("tap", "-t-t-t--"), ("sink", "--^-----")], inputValues: ["t": "tap"],
            expected: "---a-a--", legend: tapLegend,
            wire: { style, clock, recorder in
                let taps = try Scenario.events(of: "-t-t-t--", values: ["t": "tap"])
                return StyleWiring.taps(
                    style, clock: clock, recorder: recorder, service: MockWebService(), taps: taps,
                    subscribeAt: 2 * Scenario.frameDuration
                )
            }
        )
    }

    static var errorThenResult: Scenario {
        search(
            .errors, name: "error, then result", summary: "a failed search shows its error text; the next still works",
            queries: "-d----c-----", expected: "----y----x--"
        )
    }

    static var autoRefresh: Scenario {
        Scenario(
            pattern: .timer, name: "auto-refresh", summary: "fetch every 0.5 s, take(8)",
            inputs: [], inputValues: [:],
            expected: "-----a----a----a----a----a----a----a----(a|)",
            legend: { style in
                ["a": "Library name: \(style.tapLibrary)"]
            },
            wire: { style, clock, recorder in
                StyleWiring.autoRefresh(style, clock: clock, recorder: recorder, service: MockWebService())
            }
        )
    }

    static var withoutExpectation: Scenario {
        search(
            .expectation, name: "without expectation", summary: "the 0.3 s debounce, advanced in no time",
            queries: "-c--------", expected: "----x-----"
        )
    }

    static var awaitedLibraryExists: Scenario {
        var scenario = reused(
            libraryExists, as: .awaitFirst, name: "library exists",
            summary: "the same cold check, its first value awaited (values / Single.value / first() async)"
        )
        scenario.extract = { style in try AsyncWiring.awaitFirstValue(style, library: Library(name: style.tapLibrary)) }
        return scenario
    }

    /// The retried search's queries: the name typed at 0.1 s, "Nope" at 2.0 s.
    private static let retriedQueries = ["c": "RxSwift", "d": "Nope"]

    static var retriedSearch: Scenario {
        Scenario(
            pattern: .asyncVirtualTime, name: "retried search",
            summary: "debounce 0.3 s, a failed async call, Task.sleep 1 s on the clock, the retry",
            inputs: [("query", "-c------------------d---------------")], inputValues: retriedQueries,
            expected: "--------------x------------------y--",
            legend: { _ in
                ["x": "Library name: RxSwift", "y": "Error occurred: library not found"]
            },
            wire: { style, clock, recorder in
                let queries = try Scenario.events(of: "-c------------------d---------------", values: retriedQueries)
                return AsyncWiring.search(style, clock: clock, recorder: recorder, queries: queries)
            },
            drivesAsync: true
        )
    }
}
