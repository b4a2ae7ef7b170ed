import Foundation
import PubSubStreamsTest
import XCTest

/// Connectable publishers, coders, `Zip3`/`Zip4` and small Combine spellings, checked against
/// OpenCombine 0.14.0's sources and tests.
final class ConnectableAndCodingTests: PubSubTestCase {
    private struct Oops: Error, Codable, Equatable { var description = "oops" }

    func testMulticast_SubscribesUpstreamOnlyAtConnectAndCreatesTheSubjectOnce() {
        var subjectsMade = 0
        var upstreamSubscriptions = 0
        let multicast = [1, 2].publisher
            .handleEvents(receiveSubscription: { _ in upstreamSubscriptions += 1 })
            .multicast { () -> PassthroughSubject<Int, Never> in
                subjectsMade += 1
                return PassthroughSubject()
            }
        var first: [Int] = []
        var second: [Int] = []
        let a = multicast.sink { first.append($0) }
        let b = multicast.sink { second.append($0) }
        XCTAssertEqual(upstreamSubscriptions, 0)
        let connection = multicast.connect()
        XCTAssertEqual(upstreamSubscriptions, 1)
        XCTAssertEqual(subjectsMade, 1)
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, [1, 2])
        connection.cancel()
        a.cancel()
        b.cancel()
    }

    func testMulticast_SubscriptionIsDescribedAsMulticast() {
        var description = ""
        let multicast = Empty<Int, Never>(completeImmediately: false).multicast(subject: PassthroughSubject())
        let cancellable = multicast.handleEvents(receiveSubscription: { description = "\($0)" }).sink { _ in }
        XCTAssertEqual(description, "Multicast")
        cancellable.cancel()
    }

    func testMakeConnectable_DeliversOnlyAfterConnect() {
        let connectable = Just(1).makeConnectable()
        var values: [Int] = []
        let cancellable = connectable.sink { values.append($0) }
        XCTAssertEqual(values, [])
        let connection = connectable.connect()
        XCTAssertEqual(values, [1])
        connection.cancel()
        cancellable.cancel()
    }

    func testAutoconnect_ConnectsOnFirstSubscriberAndDisconnectsAfterTheLastCancels() {
        var log: [String] = []
        let subject = PassthroughSubject<Int, Never>()
        let shared =
            subject
            .handleEvents(receiveSubscription: { _ in log.append("connected") }, receiveCancel: { log.append("disconnected") })
            .makeConnectable()
            .autoconnect()
        var values: [Int] = []
        let a = shared.sink { values.append($0) }
        let b = shared.sink { values.append($0 * 10) }
        subject.send(1)
        a.cancel()
        XCTAssertEqual(log, ["connected"], "one subscriber is left")
        b.cancel()
        XCTAssertEqual(log, ["connected", "disconnected"])
        XCTAssertEqual(values, [1, 10])
    }

    func testEncodeDecode_RoundTripThroughJSON() throws {
        var decoded: [[String: Int]] = []
        var completions: [String] = []
        let cancellable = Just(["a": 1])
            .encode(encoder: JSONEncoder())
            .decode(type: [String: Int].self, decoder: JSONDecoder())
            .sink(receiveCompletion: { completions.append("\($0)") }, receiveValue: { decoded.append($0) })
        XCTAssertEqual(decoded, [["a": 1]])
        XCTAssertEqual(completions, ["finished"])
        cancellable.cancel()
    }

    func testDecode_ErrorFailsWithTheDecodingError() {
        var failed = false
        let cancellable = Just(Data("not json".utf8))
            .decode(type: Int.self, decoder: JSONDecoder())
            .sink(receiveCompletion: { if case let .failure(error) = $0 { failed = error is DecodingError } }, receiveValue: { _ in })
        XCTAssertTrue(failed)
        cancellable.cancel()
    }

    func testCompletion_EncodesAsCombineDoes() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let finished = String(decoding: try encoder.encode(Subscribers.Completion<Oops>.finished), as: UTF8.self)
        let failure = String(decoding: try encoder.encode(Subscribers.Completion<Oops>.failure(Oops())), as: UTF8.self)
        XCTAssertEqual(finished, #"{"success":true}"#)
        XCTAssertEqual(failure, #"{"error":{"description":"oops"},"success":false}"#)
        XCTAssertEqual(try JSONDecoder().decode(Subscribers.Completion<Oops>.self, from: Data(failure.utf8)), .failure(Oops()))
        XCTAssertThrowsError(try JSONDecoder().decode(Subscribers.Completion<Oops>.self, from: Data(#"{"success":false}"#.utf8)))
    }

    func testSubscriberReceive_VoidSendsOneEmptyValue() {
        var count = 0
        let subscriber = AnySubscriber<Void, Never>(
            receiveSubscription: { $0.request(.unlimited) },
            receiveValue: {
                count += 1
                return .none
            })
        XCTAssertEqual(subscriber.receive(), .none)
        XCTAssertEqual(count, 1)
    }

    func testAnySubscriber_WrapsASubject() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        let cancellable = subject.sink { values.append($0) }
        [1, 2].publisher.subscribe(AnySubscriber(subject))
        XCTAssertEqual(values, [1, 2])
        cancellable.cancel()
    }

    func testZip3AndZip4_CombineTheNthValues() {
        var three: [String] = []
        var four: [String] = []
        _ = [1, 2].publisher.zip(["a", "b"].publisher, [true].publisher).sink { three.append("\($0)") }
        _ = [1, 2].publisher.zip([3].publisher, [4].publisher, [5].publisher) { $0 + $1 + $2 + $3 }.sink { four.append("\($0)") }
        XCTAssertEqual(three, [#"(1, "a", true)"#])
        XCTAssertEqual(four, ["13"])
    }
}

/// `CombineIdentifier(object)` describes itself as the object's address in hex, as Combine's does.
final class CombineIdentifierDescriptionTests: PubSubTestCase {
    func testCombineIdentifier_OfAnObjectIsItsAddressInHex() {
        final class Object {}
        let object = Object()
        XCTAssertEqual(CombineIdentifier(object).description, "0x\(String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16))")
        XCTAssertEqual(CombineIdentifier(object), CombineIdentifier(object))
    }
}
