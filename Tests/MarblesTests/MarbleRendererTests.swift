import Marbles
import Scheduling
import Testing

let letters = ["a": "a", "b": "b", "c": "c"]

@Suite("MarblesTests.MarbleRenderer")
struct MarbleRendererTests {
    func roundTrip(_ diagram: String, kind: MarbleDiagram<String, Never>.Kind = .cold, frameWidth: Int = 1) throws -> String {
        let parsed = try MarbleDiagram<String, Never>(parsing: diagram, kind: kind)
        let rendered = MarbleRenderer.render(parsed, values: letters, frameWidth: frameWidth)
        let reparsed = try MarbleDiagram<String, Never>(parsing: rendered, kind: kind)
        #expect(reparsed.events == parsed.events, "\(diagram) → \(rendered)")
        #expect(reparsed.unsubscriptionFrame == parsed.unsubscriptionFrame)
        return rendered
    }

    @Test func testRoundTrip_RxJSExamples() throws {
        #expect(try roundTrip("--a--b--|") == "--a--b--|")
        #expect(try roundTrip("--(abc)-|") == "--(abc)-|")
        #expect(try roundTrip("-a-^-b--|", kind: .hot) == "a-^-b--|")
        #expect(try roundTrip("a 2ms b|") == "a--b|")
    }

    @Test func testRoundTrip_NeverEmptyErrorUnsubscription() throws {
        #expect(try roundTrip("----") == "")
        #expect(try roundTrip("|") == "|")
        #expect(try roundTrip("(a|)") == "(a|)")
        #expect(try roundTrip("--a--!-b") == "--a--!-b")
        #expect(try roundTrip("-a-(^b)-|", kind: .hot) == "a-(^b)-|")
        let failing = try MarbleDiagram<String, Boom>(parsing: "-a-#", error: Boom())
        #expect(MarbleRenderer.render(failing, values: letters) == "-a-#")
    }

    @Test func testFrameWidth_PadsEveryFrameAndStillRoundTrips() throws {
        #expect(try roundTrip("--a--b--|", frameWidth: 3) == "-  -  a  -  -  b  -  -  |  ")
        #expect(try roundTrip("--(abc)-|", frameWidth: 2) == "- - (abc)     - | ")
    }

    @Test func testFrameWidth_LinesOfDifferentStreamsAlign() throws {
        let first = try MarbleDiagram<String, Never>(parsing: "-a---b|")
        let second = try MarbleDiagram<String, Never>(parsing: "---c--|")
        let lines = [first, second].map {
            MarbleRenderer.render($0.events, values: letters, endFrame: 8, frameWidth: 2)
        }
        #expect(lines == ["- a - - - b | - ", "- - - c - - | - "])
    }

    @Test func testValuesWithoutKeys_UseDescribe() {
        let events = [
            MarbleEvent<Int, Never>(frame: 1, notification: .value(7)),
            MarbleEvent(frame: 3, notification: .value(1)),
            MarbleEvent(frame: 4, notification: .completed),
        ]
        #expect(MarbleRenderer.render(events, values: ["a": 1]) == "-7-a|")
        #expect(MarbleRenderer.render(events, values: ["a": 1], describe: { _ in "?" }) == "-?-a|")
        // Multi-character marbles take one frame per character, so the completion at 4 is crowded to 5.
        #expect(MarbleRenderer.render(events, key: { "\($0 * 10)" }) == "-7010|")
    }

    @Test func testSharedValues_FirstSortedKeyWins() {
        let events = [MarbleEvent<Int, Never>(frame: 0, notification: .value(1))]
        #expect(MarbleRenderer.render(events, values: ["z": 1, "b": 1]) == "b")
    }

    @Test func testCrowdedEvents_DrawnAtTheFirstFreeFrame() {
        let events = [
            MarbleEvent<String, Never>(frame: 0, notification: .value("a")),
            MarbleEvent(frame: 0, notification: .value("b")),
            MarbleEvent(frame: 1, notification: .value("c")),
        ]
        #expect(MarbleRenderer.render(events, values: letters) == "(ab)c")
    }

    @Test func testStartAndEndFrames() throws {
        let events = try MarbleDiagram<String, Never>(parsing: "--a").events
        #expect(MarbleRenderer.render(events, values: letters, startFrame: -1, endFrame: 5) == "-^-a--")
    }

    @Test func testSubscriptions() throws {
        #expect(MarbleRenderer.render(MarbleSubscription(subscribedFrame: 1, unsubscribedFrame: 4)) == "-^--!")
        for diagram in ["^---!", "-^(2)--(1)---!", "(^!)", "^", "--^(*)", "^(1)-(2)"] {
            let subscription = try MarbleSubscription(parsing: diagram)
            let rendered = MarbleRenderer.render(subscription)
            #expect(rendered == diagram)
            #expect(try MarbleSubscription(parsing: rendered) == subscription)
        }
    }

    /// Whether a group (n items take n + 2 frames) would cover the frame of the next group.
    func isCrowded(_ frames: [Int]) -> Bool {
        let counts = Dictionary(frames.map { ($0, 1) }, uniquingKeysWith: +)
        let sorted = counts.keys.sorted()
        return zip(sorted, sorted.dropFirst()).contains { frame, next in
            let count = counts[frame]!
            return frame + (count == 1 ? 1 : count + 2) > next
        }
    }

    @Test func testRandomizedRoundTrips_FixedSeed() throws {
        var generator = SplitMix64(seed: 0x5EED)
        let keys = ["a", "b", "c", "x", "1", "Z"]
        let values = Dictionary(uniqueKeysWithValues: keys.map { ($0, $0) })
        var checked = 0
        for _ in 0..<500 {
            var events: [MarbleEvent<String, Boom>] = []
            var frame = Int.random(in: -3...3, using: &generator)
            let hot = frame < 0
            let groups = Int.random(in: 0...6, using: &generator)
            var terminated = false
            for _ in 0..<groups where !terminated {
                let size = Int.random(in: 1...3, using: &generator)
                for _ in 0..<size where !terminated {
                    let roll = Int.random(in: 0..<10, using: &generator)
                    let notification: MarbleNotification<String, Boom>
                    switch roll {
                    case 0: notification = .completed
                    case 1: notification = .error(Boom())
                    default: notification = .value(keys.randomElement(using: &generator)!)
                    }
                    events.append(MarbleEvent(frame: frame, notification: notification))
                    terminated = notification.isTerminal
                }
                let width = size == 1 ? 1 : size + 2
                frame += width + Int.random(in: 0...4, using: &generator)
            }
            // A hot line draws `^` at frame 0; skip lines where it would share or crowd a group (not exact).
            if hot, isCrowded(events.map(\.frame) + [0]) { continue }
            let width = Int.random(in: 1...3, using: &generator)
            let rendered = MarbleRenderer.render(events, values: values, frameWidth: width)
            let parsed = try MarbleDiagram<String, Boom>(
                parsing: rendered, kind: hot ? .hot : .cold, values: values, error: Boom(), frameDuration: 1)
            #expect(parsed.events == events, "\(rendered)")
            checked += 1
        }
        #expect(checked > 350)
    }
}
