import Marbles
import Testing

/// Frames of a parsed diagram as `key@frame` strings, `|@f` and `#@f` for the terminal events.
func timeline<Failure>(_ diagram: MarbleDiagram<String, Failure>) -> [String] {
    diagram.events.map { event in
        switch event.notification {
        case .value(let value): return "\(value)@\(event.frame)"
        case .error: return "#@\(event.frame)"
        case .completed: return "|@\(event.frame)"
        }
    }
}

struct Boom: Error, Equatable, CustomStringConvertible {
    var description: String { "boom" }
}

@Suite("MarblesTests.MarbleDiagram")
struct MarbleDiagramTests {
    @Test func testRxJSCold_ValuesAndCompletion() throws {
        let diagram = try MarbleDiagram<String, Never>(parsing: "--a--b--|")
        #expect(timeline(diagram) == ["a@2", "b@5", "|@8"])
        #expect(diagram.endFrame == 9)
        #expect(diagram.subscriptionFrame == nil)
    }

    @Test func testRxJSHot_FramesBeforeSubscriptionAreNegative() throws {
        let diagram = try MarbleDiagram<String, Never>(parsing: "-a-^-b--|", kind: .hot)
        #expect(timeline(diagram) == ["a@-2", "b@2", "|@5"])
        #expect(diagram.subscriptionFrame == 0)
        #expect(diagram.endFrame == 6)
    }

    @Test func testRxJSTimeProgression_OneMillisecondFrames() throws {
        let diagram = try MarbleDiagram<String, Never>(parsing: "a 9ms b 9s c|", frameDuration: MarbleTime.millisecond)
        #expect(timeline(diagram) == ["a@0", "b@10", "c@9011", "|@9012"])
        #expect(diagram.events.map(\.time) == [0, 10_000_000, 9_011_000_000, 9_012_000_000])
    }

    @Test func testRxJSGroup_TimeMovesByTheGroupsFullWidth() throws {
        let diagram = try MarbleDiagram<String, Never>(parsing: "--(abc)-|")
        #expect(timeline(diagram) == ["a@2", "b@2", "c@2", "|@8"])
    }

    @Test func testValues_LookedUpInTheDictionary() throws {
        let diagram = try MarbleDiagram<Int, Never>(parsing: "-a-B-7-|", values: ["a": 1, "B": 2, "7": 70])
        #expect(diagram.events.map(\.notification) == [.value(1), .value(2), .value(70), .completed])
        #expect(diagram.events.map(\.frame) == [1, 3, 5, 7])
    }

    @Test func testError_UsesTheGivenError() throws {
        let diagram = try MarbleDiagram<Int, Boom>(parsing: "-a-#", values: ["a": 1], error: Boom())
        #expect(
            diagram.events == [
                MarbleEvent(frame: 1, notification: .value(1), frameDuration: MarbleTime.millisecond),
                MarbleEvent(frame: 3, notification: .error(Boom()), frameDuration: MarbleTime.millisecond),
            ])
    }

    @Test func testNever_EmptyDiagramAndDashesOnly() throws {
        #expect(try MarbleDiagram<String, Never>(parsing: "").events.isEmpty)
        let never = try MarbleDiagram<String, Never>(parsing: "-----")
        #expect(never.events.isEmpty)
        #expect(never.endFrame == 5)
    }

    @Test func testEmpty_CompletionAtZero() throws {
        #expect(timeline(try MarbleDiagram<String, Never>(parsing: "|")) == ["|@0"])
    }

    @Test func testSpaces_AreIgnored() throws {
        let diagram = try MarbleDiagram<String, Never>(parsing: "  --a  --b -|  ")
        #expect(timeline(diagram) == ["a@2", "b@5", "|@7"])
    }

    @Test func testUnsubscription_FrameRelativeToSubscription() throws {
        let cold = try MarbleDiagram<String, Never>(parsing: "--a--!")
        #expect(cold.unsubscriptionFrame == 5)
        #expect(cold.unsubscriptionTime == 5_000_000)
        let hot = try MarbleDiagram<String, Never>(parsing: "-a-^-b-!-c", kind: .hot)
        #expect(hot.unsubscriptionFrame == 4)
        #expect(timeline(hot) == ["a@-2", "b@2", "c@6"])
    }

    @Test func testHot_WithoutSubscriptionPointStartsAtZero() throws {
        let diagram = try MarbleDiagram<String, Never>(parsing: "-a-|", kind: .hot)
        #expect(timeline(diagram) == ["a@1", "|@3"])
        #expect(diagram.subscriptionFrame == nil)
    }

    @Test func testHot_SubscriptionInsideAGroup() throws {
        let diagram = try MarbleDiagram<String, Never>(parsing: "-a-(^b)-|", kind: .hot)
        #expect(timeline(diagram) == ["a@-2", "b@0", "|@5"])
    }

    @Test func testGroup_WithCompletionAndEmptyGroup() throws {
        #expect(timeline(try MarbleDiagram<String, Never>(parsing: "-(a|)")) == ["a@1", "|@1"])
        #expect(timeline(try MarbleDiagram<String, Never>(parsing: "()a")) == ["a@2"])
    }

    @Test func testTimeProgression_UnitsFractionsAndFrameDurations() throws {
        let seconds = try MarbleDiagram<String, Never>(parsing: "1.5s a 1m b", frameDuration: 500 * MarbleTime.millisecond)
        #expect(timeline(seconds) == ["a@3", "b@124"])
        #expect(seconds.events.map(\.time) == [1_500_000_000, 62_000_000_000])
        let ticks = try MarbleDiagram<String, Never>(parsing: "10ms a", frameDuration: 1)
        #expect(timeline(ticks) == ["a@10000000"])
    }

    @Test func testDigitsNotFollowedByAUnit_AreValues() throws {
        #expect(timeline(try MarbleDiagram<String, Never>(parsing: "1 2-3|")) == ["1@0", "2@1", "3@3", "|@4"])
        #expect(timeline(try MarbleDiagram<String, Never>(parsing: "12ab|")) == ["1@0", "2@1", "a@2", "b@3", "|@4"])
    }

    @Test func testFrameDuration_TicksGiveFramesAsTimes() throws {
        let diagram = try MarbleDiagram<String, Never>(parsing: "--a|", frameDuration: 1)
        #expect(diagram.events.map(\.time) == [2, 3])
    }

    @Test func testMarbleEvent_FromNanosecondsRoundsDown() {
        let event = MarbleEvent<Int, Never>(time: -1, notification: .completed, frameDuration: 10)
        #expect(event.frame == -1)
        #expect(MarbleEvent<Int, Never>(time: 25, notification: .completed, frameDuration: 10).frame == 2)
    }

    @Test func testNotification_MapAndTerminal() {
        let value: MarbleNotification<Int, Boom> = .value(2)
        #expect(value.map { $0 * 10 } == .value(20))
        #expect(!value.isTerminal)
        #expect(MarbleNotification<Int, Boom>.completed.isTerminal)
        #expect(MarbleNotification<Int, Boom>.error(Boom()).mapError { _ in 1 }.isTerminal)
        #expect(value.value == 2)
    }

    @Test func testMarbleTime_Describe() {
        #expect(MarbleTime.describe(nanoseconds: 1_500_000_000) == "1.5s")
        #expect(MarbleTime.describe(nanoseconds: 1_000_000) == "1ms")
        #expect(MarbleTime.describe(nanoseconds: 120_000_000_000) == "2m")
        #expect(MarbleTime.describe(nanoseconds: 250) == "250ns")
        #expect(MarbleTime.describe(nanoseconds: -3_000) == "-3us")
    }
}
