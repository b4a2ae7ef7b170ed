import PubSubStreams
import PubSubStreamsTest
import XCTest

/// `switchToLatest` cancels its inner publisher before its outer one, as Combine's (OpenCombine 0.14.0's
/// `SwitchToLatestTests.testCancelCancels`).
final class SwitchToLatestCancelTests: PubSubTestCase {
    func testSwitchToLatest_CancelCancelsTheInnerBeforeTheOuterOnce() {
        let outer = ManualUpstream<ManualUpstream<Int, Never>, Never>()
        let inner = ManualUpstream<Int, Never>()
        let recorder = EventRecorder<Int, Never>(initial: .max(42))
        outer.switchToLatest().subscribe(recorder)
        outer.sendSubscription()
        XCTAssertEqual(outer.send(inner), .none)
        inner.sendSubscription()
        assertCancelReachesInnerBeforeOuter(
            outer: outer.subscription, ["request(unlimited)"], inner: inner.subscription, ["request(max(42))"]
        ) {
            recorder.subscription?.cancel()
            recorder.subscription?.cancel()
        }
        release(outer, inner, recorder)
    }
}

/// `zip` cancels a second subscription given to one of its sides, as Combine's (OpenCombine 0.14.0's
/// `ZipTests.testZipReceiveSubscriptionTwice`).
final class ZipSubscriptionTests: PubSubTestCase {
    func testZip_CancelsASecondSubscriptionForTheSameSide() {
        let a = ManualUpstream<Int, Never>()
        let b = ManualUpstream<Int, Never>()
        let recorder = EventRecorder<(Int, Int), Never>(initial: .max(1))
        a.zip(b).subscribe(recorder)
        a.sendSubscription()
        let second = RecordingSubscription()
        (a.givenSubscriber as? any Subscriber<Int, Never>)?.receive(subscription: second)
        XCTAssertEqual(second.history, ["cancel"])
        XCTAssertEqual(a.subscription.history, ["request(max(1))"], "the first one stays")
        finish(recorder, releasing: a, b)
    }
}

/// `replaceError` ignores a cancel that comes before its upstream subscription, as Combine's (OpenCombine
/// 0.14.0's `ReplaceErrorTests.testReplaceErrorCancelBeforeSubscription`).
final class ReplaceErrorEarlyCancelTests: PubSubTestCase {
    func testReplaceError_ACancelBeforeTheUpstreamSubscriptionIsIgnored() {
        let upstream = ManualUpstream<Int, TestError>()
        let recorder = EventRecorder<Int, Never>()
        upstream.replaceError(with: 0).subscribe(recorder)
        (upstream.givenSubscriber as? Subscription)?.cancel()
        upstream.sendSubscription()
        XCTAssertEqual(upstream.subscription.history, ["request(unlimited)"], "the late subscription is used, not cancelled")
        XCTAssertEqual(recorder.events, ["subscription(ReplaceError)"])
        finish(recorder, releasing: upstream)
    }
}

/// A suffix for `append` that runs `onDeinit` when it is let go of; subscribed to, it finishes at once.
private final class SuffixProbe: Publisher {
    typealias Output = Int
    typealias Failure = Never
    let onDeinit: () -> Void
    init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .finished)
    }
}

/// `append`/`prepend` (`Publishers.Concatenate`) as Combine's (OpenCombine 0.14.0's `ConcatenateTests`): a prefix
/// value that finds no demand is dropped and answered with `.none`; a cancel lets go of the suffix publisher.
final class ConcatenateDemandTests: PubSubTestCase {
    func testConcatenate_APrefixValueWithoutDemandIsDroppedAndACancelLetsGoOfTheSuffix() {
        let prefix = ManualUpstream<Int, Never>()
        let recorder = EventRecorder<Int, Never>(initial: .max(1), demand: .max(5))
        var suffixFreed = false
        do {
            prefix.append(SuffixProbe { suffixFreed = true }).subscribe(recorder)
        }
        prefix.sendSubscription()
        XCTAssertEqual(prefix.send(1), .max(5), "the downstream's returned demand")
        recorder.subscription?.cancel()
        XCTAssertTrue(suffixFreed, "let go of at cancel")
        XCTAssertEqual(recorder.events, ["subscription(Concatenate)", "value(1)"])
        release(prefix, recorder)

        let second = ManualUpstream<Int, Never>()
        let idle = EventRecorder<Int, Never>(initial: .none)
        second.append(Empty()).subscribe(idle)
        second.sendSubscription()
        XCTAssertEqual(second.send(2), .none, "no demand: dropped")
        XCTAssertEqual(idle.events, ["subscription(Concatenate)"])
        finish(idle, releasing: second)
    }
}

