import PushStreams
import PushStreamsBlocking
import XCTest

// toBlocking().single(predicate) as RxBlocking's `materializeResult(max: 2, predicate:)` runs it: the predicate
// sees elements until the outcome is decided, and the source is disposed there (its tests
// testSingle_predicate_someData_one_match / _two_match / _none / _throws give the predicate calls).

final class BlockingSinglePredicateTests: PushTestCase {
    func testSinglePredicate_DisposesTheSourceAtTheSecondMatch() {
        var seen: [Int] = []
        XCTAssertThrowsError(
            try Observable.of(42, 43, 44, 45).toBlocking().single {
                seen.append($0)
                return $0 >= 43
            }
        ) {
            XCTAssertEqual(errorName($0), "RxError.moreThanOneElement")
        }
        // 43 and 44 match: 45 is never offered to the predicate.
        XCTAssertEqual(seen, [42, 43, 44])
    }

    func testSinglePredicate_OneMatch_SeesEveryElement() throws {
        var seen: [Int] = []
        XCTAssertEqual(
            try Observable.of(42, 43, 44, 45).toBlocking().single {
                seen.append($0)
                return $0 == 44
            }, 44)
        XCTAssertEqual(seen, [42, 43, 44, 45])
    }

    func testSinglePredicate_NoMatch_ThrowsNoElements() {
        var seen: [Int] = []
        XCTAssertThrowsError(
            try Observable.of(42, 43, 44, 45).toBlocking().single {
                seen.append($0)
                return $0 > 50
            }
        ) {
            XCTAssertEqual(errorName($0), "RxError.noElements")
        }
        XCTAssertEqual(seen, [42, 43, 44, 45])
    }

    func testSinglePredicate_Throws_StopsAtTheThrowingElement() {
        var seen: [Int] = []
        XCTAssertThrowsError(
            try Observable.of(42, 43, 44, 45).toBlocking().single { element in
                seen.append(element)
                if element < 43 { return false }
                throw TestError.boom
            }
        ) { XCTAssertEqual($0 as? TestError, .boom) }
        XCTAssertEqual(seen, [42, 43])
    }

    func testSinglePredicate_SecondMatch_DisposesAnEndlessBackgroundSource() {
        let disposed = expectation(description: "the source is disposed at the second match")
        let source = Observable.of(1, 2).concat(Observable.never())
            .do(onDispose: { disposed.fulfill() })
            .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
        XCTAssertThrowsError(try source.toBlocking(timeout: 5).single { _ in true }) {
            XCTAssertEqual(errorName($0), "RxError.moreThanOneElement")
        }
        wait(for: [disposed], timeout: 5)
    }
}
