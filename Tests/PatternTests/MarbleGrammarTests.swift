import MarbleKit
import XCTest

/// The copy kits' shared marble grammar (`Sources/MarbleKit`): RxJS's rules, clear errors.
final class MarbleGrammarTests: XCTestCase {
    func testMarbleLine_valuesGroupsAndCompletion() throws {
        let line = try MarbleLine(parsing: "-a-(bc)-|")
        XCTAssertEqual(
            line.events,
            [
                MarbleEvent(frame: 1, .value("a")), MarbleEvent(frame: 3, .value("b")), MarbleEvent(frame: 3, .value("c")),
                MarbleEvent(frame: 8, .completed),
            ])
    }

    func testMarbleLine_timeProgressionCountsFrames() throws {
        let line = try MarbleLine(parsing: "500ms a 499ms (a|)", frameNanoseconds: 1_000_000)
        XCTAssertEqual(
            line.events,
            [
                MarbleEvent(frame: 500, .value("a")), MarbleEvent(frame: 1_000, .value("a")), MarbleEvent(frame: 1_000, .completed),
            ])
    }

    func testMarbleLine_caretMakesEarlierFramesNegative() throws {
        let line = try MarbleLine(parsing: "a-^-b-#")
        XCTAssertEqual(
            line.events, [MarbleEvent(frame: -2, .value("a")), MarbleEvent(frame: 2, .value("b")), MarbleEvent(frame: 4, .error)])
        XCTAssertEqual(line.subscriptionFrame, 2)
    }

    func testMarbleLine_subscriptionLine() throws {
        let subscription = try MarbleLine.subscription(parsing: "--^--!")
        XCTAssertEqual(subscription.subscribed, 2)
        XCTAssertEqual(subscription.unsubscribed, 5)
        XCTAssertNil(try MarbleLine.subscription(parsing: "^").unsubscribed)
    }

    func testMarbleLine_badCharacter_namesTheColumnWithACaret() {
        XCTAssertThrowsError(try MarbleLine(parsing: "-a-*")) { error in
            XCTAssertEqual("\(error)", "Bad marble line at column 4: '*' is not marble syntax\n  -a-*\n     ^")
        }
    }

    func testMarbleLine_unclosedGroupAndProgressionWithoutFrame_areErrors() {
        XCTAssertThrowsError(try MarbleLine(parsing: "-(ab")) { error in
            XCTAssertEqual((error as? MarbleSyntaxError)?.reason, "'(' is never closed")
        }
        XCTAssertThrowsError(try MarbleLine(parsing: "10ms a")) { error in
            XCTAssertEqual((error as? MarbleSyntaxError)?.reason, "a time progression needs a frame duration")
        }
        XCTAssertThrowsError(try MarbleLine.subscription(parsing: "--!")) { error in
            XCTAssertEqual((error as? MarbleSyntaxError)?.reason, "a subscription line needs '^'")
        }
    }

    func testMarbleLine_render_drawsOneCharacterPerFrameAndGroups() {
        XCTAssertEqual(
            MarbleLine.render([
                MarbleEvent(frame: 1, .value("a")), MarbleEvent(frame: 3, .value("b")), MarbleEvent(frame: 3, .completed),
            ]), "-a-(b|)")
        XCTAssertEqual(MarbleLine.render([]), "")
    }
}
