import Foundation
import PubSubStreams
import PubSubStreamsTest
import XCTest

/// Without a test reporter, contract misuse stops the process as Combine's `precondition`s do (OpenCombine
/// 0.14.0 `assertCrashes` tests); under the test module the same misuse is a reported failure
/// (`DemandContractTests`). Checked by running this test again in a child process that has no reporter.
final class ContractTrapTests: XCTestCase {
    private static let childVariable = "PUBSUBSTREAMS_CONTRACT_TRAP_CHILD"

    func testZeroDemand_WithoutATestReporter_TrapsAsCombine() throws {
        if ProcessInfo.processInfo.environment[Self.childVariable] != nil {
            // The child: no reporter was installed in this fresh process. Combine's `Publishers.Sequence`
            // accepts `request(.none)` (OpenCombine's `SequenceTests.testRecursion`): no trap there.
            var values: [Int] = []
            [1, 2].publisher.subscribe(
                AnySubscriber(
                    receiveSubscription: { $0.request(.none) },
                    receiveValue: {
                        values.append($0)
                        return .none
                    }))
            FileHandle.standardError.write(Data("sequence survived a zero request with \(values)\n".utf8))
            // A subject's subscription traps on it, as Combine's.
            let subject = PassthroughSubject<Int, Never>()
            var subscription: Subscription?
            subject.subscribe(AnySubscriber(receiveSubscription: { subscription = $0 }))
            subscription?.request(.none)
            return
        }
        let (reason, output) = try runThisTestInAChildProcess()
        XCTAssertEqual(reason, .uncaughtSignal, "the child should stop on the zero demand: \(output)")
        XCTAssertTrue(output.contains("sequence survived a zero request with []"), output)
        XCTAssertTrue(output.contains("API Violation: a subject's subscription was asked for Subscribers.Demand.none"), output)
    }

    /// Runs this very test in a child process (same test binary, this test only) and returns how it ended
    /// and what it wrote.
    private func runThisTestInAChildProcess() throws -> (Process.TerminationReason, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        // Drop every test selection the parent was given (`Module.Class/test,…` lists from any module): the child
        // must run this test alone, before anything could install a reporter.
        var arguments = Array(CommandLine.arguments.dropFirst()).filter { !$0.contains("Tests.") && $0 != "-XCTest" }
        arguments.insert("PubSubStreamsTests.ContractTrapTests/testZeroDemand_WithoutATestReporter_TrapsAsCombine", at: 0)
        #if os(macOS)
            arguments.insert("-XCTest", at: 0)
        #endif
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment[Self.childVariable] = "1"
        environment["SWIFT_BACKTRACE"] = "enable=no"  // let the trap end the process by its signal
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationReason, String(decoding: data, as: UTF8.self))
    }
}

/// `tryFilter`, `tryCompactMap`, `prefix(while:)`, `tryPrefix(while:)`, `removeDuplicates` and
/// `tryRemoveDuplicates` treat a value, completion or request before their upstream subscription as contract
/// misuse, as Combine's (OpenCombine's `FilterProducer` traps there): reported under the test module, and
/// ignored. The other one-to-one operators ignore such events silently.
final class EarlyEventContractTests: PubSubTestCase {
    private func earlyEventMessages<P: Publisher>(
        _ makeOperator: (ManualUpstream<Int, Never>) -> P, file: StaticString = #filePath, line: UInt = #line
    ) -> [String] {
        let upstream = ManualUpstream<Int, Never>()
        let recorder = EventRecorder<P.Output, P.Failure>()
        makeOperator(upstream).subscribe(recorder)
        let messages = captureReportedIssues {
            XCTAssertEqual(upstream.send(1), .none)
            (upstream.givenSubscriber as? Subscription)?.request(.max(1))
            upstream.send(completion: .finished)
        }
        XCTAssertEqual(recorder.events, [], "nothing reaches the subscriber", file: file, line: line)
        upstream.release()
        return messages
    }

    func testFilterProducers_ValueRequestAndCompletionBeforeSubscription_AreReported() {
        let expectedEvents = ["received a value", "was asked for values", "received a completion"]
        let cases: [(String, [String])] = [
            ("TryFilter", earlyEventMessages { $0.tryFilter { _ in true } }),
            ("TryCompactMap", earlyEventMessages { $0.tryCompactMap { $0 } }),
            ("PrefixWhile", earlyEventMessages { $0.prefix { _ in true } }),
            ("TryPrefixWhile", earlyEventMessages { $0.tryPrefix { _ in true } }),
            ("RemoveDuplicates", earlyEventMessages { $0.removeDuplicates() }),
            ("TryRemoveDuplicates", earlyEventMessages { $0.tryRemoveDuplicates { _, _ in false } }),
        ]
        for (name, messages) in cases {
            XCTAssertEqual(
                messages,
                expectedEvents.map {
                    "API Violation: \(name) \($0) before its upstream subscription. Combine traps here; ours ignores it."
                }, name)
        }
    }

