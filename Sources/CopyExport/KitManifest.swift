/// Which kit files a pattern test needs: a file is needed when the test (or a needed file) uses a
/// name it declares, together with the files it needs itself.
public enum KitManifest {
    /// One kit file: the names that make it needed and the kit files it needs in turn.
    struct Entry {
        let file: String
        let triggers: [String]
        let requires: [String]
    }

    /// The shared marble grammar, under `Sources/MarbleKit/`.
    public static let marbleGrammar = "MarbleGrammar.swift"

    static func entries(_ style: ExportStyle) -> [Entry] {
        // The provider itself (one file every kit links to) and the style's `live` and `immediate` ones.
        let provider = Entry(file: "SchedulerProvider.swift", triggers: ["ViewModel("], requires: ["SchedulerProvider+Live.swift"])
        let providerLive = Entry(file: "SchedulerProvider+Live.swift", triggers: [], requires: ["SchedulerProvider.swift"])
        let providerTest = Entry(
            file: "SchedulerProvider+Test.swift", triggers: ["schedulers: .test("], requires: ["SchedulerProvider.swift"])
        // The kits' one lock (`KitLock`, a file every kit links to), needed by the files that lock.
        let lock = "KitLock.swift"
        let lockEntry = Entry(file: lock, triggers: [], requires: [])
        let collected = Entry(file: "Collected.swift", triggers: ["Collected<"], requires: [lock])
        // Ours: a `Clock` that is a view of the style's test scheduler, and the serial execution it advances with.
        let clock = Entry(file: "TestSchedulerClock.swift", triggers: ["TestSchedulerClock("], requires: ["MainSerialExecution.swift"])
        let serial = Entry(file: "MainSerialExecution.swift", triggers: [], requires: [])
        // The style's marble builders (made needed by `builderTriggers`) and the assertions on top of
        // them, which read what `recorder` (the style's recorder file, if it has one) recorded.
        func marbles(builderTriggers: [String], builderNeeds: [String], recorder: [String]) -> [Entry] {
            [
                Entry(file: "TestScheduler+MarbleBuilders.swift", triggers: builderTriggers, requires: [marbleGrammar] + builderNeeds),
                Entry(
                    file: "XCTAssertMarbles.swift", triggers: ["XCTAssertMarbles(", "XCTAssertSubscriptions(", "marbleMismatchMessage("],
                    requires: recorder + ["TestScheduler+MarbleBuilders.swift", marbleGrammar]),
            ]
        }
        let common = [provider, providerLive, providerTest, collected, clock, serial, lockEntry]
        // Ours (pull and pub-sub; one file, PubSubKit's a link): the cold marble streams' subscription log.
        let subscriptionLog = Entry(file: "SubscriptionLog.swift", triggers: [], requires: [lock])
        switch style {
        case .push:
            return common + marbles(builderTriggers: ["Observable(\""], builderNeeds: [], recorder: [])
        case .pull:
            let ours = [
                Entry(file: "TestRecorder.swift", triggers: ["TestRecorder<"], requires: [lock]),
                Entry(file: "SignalProducer+FirstWithin.swift", triggers: ["first(within:"], requires: [lock]),
                // Ours: ReactiveSwift has no async bridge (`values`, `first() async`); any `await` may use it.
                Entry(file: "SignalProducer+Values.swift", triggers: ["await "], requires: [lock]),
                subscriptionLog,
            ]
            return common + ours
                + marbles(
                    builderTriggers: ["createHotSignal(", "createColdProducer("], builderNeeds: ["SubscriptionLog.swift"],
                    recorder: ["TestRecorder.swift"])
        case .pubsub:
            let ours = [
                Entry(file: "RecordingSubscriber.swift", triggers: ["RecordingSubscriber<"], requires: [lock]),
                Entry(
                    file: "Publisher+FirstValueWithin.swift", triggers: ["firstValue(within:", "FirstValueWithinError"], requires: [lock]),
                subscriptionLog,
            ]
            return common + ours
                + marbles(
                    builderTriggers: ["createHotPublisher(", "createColdPublisher("], builderNeeds: ["SubscriptionLog.swift"],
                    recorder: ["RecordingSubscriber.swift"])
        }
    }

    /// Every kit file of `style` (without the shared grammar), in manifest order.
    public static func allFiles(_ style: ExportStyle) -> [String] { entries(style).map(\.file) }

    /// The kit files `testSource` needs, the shared grammar last if needed.
    public static func files(for testSource: String, style: ExportStyle) -> [String] {
        let entries = entries(style)
        var needed = Set(entries.filter { entry in entry.triggers.contains { testSource.contains($0) } }.map(\.file))
        var changed = true
        while changed {
            changed = false
            for entry in entries where needed.contains(entry.file) {
                for file in entry.requires where !needed.contains(file) {
                    needed.insert(file)
                    changed = true
                }
            }
        }
        return entries.map(\.file).filter(needed.contains) + (needed.contains(marbleGrammar) ? [marbleGrammar] : [])
    }
}
