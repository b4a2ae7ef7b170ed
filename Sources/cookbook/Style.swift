/// The three stream styles the cookbook compares.
enum Style: String, CaseIterable {
    case push, pull, pubsub

    /// The original library the style mirrors.
    var original: String {
        switch self {
        case .push: return "RxSwift"
        case .pull: return "ReactiveSwift"
        case .pubsub: return "Combine"
        }
    }

    /// The library the style's tap button fetches in the demo screen.
    var tapLibrary: String { original }

    /// A fixed-width label for side-by-side lines.
    var label: String { rawValue.padding(toLength: 7, withPad: " ", startingAt: 0) }
}

/// The patterns the cookbook demonstrates, in reading order.
enum Pattern: String, CaseIterable {
    case sink = "sink"
    case blockingFirst = "blocking-first"
    case virtualTime = "virtual-time"
    case marbles = "marbles"
    case schedulerInjection = "scheduler-injection"
    case hotCold = "hot-cold"
    case errors = "errors"
    case timer = "timer"
    case expectation = "expectation"
    case awaitFirst = "await-first"
    case asyncVirtualTime = "async-virtual-time"

    /// One line on what the pattern is for.
    var summary: String {
        switch self {
        case .sink: return "record a hot output after poking its inputs, synchronously"
        case .blockingFirst: return "turn a cold, finite stream into a plain value"
        case .virtualTime: return "drive a test clock and assert when each event happened"
        case .marbles: return "write inputs and expectations as marble lines"
        case .schedulerInjection: return "inject live, immediate or test schedulers"
        case .hotCold: return "know what each pattern needs; share, replay, eager"
        case .errors: return "error text, catch inside vs outside flatMap, retry"
        case .timer: return "a repeating timer in virtual time; resolution"
        case .expectation: return "the same async test without XCTestExpectation"
        case .awaitFirst: return "await a cold stream's first value in an async test"
        case .asyncVirtualTime: return "one virtual time line for schedulers and Task.sleep"
        }
    }

    /// The test file's name without `Tests.swift`: its `swift test --filter` name and its page.
    var testFilter: String {
        switch self {
        case .sink: return "SinkPattern"
        case .blockingFirst: return "BlockingFirstPattern"
        case .virtualTime: return "VirtualTimePattern"
        case .marbles: return "MarblePattern"
        case .schedulerInjection: return "SchedulerInjectionPattern"
        case .hotCold: return "HotColdPattern"
        case .errors: return "ErrorPattern"
        case .timer: return "TimerPattern"
        case .expectation: return "ExpectationPattern"
        case .awaitFirst: return "AwaitFirstPattern"
        case .asyncVirtualTime: return "AsyncVirtualTimePattern"
        }
    }

    /// The page in `Patterns/`.
    var page: String { "\(testFilter).md" }

    /// All valid names, for help and error messages, wrapped to 80 columns under a 10-column label.
    static var names: String {
        Terminal.fit("patterns: " + allCases.map(\.rawValue).joined(separator: ", "), width: 78)
            .enumerated().map { $0.offset == 0 ? $0.element : "      " + $0.element }
            .joined(separator: "\n")
            .replacingOccurrences(of: "patterns: ", with: "")
    }
}
