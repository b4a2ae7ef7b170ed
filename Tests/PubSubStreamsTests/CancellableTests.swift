import PubSubStreamsTest
import XCTest

final class CancellableTests: PubSubTestCase {
    func testAnyCancellable_CancelRunsOnce() { assertAnyCancellableCancelRunsOnce() }

    func testAnyCancellable_CancelsOnDeinit() {
        var runs = 0
        do {
            _ = AnyCancellable { runs += 1 }
        }
        XCTAssertEqual(runs, 1)
    }

    func testAnyCancellable_WrapsCancellable() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { values.append($0) })
        subject.subscribe(sink)
        let cancellable = AnyCancellable(sink)
        subject.send(1)
        cancellable.cancel()
        subject.send(2)
        XCTAssertEqual(values, [1])
    }

    func testAnyCancellable_StoreInSetAndArray() {
        var set = Set<AnyCancellable>()
        var array: [AnyCancellable] = []
        var runs = 0
        AnyCancellable { runs += 1 }.store(in: &set)
        AnyCancellable { runs += 1 }.store(in: &array)
        XCTAssertEqual(set.count, 1)
        XCTAssertEqual(array.count, 1)
        set.removeAll()
        array.removeAll()
        XCTAssertEqual(runs, 2)
    }

    func testAnyCancellable_HashableByIdentity() {
        let a = AnyCancellable {}
        let b = AnyCancellable {}
        XCTAssertEqual(a, a)
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(Set([a, a, b]).count, 2)
    }

    func testCancellable_StoreConvenience() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        var bag = Set<AnyCancellable>()
        let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { values.append($0) })
        subject.subscribe(sink)
        sink.store(in: &bag)
        subject.send(1)
        bag.removeAll()
        subject.send(2)
        XCTAssertEqual(values, [1])
    }

    func testCombineIdentifier_UniqueAndObjectBased() {
        XCTAssertNotEqual(CombineIdentifier(), CombineIdentifier())
        let object = AnyCancellable {}
        XCTAssertEqual(CombineIdentifier(object), CombineIdentifier(object))
        let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
        XCTAssertEqual(sink.combineIdentifier, CombineIdentifier(sink))
        XCTAssertEqual(AnySubscriber(sink).combineIdentifier, sink.combineIdentifier)
    }

    func testSink_ReleasesClosuresAfterCompletion() {
        final class Token {}
        weak var weakToken: Token?
        let subject = PassthroughSubject<Int, Never>()
        var cancellable: AnyCancellable?
        do {
            let token = Token()
            weakToken = token
            cancellable = subject.sink { _ in _ = token }
        }
        XCTAssertNotNil(weakToken)
        subject.send(completion: .finished)
        XCTAssertNil(weakToken)
        _ = cancellable
    }

    func testSink_ValueOnlyFormAndBothForms() {
        var values: [Int] = []
        var completions: [String] = []
        let a = [1, 2].publisher.sink { values.append($0) }
        let b = Fail<Int, TestError>(error: .boom).sink(receiveCompletion: { completions.append(fmt($0)) }, receiveValue: { _ in })
        XCTAssertEqual(values, [1, 2])
        XCTAssertEqual(completions, ["failure(TestError.boom)"])
        _ = (a, b)
    }

    func testAssign_WritesAndReleasesOnCompletion() {
        final class Box { var value = 0 }
        var box: Box? = Box()
        weak let weakBox = box
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.assign(to: \.value, on: box!)
        subject.send(5)
        XCTAssertEqual(box?.value, 5)
        box = nil
        XCTAssertNotNil(weakBox, "assign keeps the object alive until completion")
        subject.send(completion: .finished)
        XCTAssertNil(weakBox)
        _ = cancellable
    }

    func testAnySubscriber_Closures() {
        var values: [Int] = []
        var completion: String?
        let subscriber = AnySubscriber<Int, Never>(
            receiveSubscription: { $0.request(.max(2)) },
            receiveValue: {
                values.append($0)
                return .none
            },
            receiveCompletion: { completion = fmt($0) }
        )
        [1, 2, 3].publisher.subscribe(subscriber)
        XCTAssertEqual(values, [1, 2])
        XCTAssertNil(completion)
    }

    func testAnyPublisher_Erases() {
        let erased: AnyPublisher<Int, Never> = Just(3).map { $0 * 2 }.eraseToAnyPublisher()
        let again = erased.eraseToAnyPublisher()
        let recorder = TestSubscriber<Int, Never>()
        again.subscribe(recorder)
        XCTAssertEqual(recorder.values, [6])
        XCTAssertEqual(recorder.completionText, "finished")
    }
}
