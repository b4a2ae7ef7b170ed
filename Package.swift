// swift-tools-version: 6.0
// The reactive test-pattern cookbook: three stream styles (push, pull, pub-sub) side by side,
// one virtual clock, one domain, and the tests that show how to test each.
// No package dependencies: the toolchain's Foundation, Dispatch, XCTest and Swift Testing only.
import PackageDescription

let package = Package(
    name: "ReactiveTestCookbook",
    // macOS 15 / iOS 18: the standard library's `Atomic` and `Mutex` (Synchronization). Swift 6.3's Xcode needs macOS 15 anyway.
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "Scheduling", targets: ["Scheduling"]),
        .library(name: "Marbles", targets: ["Marbles"]),
        .library(name: "TestReporting", targets: ["TestReporting"]),
        .library(name: "PushStreams", targets: ["PushStreams"]),
        .library(name: "PushStreamsTest", targets: ["PushStreamsTest"]),
        .library(name: "PushStreamsBlocking", targets: ["PushStreamsBlocking"]),
        .library(name: "PullStreams", targets: ["PullStreams"]),
        .library(name: "PullStreamsTest", targets: ["PullStreamsTest"]),
        .library(name: "PubSubStreams", targets: ["PubSubStreams"]),
        .library(name: "PubSubStreamsTest", targets: ["PubSubStreamsTest"]),
        .library(name: "LibraryFetch", targets: ["LibraryFetch"]),
        .library(name: "CrossStyle", targets: ["CrossStyle"]),
        .library(name: "PushKit", targets: ["PushKit"]),
        .library(name: "PullKit", targets: ["PullKit"]),
        .library(name: "PubSubKit", targets: ["PubSubKit"]),
        .executable(name: "cookbook", targets: ["cookbook"]),
        .executable(name: "benchmarks", targets: ["benchmarks"]),
    ],
    targets: [
        // Foundations: depend on nothing of ours.
        .target(name: "Scheduling"),
        .target(name: "Marbles"),
        // Reports a failure through XCTest or Swift Testing, whichever runs the test (test modules only).
        .target(name: "TestReporting", dependencies: ["Scheduling"]),

        // Push style (RxSwift + RxRelay, RxTest, RxBlocking).
        .target(name: "PushStreams", dependencies: ["Scheduling"]),
        .target(name: "PushStreamsTest", dependencies: ["PushStreams", "Scheduling", "Marbles", "TestReporting"]),
        .target(name: "PushStreamsBlocking", dependencies: ["PushStreams", "Scheduling"]),

        // Pull style (ReactiveSwift).
        .target(name: "PullStreams", dependencies: ["Scheduling"]),
        .target(name: "PullStreamsTest", dependencies: ["PullStreams", "Scheduling", "Marbles", "TestReporting"]),

        // Publisher-subscriber style (Combine, combine-schedulers).
        .target(name: "PubSubStreams", dependencies: ["Scheduling"]),
        .target(name: "PubSubStreamsTest", dependencies: ["PubSubStreams", "Scheduling", "Marbles", "TestReporting"]),

        // The one shared domain.
        .target(name: "LibraryFetch", dependencies: ["PushStreams", "PullStreams", "PubSubStreams", "Scheduling"]),

        // The three styles held against each other: scenario table, case generator, per-style runners.
        .target(
            name: "CrossStyle",
            dependencies: [
                "Scheduling", "Marbles",
                "PushStreams", "PushStreamsTest", "PullStreams", "PullStreamsTest", "PubSubStreams", "PubSubStreamsTest",
            ]
        ),

        // Copy kits: what the pattern tests use beyond each original library, written only against
        // the original's public API, one self-contained file per helper (`cookbook export` copies them).
        .target(name: "MarbleKit"),
        .target(name: "PushKit", dependencies: ["MarbleKit", "PushStreams", "PushStreamsTest"]),
        .target(name: "PullKit", dependencies: ["MarbleKit", "PullStreams"]),
        .target(name: "PubSubKit", dependencies: ["MarbleKit", "PubSubStreams", "PubSubStreamsTest"]),
        // Writes a pattern's test, kit files and domain with the original library's imports (`cookbook export`).
        .target(name: "CopyExport"),

        // Executables.
        .executableTarget(
            name: "cookbook",
            dependencies: [
                "LibraryFetch", "Scheduling", "Marbles", "TestReporting",
                "PushStreams", "PushStreamsTest", "PushStreamsBlocking",
                "PullStreams", "PullStreamsTest",
                "PubSubStreams", "PubSubStreamsTest", "CrossStyle", "CopyExport",
            ]
        ),
        .executableTarget(
            name: "benchmarks",
            dependencies: ["Scheduling", "PushStreams", "PushStreamsTest", "PullStreams", "PubSubStreams", "PubSubStreamsTest"]
        ),

        // Library semantics.
        .testTarget(name: "SchedulingTests", dependencies: ["Scheduling"]),
        .testTarget(name: "MarblesTests", dependencies: ["Marbles", "Scheduling", "TestReporting"]),
        .testTarget(name: "TestReportingTests", dependencies: ["TestReporting"]),
        .testTarget(
            name: "PushStreamsTests",
            dependencies: ["PushStreams", "PushStreamsTest", "PushStreamsBlocking", "Scheduling", "Marbles", "TestReporting"]
        ),
        .testTarget(
            name: "PullStreamsTests",
            dependencies: ["PullStreams", "PullStreamsTest", "Scheduling", "Marbles", "TestReporting"]
        ),
        .testTarget(
            name: "PubSubStreamsTests",
            dependencies: ["PubSubStreams", "PubSubStreamsTest", "Scheduling", "Marbles", "TestReporting"]
        ),
        .testTarget(name: "LibraryFetchTests", dependencies: ["LibraryFetch", "TestReporting"]),

        // The three styles held against each other: equivalence table and differential fuzzing.
        .testTarget(
            name: "CrossStyleTests",
            dependencies: [
                "CrossStyle", "Scheduling", "Marbles", "TestReporting",
                "PushStreams", "PushStreamsTest", "PullStreams", "PullStreamsTest", "PubSubStreams", "PubSubStreamsTest",
            ]
        ),

        // The cookbook itself: one file per pattern, three sibling sections in each.
        .testTarget(
            name: "PatternTests",
            dependencies: [
                "LibraryFetch", "Scheduling", "Marbles", "TestReporting",
                "PushStreams", "PushStreamsTest", "PushStreamsBlocking",
                "PullStreams", "PullStreamsTest",
                "PubSubStreams", "PubSubStreamsTest", "CopyExport", "MarbleKit",
            ],
            exclude: ["Push", "Pull", "PubSub"]
        ),
        // The pattern tests a reader copies, one target per style: each sees only its style's
        // mirror, its copy kit and the domain, as a project using the original library would.
        .testTarget(
            name: "PushPatternTests",
            dependencies: ["LibraryFetch", "PushStreams", "PushStreamsTest", "PushStreamsBlocking", "PushKit", "TestReporting"],
            path: "Tests/PatternTests/Push"
        ),
        .testTarget(
            name: "PullPatternTests",
            dependencies: ["LibraryFetch", "PullStreams", "PullKit", "TestReporting"],
            path: "Tests/PatternTests/Pull"
        ),
        .testTarget(
            name: "PubSubPatternTests",
            dependencies: ["LibraryFetch", "PubSubStreams", "PubSubStreamsTest", "PubSubKit", "TestReporting"],
            path: "Tests/PatternTests/PubSub"
        ),
    ],
    swiftLanguageModes: [.v6]
)
