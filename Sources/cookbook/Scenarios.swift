import Foundation
import LibraryFetch

/// Every scenario the main job runs, in pattern order.
enum Scenarios {
    static var all: [Scenario] { [tapTwice, failureThenSuccess, libraryExists, unknownLibrary, debouncedSearch] }

    /// What the user types in the debounced-search scenario.
    private static let searchQueries = ["a": "R", "b": "Rx", "c": "RxSwift", "d": "Nope"]

    /// Label texts each style's tap button produces.
    private static func tapLegend(_ style: Style) -> [String: String] {
        ["a": "Library name: \(style.tapLibrary)", "e": "Error occurred: not connected to the internet"]
    }

    static var tapTwice: Scenario {
        Scenario(
            pattern: .sink, name: "tap twice",
            summary: "each tap shows the fetched library's name",
            inputs: [("tap", "-t-t----")], inputValues: ["t": "tap"],
            expected: "-a-a----", legend: tapLegend,
            wire: { style, clock, recorder in
                let taps = try Scenario.events(of: "-t-t----", values: ["t": "tap"])
                return StyleWiring.taps(style, clock: clock, recorder: recorder, service: MockWebService(), taps: taps)
            }
        )
    }

    static var failureThenSuccess: Scenario {
        Scenario(
            pattern: .sink, name: "failure, then success",
            summary: "a failed fetch shows the error and the next tap still works",
            inputs: [("tap", "-t-t----")], inputValues: ["t": "tap"],
            expected: "-e-a----", legend: tapLegend,
            wire: { style, clock, recorder in
                let taps = try Scenario.events(of: "-t-t----", values: ["t": "tap"])
                return StyleWiring.taps(style, clock: clock, recorder: recorder, service: MockWebService.failingFirst(1), taps: taps)
            }
        )
    }

    static var libraryExists: Scenario {
        Scenario(
            pattern: .blockingFirst, name: "library exists",
            summary: "combineLatest(details, identifiers) gives true, then completes",
            inputs: [], inputValues: [:],
            expected: "(t|)", legend: { _ in ["t": "true", "f": "false"] },
            wire: { style, clock, recorder in
                StyleWiring.ensureExists(
                    style, clock: clock, recorder: recorder, service: MockWebService(), library: Library(name: style.tapLibrary)
                )
            },
            extract: { style in
                try StyleWiring.firstValue(style, service: MockWebService(), library: Library(name: style.tapLibrary))
            },
            expectedExtracted: "true"
        )
    }

    static var unknownLibrary: Scenario {
        Scenario(
            pattern: .blockingFirst, name: "unknown library",
            summary: "the details request fails, so first() throws its error",
            inputs: [], inputValues: [:],
            expected: "#", legend: { _ in ["t": "true", "f": "false"] },
            wire: { style, clock, recorder in
                StyleWiring.ensureExists(
                    style, clock: clock, recorder: recorder, service: MockWebService(), library: Library(name: "Unknown")
                )
            },
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
            expected: "------x-----------y", legend: { _ in
                ["x": "Library name: RxSwift", "y": "Error occurred: library not found"]
            },
            wire: { style, clock, recorder in
                let queries = try Scenario.events(of: "-abc------c----d---", values: searchQueries)
                return StyleWiring.search(style, clock: clock, recorder: recorder, service: MockWebService(), queries: queries)
            }
        )
    }
}
