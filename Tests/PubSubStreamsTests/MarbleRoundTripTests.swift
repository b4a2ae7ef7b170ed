import Marbles
import PubSubStreamsTest
import XCTest

/// Marble diagrams of the pub-sub test module rendered back from a subscriber and a publisher, and the
/// malformed ones rejected with the column of the problem.
final class PubSubMarbleRoundTripTests: PubSubTestCase {
    private let values = ["a": 1, "b": 2, "c": 3]

    func testRoundTrip_ColdDiagramsRenderBackFromTheSubscriber() throws {
        for diagram in ["--a--b--|", "--(abc)-|", "a-b-c", "-----|", "(ab)|", "-a-b-#"] {
            let scheduler = DispatchQueue.test
            let publisher = try scheduler.createColdPublisher(marbles: diagram, values: values, error: TestError.boom)
            let subscriber = TestSubscriber<Int, TestError>(scheduler: scheduler)
            publisher.subscribe(subscriber)
            scheduler.run()
            XCTAssertEqual(subscriber.marbles(values: values), diagram)
            XCTAssertEqual(publisher.marbles(values: values), diagram)
            assertMarbles(subscriber, diagram, values: values, error: .boom)
            subscriber.cancel()
        }
    }

    func testStringSubscriber_RendersKeysAsThemselves() throws {
        let scheduler = DispatchQueue.test
        let publisher = try scheduler.createColdPublisher(marbles: "-x-y|", values: ["x": "x", "y": "y"])
        let subscriber = TestSubscriber<String, Never>(scheduler: scheduler)
        publisher.subscribe(subscriber)
        scheduler.run()
        XCTAssertEqual(subscriber.marbles(), "-x-y|")
        assertMarbles(subscriber, "-x-y|")
    }

    func testMalformedDiagrams_ThrowWithACaret() {
        let scheduler = DispatchQueue.test
        XCTAssertThrowsError(try scheduler.createColdPublisher(marbles: "-^-a|", values: values)) { error in
            XCTAssertEqual((error as? MarbleSyntaxError)?.column, 2)
        }
        XCTAssertThrowsError(try scheduler.createHotPublisher(marbles: "-a-!", values: values)) { error in
            let syntax = error as? MarbleSyntaxError
            XCTAssertEqual(syntax?.column, 4)
            XCTAssertEqual(syntax?.problem, "`!` in an event diagram")
        }
        XCTAssertThrowsError(try scheduler.createHotPublisher(marbles: "^-^", values: values)) { error in
            XCTAssertEqual((error as? MarbleSyntaxError)?.column, 3)
        }
        XCTAssertThrowsError(try scheduler.createColdPublisher(marbles: "--(ab", values: values)) { error in
            XCTAssertEqual((error as? MarbleSyntaxError)?.column, 3)
        }
        XCTAssertThrowsError(try scheduler.createColdPublisher(marbles: "-z-|", values: values)) { error in
            XCTAssertTrue("\(error)".contains("unknown value key `z`"), "\(error)")
        }
        XCTAssertThrowsError(try scheduler.createColdPublisher(marbles: "-a-#", values: values)) { error in
            XCTAssertTrue("\(error)".contains("`#` but no error was given"), "\(error)")
        }
    }
}
