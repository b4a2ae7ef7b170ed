import PubSubStreamsTest
import XCTest

final class FactoryConformanceTests: PubSubTestCase {
    func testConformance_scenario_just_fail_empty() {
        let log = Log()
        var bag = Set<AnyCancellable>()
        Just(1).record(log, "Just").store(in: &bag)
        Fail<Int, TestError>(error: .boom).record(log, "Fail").store(in: &bag)
        Empty<Int, Never>().record(log, "Empty").store(in: &bag)
        Empty<Int, Never>(completeImmediately: false).tap(log, "Never").record(log, "Never").store(in: &bag)
        log("-- Just with no demand, then request(max(1))")
        let s = ScriptedSubscriber<Int, Never>(log, "J", initial: .none)
        Just(5).subscribe(s)
        s.request(.max(1))
        log("-- Fail/Empty deliver completion without any demand")
        let f = ScriptedSubscriber<Int, TestError>(log, "F", initial: .none)
        Fail<Int, TestError>(error: .other).subscribe(f)
        let e = ScriptedSubscriber<Int, Never>(log, "E", initial: .none)
        Empty<Int, Never>().subscribe(e)
        log("-- Just(1).setFailureType(to:)")
        Just(2).setFailureType(to: TestError.self).record(log, "JS").store(in: &bag)
        bag.removeAll()
        assertGolden(log.lines, "scenario_just_fail_empty")
    }

    func testConformance_scenario_deferred_laziness() {
        let log = Log()
        var n = 0
        let deferred = Deferred { () -> Just<Int> in
            n += 1
            log("factory call #\(n)")
            return Just(n * 10)
        }
        log("created; factory calls so far=\(n)")
        let a = deferred.record(log, "A")
        let b = deferred.record(log, "B")
        _ = (a, b)
        assertGolden(log.lines, "scenario_deferred_laziness")
    }

    func testConformance_scenario_future_eagerness_and_replay() {
        let log = Log()
        let future = Future<Int, TestError> { promise in
            log("future closure runs")
            promise(.success(42))
            promise(.success(43))
        }
        log("future created, no subscriber yet")
        let a = future.record(log, "A")
        let b = future.record(log, "B")
        log("-- promise fulfilled later")
        var stored: ((Result<Int, TestError>) -> Void)?
        let later = Future<Int, TestError> { stored = $0 }
        let c = later.record(log, "C")
        log("C subscribed, nothing yet")
        stored?(.success(7))
        let d = later.record(log, "D(late)")
        log("-- failing future")
        let failing = Future<Int, TestError> { $0(.failure(.boom)) }
        let e = failing.record(log, "E")
        log("-- future value is held until demand arrives")
        let s = ScriptedSubscriber<Int, TestError>(log, "S", initial: .none)
        future.subscribe(s)
        s.request(.max(1))
        log("-- Deferred { Future } is lazy and re-runs per subscriber")
        var runs = 0
        let lazy = Deferred {
            Future<Int, Never> {
                runs += 1
                log("deferred future run #\(runs)")
                $0(.success(runs))
            }
        }
        log("created; runs=\(runs)")
        let f = lazy.record(log, "F1")
        let g = lazy.record(log, "F2")
        _ = (a, b, c, d, e, f, g)
        assertGolden(log.lines, "scenario_future_eagerness_and_replay")
    }

    func testConformance_scenario_result_publisher_and_erasure() {
        let log = Log()
        var bag = Set<AnyCancellable>()
        Result<Int, TestError>.success(1).publisher.record(log, "ok").store(in: &bag)
        Result<Int, TestError>.failure(.boom).publisher.record(log, "err").store(in: &bag)
        let ok: Result<Int, TestError> = .success(3)
        let erased: AnyPublisher<Int, TestError> = ok.publisher.map { $0 * 2 }.eraseToAnyPublisher()
        log("type: \(type(of: erased))")
        erased.record(log, "erased").store(in: &bag)
        let optional: Int? = 9
        optional.publisher.record(log, "optional").store(in: &bag)
        let none: Int? = nil
        none.publisher.record(log, "nil").store(in: &bag)
        assertGolden(log.lines, "scenario_result_publisher_and_erasure")
    }
}