    func testDropFirst_NegativeCountIsMisuseWhenSubscribedNotWhenCreated() {
        let subject = PassthroughSubject<Int, Never>()
        var drop: Publishers.Drop<PassthroughSubject<Int, Never>>?
        XCTAssertEqual(captureReportedIssues { drop = subject.dropFirst(-1) }, [], "Combine checks at subscription")
        var values: [Int] = []
        var cancellable: AnyCancellable?
        let messages = captureReportedIssues { cancellable = drop?.sink { values.append($0) } }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.hasPrefix("API Violation: dropFirst(-1) was given a negative count.") == true)
        subject.send(1)
        XCTAssertEqual(values, [1], "treated as dropFirst(0) under the test module")
        cancellable?.cancel()
    }

    func testEncode_PassesAValueAndTheCompletionArrivingBeforeItsSubscription() {
        let upstream = ManualUpstream<Int, Never>()
        let recorder = EventRecorder<Data, Error>(initial: .none, demand: .max(42))
        upstream.encode(encoder: JSONEncoder()).subscribe(recorder)
        XCTAssertEqual(upstream.send(7), .max(42), "Combine's encode checks only whether it has finished")
        upstream.send(completion: .finished)
        XCTAssertEqual(recorder.events, ["value(1 bytes)", "finished"])
        upstream.sendSubscription()
        XCTAssertEqual(upstream.subscription.history, ["cancel"], "a subscription after the end is cancelled")
        upstream.release()
    }

    func testDecode_AFailureBeforeItsSubscriptionEndsIt() {
        let upstream = ManualUpstream<Data, Never>()
        let recorder = EventRecorder<[Int], Error>(initial: .none)
        upstream.decode(type: [Int].self, decoder: JSONDecoder()).subscribe(recorder)
        XCTAssertEqual(upstream.send(Data("not json".utf8)), .none)
        XCTAssertEqual(recorder.events.count, 1)
        XCTAssertTrue(recorder.events.first?.hasPrefix("failure(") == true, "\(recorder.events)")
        XCTAssertEqual(upstream.send(Data("[1]".utf8)), .none, "nothing after the failure")
        XCTAssertEqual(recorder.events.count, 1)
        upstream.release()
    }

    func testPrefix_EventsBeforeSubscription_AreIgnoredWithoutReport() {
        XCTAssertEqual(earlyEventMessages { $0.prefix(3) }, [], "Combine's prefix(_:) ignores them")
    }
}

/// Index and demand arguments Combine checks with a `precondition` (OpenCombine 0.14.0's `OutputTests`,
/// `OptionalPublisherTests`, `DropWhileTests`): reported under the test module, with a safe reading.
final class ArgumentContractTests: PubSubTestCase {
    func testOutput_NegativeOrMaximalIndexAndNegativeRangeAreMisuse() {
        let empty = Empty<Int, Never>()
        var ranges: [CountableRange<Int>] = []
        let messages = captureReportedIssues {
            ranges.append(empty.output(at: -1).range)
            ranges.append(empty.output(at: .max).range)
            ranges.append(Publishers.Output(upstream: empty, range: -1..<4).range)
            ranges.append(empty.output(at: 3).range)
        }
        XCTAssertEqual(ranges, [0..<0, 0..<0, 0..<4, 3..<4])
        XCTAssertEqual(
            messages,
            [
                "API Violation: output(at: -1) is outside 0..<Int.max. Combine traps here; ours publishes nothing.",
                "API Violation: output(at: \(Int.max)) is outside 0..<Int.max. Combine traps here; ours publishes nothing.",
                "API Violation: output(in: -1..<4) has a negative bound. Combine traps here; ours reads it as 0.",
            ])
    }

