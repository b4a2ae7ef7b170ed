import PubSubStreamsTest
import XCTest

final class DemandConformanceTests: PubSubTestCase {
    func testConformance_scenario_demand_max1_then_more() {
        let log = Log()
        let sub = ScriptedSubscriber<Int, Never>(log, "S", initial: .max(1)) { _, n in n <= 2 ? .max(1) : .none }
        (1...10).publisher.tap(log, "up").subscribe(sub)
        log("-- later request(max(2))")
        sub.request(.max(2))
        log("-- later request(unlimited)")
        sub.request(.unlimited)
        assertGolden(log.lines, "scenario_demand_max1_then_more")
    }

    func testConformance_scenario_sequence_honors_demand() {
        let log = Log()
        let sub = ScriptedSubscriber<Int, Never>(log, "S", initial: .max(2))
        [1, 2, 3, 4, 5].publisher.subscribe(sub)
        sub.request(.max(3))
        log("-- exact demand on a 2-element sequence")
        let sub2 = ScriptedSubscriber<Int, Never>(log, "T", initial: .max(2))
        [1, 2].publisher.subscribe(sub2)
        log("-- empty sequence, no demand")
        let sub3 = ScriptedSubscriber<Int, Never>(log, "E", initial: .none)
        [Int]().publisher.subscribe(sub3)
        log("-- demand returned from receive(_:) adds up")
        let sub4 = ScriptedSubscriber<Int, Never>(log, "U", initial: .max(1)) { _, n in n == 1 ? .max(3) : .none }
        (1...9).publisher.subscribe(sub4)
        log("-- cancel mid-way then request: nothing more")
        sub4.cancel()
        sub4.request(.max(5))
        assertGolden(log.lines, "scenario_sequence_honors_demand")
    }

    func testConformance_scenario_flatmap_max_publishers_1() {
        let log = Log()
        let inners = (0...3).map { _ in PassthroughSubject<String, Never>() }
        let upstream = [1, 2, 3].publisher.tap(log, "outer")
        let c =
            upstream
            .flatMap(maxPublishers: .max(1)) { i in inners[i].tap(log, "inner\(i)", subscription: true) }
            .record(log)
        inners[1].send("1a")
        inners[2].send("2a")
        inners[1].send(completion: .finished)
        inners[2].send("2b")
        inners[2].send(completion: .finished)
        inners[3].send("3a")
        inners[3].send(completion: .finished)
        log("-- same with a PassthroughSubject upstream (does not buffer)")
        let outerSubject = PassthroughSubject<Int, Never>()
        let inner2 = (0...3).map { _ in PassthroughSubject<String, Never>() }
        let c2 = outerSubject.tap(log, "outerS")
            .flatMap(maxPublishers: .max(1)) { i in inner2[i].tap(log, "in\(i)", subscription: true) }
            .record(log)
        outerSubject.send(1)
        outerSubject.send(2)
        inner2[1].send(completion: .finished)
        outerSubject.send(3)
        inner2[3].send("3x")
        outerSubject.send(completion: .finished)
        inner2[3].send(completion: .finished)
        _ = (c, c2)
        assertGolden(log.lines, "scenario_flatmap_max_publishers_1")
    }

    func testConformance_scenario_subject_without_demand_drops() {
        let log = Log()
        let pass = PassthroughSubject<Int, Never>()
        let s1 = ScriptedSubscriber<Int, Never>(log, "P", initial: .none)
        pass.subscribe(s1)
        s1.play([.send(1), .send(2), .request(.max(1)), .send(3), .send(4), .request(.max(1)), .send(5)], on: pass)
        log("-- CurrentValueSubject with no initial demand")
        let cv = CurrentValueSubject<Int, Never>(10)
        let s2 = ScriptedSubscriber<Int, Never>(log, "CV", initial: .none)
        cv.subscribe(s2)
        s2.play([.send(11), .send(12), .request(.max(1)), .send(13), .request(.max(2)), .send(14)], on: cv)
        assertGolden(log.lines, "scenario_subject_without_demand_drops")
        s1.cancel()
        s2.cancel()
    }
}
