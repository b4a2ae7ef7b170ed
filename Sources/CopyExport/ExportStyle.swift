/// One of the three styles a pattern is exported in, with the original library it maps to.
public enum ExportStyle: String, CaseIterable, Sendable {
    /// RxSwift (+ RxRelay, RxTest, RxBlocking).
    case push
    /// ReactiveSwift.
    case pull
    /// Combine + combine-schedulers.
    case pubsub

    /// The folder and name part used by the style's tests and kit: `Push`, `Pull`, `PubSub`.
    public var folder: String {
        switch self {
        case .push: "Push"
        case .pull: "Pull"
        case .pubsub: "PubSub"
        }
    }

    /// The kit's folder under `Sources/`.
    public var kit: String { folder + "Kit" }

    /// What each of our module imports becomes in a project on the original library (nil: dropped,
    /// because the exported folder carries that code itself).
    public var importMap: [String: String?] {
        [
            "PushStreams": "RxSwift", "PushStreamsTest": "RxTest", "PushStreamsBlocking": "RxBlocking",
            "PullStreams": "ReactiveSwift",
            "PubSubStreams": "Combine", "PubSubStreamsTest": "CombineSchedulers",
            "LibraryFetch": nil, "Scheduling": nil, "MarbleKit": nil, kit: nil,
        ]
    }

    /// The original's module names that may appear in an exported file of this style.
    public var originalModules: Set<String> {
        switch self {
        case .push: ["RxSwift", "RxRelay", "RxCocoa", "RxTest", "RxBlocking"]
        case .pull: ["ReactiveSwift"]
        case .pubsub: ["Combine", "CombineSchedulers"]
        }
    }

    /// Names that belong to the two other styles: a domain declaration mentioning one is left out.
    var otherStyleMarkers: [String] {
        ExportStyle.allCases.filter { $0 != self }.flatMap { style -> [String] in
            let name = style.folder
            let lower = name.prefix(1).lowercased() + name.dropFirst()
            return [name, lower]
        }
    }

    /// The dependency a reader adds, for the exported README.
    public var dependencyText: String {
        switch self {
        case .push:
            """
            RxSwift 6 (https://github.com/ReactiveX/RxSwift, `from: "6.0.0"`): products `RxSwift` and
            `RxRelay` for the app target; `RxTest` and `RxBlocking` for the test target. Tests that use
            `bind(to:)` with an observer need `RxCocoa` too (it defines `bind(to:)`); RxCocoa does not
            build on Linux, where a one-line `bind(to:)` extension stands in for it.
            """
        case .pull:
            """
            ReactiveSwift 7 (https://github.com/ReactiveCocoa/ReactiveSwift, `from: "7.0.0"`): product
            `ReactiveSwift` for the app and the test target (its `TestScheduler` is in the core library).
            """
        case .pubsub:
            """
            Combine (Apple platforms; OpenCombine elsewhere) and combine-schedulers
            (https://github.com/pointfreeco/combine-schedulers, `from: "1.0.0"`): product
            `CombineSchedulers` for the app target (the view model takes an `AnySchedulerOf<DispatchQueue>`)
            and the test target (`DispatchQueue.test`).
            """
        }
    }
}
