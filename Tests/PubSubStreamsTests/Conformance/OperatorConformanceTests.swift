import PubSubStreamsTest
import XCTest

final class OperatorConformanceTests: PubSubTestCase {
    func testConformance_scenario_map_trymap_filter() {
        let log = Log()
        var bag = Set<AnyCancellable>()
        (1...5).publisher.map { $0 * 10 }.filter { $0 != 30 }.record(log, "mapFilter").store(in: &bag)
        let subject = PassthroughSubject<Int, Never>()
        subject.tap(log, "up")
            .tryMap { v -> Int in
                if v == 3 { throw TestError.boom }
                return v
            }
            .record(log, "tryMap").store(in: &bag)
        subject.send(1)
        subject.send(3)
        subject.send(4)
        log("-- tryFilter / mapError")
        (1...3).publisher.tryFilter { v in
            if v == 2 { throw TestError.other }
            return true
        }
        .mapError { e -> TestError in (e as? TestError) ?? .boom }
        .record(log, "tryFilter").store(in: &bag)
        assertGolden(log.lines, "scenario_map_trymap_filter")
    }

    func testConformance_scenario_prefix_drop_first() {
        let log = Log()
        var bag = Set<AnyCancellable>()
        let subject = PassthroughSubject<Int, Never>()
        subject.tap(log, "up").prefix(2).record(log, "prefix").store(in: &bag)
        subject.send(1)
        subject.send(2)
        subject.send(3)
        (1...5).publisher.dropFirst(2).record(log, "dropFirst").store(in: &bag)
        (1...5).publisher.tap(log, "seqUp").prefix(2).record(log, "prefixSeq").store(in: &bag)
        assertGolden(log.lines, "scenario_prefix_drop_first")
    }

    func testConformance_scenario_combine_latest() {
        // Recorded from OpenCombine's unmerged combine-latest branch (26e86a9); 0.14.0 has no combineLatest.
        let log = Log()
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<String, TestError>()
        let c = a.combineLatest(b).map { "(\($0),\($1))" }.record(log)
        a.send(1)
        b.send("x")
        a.send(2)
        a.send(completion: .finished)
        b.send("y")
        b.send(completion: .finished)
        log("-- one side finishes without ever emitting")
        let a2 = PassthroughSubject<Int, Never>()
        let b2 = PassthroughSubject<Int, Never>()
        let c2 = a2.combineLatest(b2).map { "(\($0),\($1))" }.record(log)
        a2.send(completion: .finished)
        b2.send(5)
        log("b2 still open")
        b2.send(completion: .finished)
        log("-- failure of one side")
        let a3 = PassthroughSubject<Int, TestError>()
        let b3 = PassthroughSubject<Int, TestError>()
        let c3 = a3.tap(log, "a3").combineLatest(b3.tap(log, "b3")).map { "(\($0),\($1))" }.record(log)
        a3.send(1)
        b3.send(2)
        b3.send(completion: .failure(.boom))
        a3.send(3)
        _ = (c, c2, c3)
        assertGolden(log.lines, "scenario_combine_latest")
    }

    /// The transcript emulated merge with a flat-mapped sequence of erased publishers; so does this test.
    private func mergeEmulated<A: Publisher, B: Publisher>(_ a: A, _ b: B) -> AnyPublisher<A.Output, A.Failure>
    where A.Output == B.Output, A.Failure == B.Failure {
        [a.eraseToAnyPublisher(), b.eraseToAnyPublisher()].publisher
            .setFailureType(to: A.Failure.self)
            .flatMap { $0 }
            .eraseToAnyPublisher()
    }

    func testConformance_scenario_merge_completion() {
        let log = Log()
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<Int, TestError>()
        log("emulated: [a, b].publisher.flatMap { $0 } (OpenCombine 0.14.0 lacks Publishers.Merge)")
        let c = mergeEmulated(a, b).record(log)
        a.send(1)
        b.send(2)
        a.send(completion: .finished)
        log("a finished")
        b.send(3)
        b.send(completion: .finished)
        log("-- failure wins immediately and cancels the other")
        let a2 = PassthroughSubject<Int, TestError>()
        let b2 = PassthroughSubject<Int, TestError>()
        let c2 = mergeEmulated(a2.tap(log, "a2"), b2.tap(log, "b2")).record(log)
        a2.send(1)
        b2.send(completion: .failure(.boom))
        a2.send(2)
        _ = (c, c2)
        assertGolden(log.lines, "scenario_merge_completion")
    }