    func testOptionalOutputIn_BoundsOutsideCombinesAreMisuse() {
        var values: [Int] = []
        let messages = captureReportedIssues {
            _ = Optional(12).publisher.output(in: 0..<(Int.max - 1)).sink { values.append($0) }
            _ = Optional(12).publisher.output(in: 0..<3).sink { values.append($0) }
        }
        XCTAssertEqual(values, [12, 12])
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.hasPrefix("API Violation: output(in: 0..<") == true, "\(messages)")
    }

    func testZipSwitchToLatestReplaceError_ZeroRequestIsMisuse() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let zip = EventRecorder<(Int, Int), Never>(initial: .none)
        let latest = EventRecorder<Int, Never>(initial: .none)
        let replace = EventRecorder<Int, Never>(initial: .none)
        a.zip(b).subscribe(zip)
        PassthroughSubject<Just<Int>, Never>().switchToLatest().subscribe(latest)
        PassthroughSubject<Int, TestError>().replaceError(with: 0).subscribe(replace)
        let messages = captureReportedIssues {
            zip.subscription?.request(.none)
            latest.subscription?.request(.none)
            replace.subscription?.request(.none)
        }
        XCTAssertEqual(
            messages.map { $0.components(separatedBy: " was asked")[0] },
            [
                "API Violation: Zip's subscription", "API Violation: SwitchToLatest's subscription",
                "API Violation: ReplaceError's subscription",
            ])
        for recorder in [zip.subscription, latest.subscription, replace.subscription] { recorder?.cancel() }
        release(zip, latest, replace)
    }

    func testReplaceError_AValueWithoutDemandIsMisuseAndDropped() {
        let upstream = ManualUpstream<Int, TestError>()
        let recorder = EventRecorder<Int, Never>(initial: .none)
        upstream.replaceError(with: 0).subscribe(recorder)
        upstream.sendSubscription()
        let messages = captureReportedIssues { XCTAssertEqual(upstream.send(1), .none) }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(
            messages.first?.hasPrefix("API Violation: ReplaceError received 1 without outstanding demand.") == true, "\(messages)")
        XCTAssertEqual(recorder.events, ["subscription(ReplaceError)"])
        release(upstream, recorder)
    }

    func testSwitchToLatest_AnUnrequestedInnerValueAndAnInnerEndBeforeItsSubscriptionAreMisuse() {
        let outer = PassthroughSubject<ManualUpstream<Int, Never>, Never>()
        let recorder = EventRecorder<Int, Never>(initial: .none)
        outer.switchToLatest().subscribe(recorder)
        let first = ManualUpstream<Int, Never>()
        let second = ManualUpstream<Int, Never>()
        let messages = captureReportedIssues {
            outer.send(first)
            first.sendSubscription()
            XCTAssertEqual(first.send(1), .none)
            outer.send(second)
            second.send(completion: .finished)
        }
        XCTAssertEqual(messages.count, 2)
        XCTAssertTrue(
            messages.first?.hasPrefix("API Violation: SwitchToLatest received 1 without outstanding demand.") == true, "\(messages)")
        XCTAssertEqual(
            messages.last, "API Violation: SwitchToLatest's inner publisher completed before sending its subscription. Combine traps here.")
        XCTAssertEqual(recorder.events, ["subscription(SwitchToLatest)"])
        finish(recorder, releasing: first, second)
    }

    func testDropWhile_ZeroRequestIsMisuseAndIgnored() {
        let upstream = ManualUpstream<Int, Never>()
        let recorder = EventRecorder<Int, Never>(initial: .none)
        upstream.drop { $0 < 0 }.subscribe(recorder)
        upstream.sendSubscription()
        let messages = captureReportedIssues { recorder.subscription?.request(.none) }
        XCTAssertEqual(
            messages,
            [
                "API Violation: DropWhile's subscription was asked for Subscribers.Demand.none (.max(0)). "
                    + "Combine traps here; ours ignores the request. Request .max(n) with n >= 1, or .unlimited."
            ])
        XCTAssertEqual(upstream.subscription.history, [], "not passed up")
        release(upstream, recorder)
    }
}

/// `catch`'s contract checks, as Combine's (OpenCombine 0.14.0's `CatchTests` crash tests): an upstream value
/// nobody asked for, or an upstream failure after the first one, is misuse (reported under the test module).
final class CatchContractTests: PubSubTestCase {
    func testCatch_AnUnrequestedValueIsReportedAndStillPassed() {
        let upstream = ManualUpstream<Int, TestError>()
        let recorder = EventRecorder<Int, TestError>(initial: .none)
        upstream.catch { _ in Just(-1).setFailureType(to: TestError.self) }.subscribe(recorder)
        upstream.sendSubscription()
        let messages = captureReportedIssues { _ = upstream.send(42) }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.hasPrefix("API Violation: Catch received 42 without outstanding demand.") == true, "\(messages)")
        XCTAssertEqual(recorder.events, ["subscription(Catch)", "value(42)"])
        finish(recorder, releasing: upstream)
    }

    func testCatch_ASecondUpstreamFailureIsReportedAndIgnored() {
        let upstream = ManualUpstream<Int, TestError>()
        let replacement = ManualUpstream<Int, TestError>()
        let recorder = EventRecorder<Int, TestError>()
        upstream.catch { _ in replacement }.subscribe(recorder)
        upstream.sendSubscription()
        upstream.send(completion: .failure(.boom))
        let messages = captureReportedIssues { upstream.send(completion: .failure(.other)) }
        XCTAssertEqual(
            messages,
            [
                "API Violation: Catch received a failure before its upstream subscription or after an "
                    + "earlier failure. Combine traps here; ours ignores it."
            ])
        replacement.sendSubscription()
        replacement.send(completion: .finished)
        XCTAssertEqual(recorder.events, ["subscription(Catch)", "finished"])
        release(upstream, replacement, recorder)
    }
}
