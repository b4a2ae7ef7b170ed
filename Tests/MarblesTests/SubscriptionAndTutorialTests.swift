import Marbles
import Testing

@Suite("MarblesTests.MarbleSubscription")
struct MarbleSubscriptionTests {
    @Test func testSubscribeAndUnsubscribe() throws {
        let subscription = try MarbleSubscription(parsing: "^---!")
        #expect(subscription == MarbleSubscription(subscribedFrame: 0, unsubscribedFrame: 4))
        #expect(subscription.unsubscribedTime(frameDuration: 10) == 40)
        #expect(subscription.subscribedTime(frameDuration: 10) == 0)
    }

    @Test func testLaterSubscription_NeverUnsubscribed() throws {
        #expect(try MarbleSubscription(parsing: "--^--") == MarbleSubscription(subscribedFrame: 2))
    }

    @Test func testSameFrameGroup() throws {
        #expect(try MarbleSubscription(parsing: "--(^!)") == MarbleSubscription(subscribedFrame: 2, unsubscribedFrame: 2))
    }

    @Test func testTimeProgression() throws {
        #expect(try MarbleSubscription(parsing: "^ 10ms !") == MarbleSubscription(subscribedFrame: 0, unsubscribedFrame: 11))
    }

    @Test func testDemands_TakeNoTime() throws {
        let subscription = try MarbleSubscription(parsing: "^(2)--(1)---!")
        #expect(subscription.subscribedFrame == 0)
        #expect(subscription.unsubscribedFrame == 6)
        #expect(
            subscription.demands == [
                MarbleDemandRequest(frame: 0, demand: .max(2)), MarbleDemandRequest(frame: 2, demand: .max(1)),
            ])
        #expect(try MarbleSubscription(parsing: "^-----!").unsubscribedFrame == 6)
    }

    @Test func testDemands_UnlimitedAndAfterSpaces() throws {
        #expect(try MarbleSubscription(parsing: "-^ (*)").demands == [MarbleDemandRequest(frame: 1, demand: .unlimited)])
        #expect(MarbleDemand.unlimited.description == "unlimited")
        #expect(MarbleDemand.max(3).marble == "(3)")
    }
}

@Suite("MarblesTests.TutorialTimeline")
struct TutorialTimelineTests {
    func parse(_ timeline: String) throws(MarbleSyntaxError) -> [[String]] {
        try TutorialTimeline.parseEventsAndTimes(
            timeline: timeline, values: ["a": "a", "b": "b", "e1": "e1", "e2": "e2"], errors: ["x": Boom()],
            defaultError: Boom()
        ).map { attempt in
            attempt.map { entry in
                switch entry.event {
                case .value(let value): return "\(value)@\(entry.time)"
                case .error: return "#@\(entry.time)"
                case .completed: return "|@\(entry.time)"
                }
            }
        }
    }

    @Test func testTutorialExample_TokenOfKCharactersCostsKPlusOneTicks() throws {
        #expect(try parse("---e1----e2-----") == [["e1@3", "e2@9"]])
    }

    @Test func testSingleCharacterKeys() throws {
        #expect(try parse("--a--b--|") == [["a@2", "b@5", "|@8"]])
    }

    @Test func testRetries_SeparatedByBars() throws {
        #expect(try parse("-a-|--b-|-a") == [["a@1", "|@3"], ["b@2", "|@4"], ["a@1"]])
    }

    @Test func testErrors_GenericAndNamed() throws {
        #expect(try parse("-#") == [["#@1"]])
        #expect(try parse("--x--a") == [["#@2", "a@5"]])
    }

    @Test func testPieceEndingInBar_ErrorEndsTheAttempt_ValueThenCompletes() throws {
        #expect(try parse("--a--#|--a|") == [["a@2", "#@5"], ["a@2", "|@3"]])
        #expect(try parse("-e1|") == [["e1@1", "|@3"]])
    }

    @Test func testNeverAndEmpty() throws {
        #expect(try parse("") == [])
        #expect(try parse("-----") == [[]])
        #expect(try parse("|") == [["|@0"]])
    }

    @Test func testUnknownKey_ThrowsWithCaret() {
        #expect(throws: MarbleSyntaxError.self) { try parse("a|-z") }
        do {
            _ = try parse("--a- b")
        } catch {
            #expect(error.column == 5)
            #expect(error.problem == "unknown key ` b`")
        }
    }

    @Test func testGenericErrorWithoutDefault_Throws() {
        do {
            _ = try TutorialTimeline.parseEventsAndTimes(
                timeline: "--#", values: ["a": 1], errors: [String: Boom](), defaultError: nil)
            Issue.record("expected a syntax error")
        } catch {
            #expect(error.column == 3)
            #expect(error.expected == "a `defaultError:` for `#` to fail with")
        }
    }
}