    func testConformance_scenario_flatmap_unbounded() {
        let log = Log()
        let outer = PassthroughSubject<Int, TestError>()
        let inners = (0...2).map { _ in PassthroughSubject<String, TestError>() }
        let c = outer.flatMap { inners[$0] }.record(log)
        outer.send(1)
        outer.send(2)
        inners[2].send("2a")
        inners[1].send("1a")
        inners[2].send("2b")
        outer.send(completion: .finished)
        log("outer finished")
        inners[1].send(completion: .finished)
        inners[2].send("2c")
        inners[2].send(completion: .finished)
        log("-- inner failure fails the whole flatMap")
        let outer2 = PassthroughSubject<Int, TestError>()
        let c2 = outer2.tap(log, "outer2").flatMap { v in
            v == 2
                ? Fail(error: TestError.boom).eraseToAnyPublisher()
                : Just(v).setFailureType(to: TestError.self).eraseToAnyPublisher()
        }
        .record(log)
        outer2.send(1)
        outer2.send(2)
        outer2.send(3)
        _ = (c, c2)
        assertGolden(log.lines, "scenario_flatmap_unbounded")
        // As in Combine, an inner failure leaves upstream subscribed: complete it so nothing outlives the test.
        outer2.send(completion: .finished)
    }

    func testConformance_scenario_switch_to_latest() {
        let log = Log()
        let outer = PassthroughSubject<PassthroughSubject<String, Never>, Never>()
        let x = PassthroughSubject<String, Never>()
        let y = PassthroughSubject<String, Never>()
        let c = outer.map { $0 }.switchToLatest().record(log)
        outer.send(x)
        x.send("x1")
        outer.send(y)
        x.send("x2")
        y.send("y1")
        outer.send(completion: .finished)
        log("outer finished, y still active")
        y.send("y2")
        y.send(completion: .finished)
        log("-- switching cancels the previous inner (observed via handleEvents)")
        let outer2 = PassthroughSubject<Int, Never>()
        let inner = (0...2).map { _ in PassthroughSubject<Int, Never>() }
        let c2 = outer2.map { i in inner[i].tap(log, "inner\(i)", subscription: true) }.switchToLatest().record(log)
        outer2.send(1)
        outer2.send(2)
        inner[2].send(20)
        log("-- flatMap to Just (no overlap possible)")
        let c3 = (1...3).publisher.map { Just($0 * 100) }.switchToLatest().record(log)
        c2.cancel()
        _ = (c, c2, c3)
        assertGolden(log.lines, "scenario_switch_to_latest")
    }

    func testConformance_scenario_handle_events_order() {
        let log = Log()
        let subject = PassthroughSubject<Int, Never>()
        let c = subject.handleEvents(
            receiveSubscription: { _ in log("receiveSubscription") },
            receiveOutput: { log("receiveOutput(\($0))") },
            receiveCompletion: { log("receiveCompletion(\(fmt($0)))") },
            receiveCancel: { log("receiveCancel") },
            receiveRequest: { log("receiveRequest(\(fmt($0)))") }
        )
        .sink(receiveCompletion: { log("sink \(fmt($0))") }, receiveValue: { log("sink value(\($0))") })
        subject.send(1)
        subject.send(completion: .finished)
        c.cancel()
        log("-- cancel before completion")
        let s2 = PassthroughSubject<Int, Never>()
        let c2 = s2.handleEvents(
            receiveCompletion: { log("receiveCompletion(\(fmt($0)))") }, receiveCancel: { log("receiveCancel") }
        ).sink { _ in }
        c2.cancel()
        s2.send(completion: .finished)
        // The transcript's last line mentions OpenCombine's print() operator, which ours does not have yet.
        log("-- print() operator is also available (output to stdout omitted)")
        assertGolden(log.lines, "scenario_handle_events_order")
    }
}