/// `append` gives the prefix and the suffix subscribers of their own, as Combine's (OpenCombine 0.14.0's
/// `ConcatenateTests.testAppendBasicBehavior`, `testCombineIdentifier`), and lets go of the suffix outside its lock.
final class ConcatenateSidesTests: PubSubTestCase {
    func testAppend_APrefixEventAfterThePrefixFinishedIsNotTakenForTheSuffixs() {
        let prefix = ManualUpstream<Int, Never>()
        let suffix = ManualUpstream<Int, Never>()
        let recorder = EventRecorder<Int, Never>(initial: .max(10))
        prefix.append(suffix).subscribe(recorder)
        prefix.sendSubscription()
        XCTAssertEqual(prefix.send(1), .none)
        prefix.send(completion: .finished)
        suffix.sendSubscription()
        XCTAssertEqual(prefix.send(4000), .none, "the prefix is done: ignored")
        prefix.send(completion: .finished)
        XCTAssertEqual(suffix.send(5), .none)
        XCTAssertEqual(recorder.events, ["subscription(Concatenate)", "value(1)", "value(5)"])
        XCTAssertEqual(suffix.subscription.history, ["request(max(9))"])
        let prefixSide = prefix.givenSubscriber as? any Subscriber<Int, Never>
        XCTAssertEqual(prefixSide?.combineIdentifier, recorder.subscription?.combineIdentifier, "one identity")
        if let prefixSubscriber = prefix.givenSubscriber, let suffixSubscriber = suffix.givenSubscriber {
            XCTAssertNotEqual(
                ObjectIdentifier(type(of: prefixSubscriber)), ObjectIdentifier(type(of: suffixSubscriber)),
                "two subscriber types, as Combine's")
        } else {
            XCTFail("both sides were subscribed")
        }
        finish(recorder, releasing: prefix, suffix)
    }

    func testAppend_TheSuffixIsReleasedOutsideTheLockAtCancel() {
        let prefix = ManualUpstream<Int, Never>()
        let recorder = EventRecorder<Int, Never>()
        do {
            // Calls back in while being released.
            prefix.append(SuffixProbe { recorder.subscription?.cancel() }).subscribe(recorder)
        }
        prefix.sendSubscription()
        recorder.subscription?.cancel()
        XCTAssertEqual(prefix.subscription.history, ["request(unlimited)", "cancel"])
        release(prefix, recorder)
    }
}

/// `drop(untilOutputFrom:)` as Combine's (OpenCombine 0.14.0's `DropUntilOutputTests`): the trigger's subscriber
/// takes a new subscription whenever it holds none, and a dropped value nobody asked for is contract misuse.
final class DropUntilOutputTriggerTests: PubSubTestCase {
    func testDropUntilOutput_TheTriggerSubscriberTakesANewSubscriptionAfterAValue() {
        let upstream = ManualUpstream<Int, Never>()
        let trigger = ManualUpstream<Int, Never>()
        let recorder = EventRecorder<Int, Never>(initial: .max(2))
        upstream.drop(untilOutputFrom: trigger).subscribe(recorder)
        trigger.sendSubscription()
        let second = RecordingSubscription()
        let triggerSide = trigger.givenSubscriber as? any Subscriber<Int, Never>
        triggerSide?.receive(subscription: second)
        XCTAssertEqual(second.history, ["cancel"], "it holds one already")
        XCTAssertEqual(trigger.send(1), .none)
        let third = RecordingSubscription()
        triggerSide?.receive(subscription: third)
        XCTAssertEqual(third.history, ["request(max(1))"])
        recorder.subscription?.cancel()
        XCTAssertEqual(third.history, ["request(max(1))", "cancel"])
        release(upstream, trigger, recorder)
    }

    func testDropUntilOutput_ADroppedValueNobodyAskedForIsMisuse() {
        let upstream = ManualUpstream<Int, Never>()
        let recorder = EventRecorder<Int, Never>(initial: .none)
        upstream.drop(untilOutputFrom: Empty<Int, Never>(completeImmediately: false)).subscribe(recorder)
        upstream.sendSubscription()
        let messages = captureReportedIssues { _ = upstream.send(0) }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(
            messages.first?.hasPrefix("API Violation: DropUntilOutput received 0 without outstanding demand.") == true, "\(messages)")
        XCTAssertEqual(recorder.events, ["subscription(DropUntilOutput)"])
        finish(recorder, releasing: upstream)
    }
}
