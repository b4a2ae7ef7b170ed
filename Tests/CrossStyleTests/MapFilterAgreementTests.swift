import PubSubStreams
import PullStreams
import PushStreams
import TestReporting
import XCTest

/// The smallest cross-style check: the same `map`/`filter` chain over the same values gives the
/// same output in all three styles.
final class MapFilterAgreementTests: CookbookTestCase {
    func testMapFilter_allThreeStylesAgree() {
        let input = Array(0..<20)
        let expected = input.map { $0 * 3 }.filter { $0 % 2 == 0 }

        var push: [Int] = []
        _ = Observable.from(input).map { $0 * 3 }.filter { $0 % 2 == 0 }.subscribe(onNext: { push.append($0) })
        var pull: [Int] = []
        SignalProducer<Int, Never>(input).map { $0 * 3 }.filter { $0 % 2 == 0 }.startWithValues { pull.append($0) }
        var pubSub: [Int] = []
        let cancellable = input.publisher.map { $0 * 3 }.filter { $0 % 2 == 0 }.sink { pubSub.append($0) }
        cancellable.cancel()

        XCTAssertEqual(push, expected)
        XCTAssertEqual(pull, expected)
        XCTAssertEqual(pubSub, expected)
    }
}
