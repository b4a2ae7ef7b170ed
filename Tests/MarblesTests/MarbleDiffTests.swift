import Marbles
import Testing

@Suite("MarblesTests.MarbleDiff")
struct MarbleDiffTests {
    func events(_ diagram: String, kind: MarbleDiagram<String, Boom>.Kind = .cold) throws -> [MarbleEvent<String, Boom>] {
        try MarbleDiagram<String, Boom>(parsing: diagram, kind: kind, values: letters, error: Boom()).events
    }

    func diff(_ expected: String, _ actual: String) throws -> String? {
        MarbleDiff.events(expected: try events(expected), actual: try events(actual), values: letters)
    }

    @Test func testEqual_NoMessage() throws {
        #expect(try diff("--a--b--|", "--a--b--|") == nil)
        #expect(try diff("", "") == nil)
    }

    @Test func testDifferentValue() throws {
        #expect(
            try diff("--a--b--|", "--a--c--|") == """
                expected: --a--b--|
                actual:   --a--c--|
                               ^
                t=5: expected next(b), got next(c)
                Event 2 of 3 differs: same time, different event.
                """)
    }

    @Test func testMissingCompletion() throws {
        #expect(
            try diff("--a--b--|", "--a--b") == """
                expected: --a--b--|
                actual:   --a--b---
                                  ^
                t=8: expected completed, got nothing
                Recorded 2 of 3 expected events. If the stream waits on virtual time, advance the test scheduler past t=8; otherwise check that the source sends it.
                """)
    }

    @Test func testExtraEvent() throws {
        #expect(
            try diff("--a--b", "--a--b--|") == """
                expected: --a--b---
                actual:   --a--b--|
                                  ^
                t=8: expected nothing, got completed
                Recorded 3 events, expected 2: the stream went on after the last expected event.
                """)
    }

    @Test func testLateEvent() throws {
        #expect(
            try diff("--a--b--|", "--a----b--|") == """
                expected: --a--b--|--
                actual:   --a----b--|
                               ^
                t=5: expected next(b), got nothing (next(b) came at t=7)
                Event 2 of 3 is right but late: check the delays, debounce or throttle intervals, and which scheduler each time-based operator uses.
                """)
    }

    @Test func testEarlyEvent() throws {
        #expect(
            try diff("--a----b--|", "--a--b--|") == """
                expected: --a----b--|
                actual:   --a--b--|--
                               ^
                t=5: expected nothing, got next(b) (next(b) was expected at t=7)
                Event 2 of 3 is right but early: check the delays, debounce or throttle intervals, and which scheduler each time-based operator uses.
                """)
    }

    @Test func testCompletedInsteadOfValue_TheIssueExample() throws {
        let message = MarbleDiff.events(
            expected: try events("--a--b--c|"), actual: try events("--a--b--|"), values: letters,
            timeLabel: { "t=\($0 * 10 - 50)" })
        #expect(message?.split(separator: "\n")[3] == "t=30: expected next(c), got completed")
    }

    @Test func testCaretUnderTheEventInsideAGroup() throws {
        #expect(
            try diff("--(ab)--|", "--a--b--|") == """
                expected: --(ab)--|
                actual:   --a--b--|
                              ^
                t=2: expected next(b), got nothing (next(b) came at t=5)
                Event 2 of 3 is right but late: check the delays, debounce or throttle intervals, and which scheduler each time-based operator uses.
                """)
    }

    @Test func testErrorInsteadOfCompletion() throws {
        #expect(
            try diff("--a--b--|", "--a--b--#") == """
                expected: --a--b--|
                actual:   --a--b--#
                                  ^
                t=8: expected completed, got error(boom)
                Event 3 of 3 differs: same time, different event.
                """)
    }

    @Test func testHotLines_VocabularyAndTimeLabel() throws {
        let message = MarbleDiff.events(
            expected: try events("-a-^-b-|", kind: .hot), actual: try events("-a-^-b--|", kind: .hot),
            values: letters, vocabulary: .pubSub, timeLabel: { "t=\($0 * 10)" })
        #expect(
            message == """
                expected: a-^-b-|-
                actual:   a-^-b--|
                                ^
                t=40: expected finished, got nothing (finished came at t=50)
                Event 3 of 3 is right but late: check the delays, debounce or throttle intervals, and which scheduler each time-based operator uses.
                """)
    }

    @Test func testPullVocabulary_AndUntypedErrorsComparedByDescription() throws {
        let expected: [MarbleEvent<Int, any Error>] = [MarbleEvent(frame: 1, notification: .error(Boom()))]
        let same: [MarbleEvent<Int, any Error>] = [MarbleEvent(frame: 1, notification: .error(Boom()))]
        #expect(MarbleDiff.events(expected: expected, actual: same, values: [:], vocabulary: .pull) == nil)
        let other: [MarbleEvent<Int, any Error>] = [MarbleEvent(frame: 1, notification: .value(3))]
        let message = MarbleDiff.events(expected: expected, actual: other, values: ["a": 3], vocabulary: .pull)
        #expect(message?.split(separator: "\n")[3] == "t=1: expected failed(boom), got value(a)")
    }

    @Test func testCustomKeyAndEquality_FrameWidth() {
        let expected = [MarbleEvent<Int, Never>(frame: 1, notification: .value(1))]
        let actual = [MarbleEvent<Int, Never>(frame: 1, notification: .value(2))]
        let message = MarbleDiff.events(
            expected: expected, actual: actual, key: { "\($0)" }, isEqual: { _, _ in false }, frameWidth: 2)
        #expect(
            message
                == [
                    "expected: - 1 ",
                    "actual:   - 2 ",
                    "            ^",
                    "t=1: expected next(1), got next(2)",
                    "Event 1 of 1 differs: same time, different event.",
                ].joined(separator: "\n"))
    }
}

