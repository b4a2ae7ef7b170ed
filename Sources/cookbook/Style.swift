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

/// The patterns the cookbook demonstrates.
enum Pattern: String, CaseIterable {
    case sink = "sink"
    case blockingFirst = "blocking-first"
    case virtualTime = "virtual-time"

    /// One line on what the pattern is for.
    var summary: String {
        switch self {
        case .sink: return "record a hot output after poking its inputs, synchronously"
        case .blockingFirst: return "turn a cold, finite stream into a plain value"
        case .virtualTime: return "drive a test clock and assert when each event happened"
        }
    }

    /// The test file that holds the pattern, and its `swift test --filter` name.
    var testFilter: String {
        switch self {
        case .sink: return "SinkPattern"
        case .blockingFirst: return "BlockingFirstPattern"
        case .virtualTime: return "VirtualTimePattern"
        }
    }
}