@Suite("MarblesTests.SubscriptionDiff")
struct SubscriptionDiffTests {
    func diff(_ expected: [String], _ actual: [String]) throws -> String? {
        MarbleDiff.subscriptions(
            expected: try expected.map { try MarbleSubscription(parsing: $0) },
            actual: try actual.map { try MarbleSubscription(parsing: $0) })
    }

    @Test func testEqual_NoMessage() throws {
        #expect(try diff(["^---!", "-^(2)-!"], ["^---!", "-^(2)-!"]) == nil)
    }

    @Test func testLateUnsubscription() throws {
        #expect(
            try diff(["^---!"], ["^-----!"]) == """
                expected: ^---!
                actual:   ^-----!
                              ^
                subscription 1: expected unsubscribe at t=4, got t=6
                Expected and recorded 1 subscription; subscription 1 differs.
                """)
    }

    @Test func testLateSubscription() throws {
        #expect(
            try diff(["^---!"], ["-^--!"]) == """
                expected: ^---!
                actual:   -^--!
                          ^
                subscription 1: expected subscribe at t=0, got t=1
                Expected and recorded 1 subscription; subscription 1 differs.
                """)
    }

    @Test func testNeverUnsubscribed() throws {
        #expect(
            try diff(["^---!"], ["^---"]) == """
                expected: ^---!
                actual:   ^
                              ^
                subscription 1: expected unsubscribe at t=4, got none (still subscribed)
                Expected and recorded 1 subscription; subscription 1 differs.
                """)
    }

    @Test func testDemandDiffers() throws {
        #expect(
            try diff(["^(2)--!"], ["^(1)--!"]) == """
                expected: ^(2)--!
                actual:   ^(1)--!
                          ^
                subscription 1: expected request max(2) at t=0, got request max(1) at t=0
                Expected and recorded 1 subscription; subscription 1 differs.
                """)
        #expect(
            try diff(["^(2)-(1)-!"], ["^(2)---!"]) == """
                expected: ^(2)-(1)-!
                actual:   ^(2)---!
                              ^
                subscription 1: expected request max(1) at t=1, got no further request
                Expected and recorded 1 subscription; subscription 1 differs.
                """)
    }

    @Test func testMissingAndExtraSubscriptions() throws {
        #expect(
            try diff(["^---!", "--^-!"], ["^---!"]) == """
                expected: --^-!
                actual:   (none)
                            ^
                subscription 2: expected subscribe at t=2, got none
                Expected 2 subscriptions, recorded 1.
                """)
        #expect(
            try diff([], ["^-!"]) == """
                expected: (none)
                actual:   ^-!
                          ^
                subscription 1: expected none, got subscribe at t=0
                Expected 0 subscriptions, recorded 1.
                """)
    }
}
