import PubSubStreamsTest
import XCTest

final class SubjectConformanceTests: PubSubTestCase {
    func testConformance_scenario_passthrough_late_subscriber() {
        let ch = Channels()
        let subject = PassthroughSubject<Int, Never>()
        _ = (ch("A"), ch("B"))
        ch.mark("send(1) with no subscribers")
        subject.send(1)
        ch.mark("A subscribes")
        let a = subject.record(ch("A"))
        ch.mark("send(2)")
        subject.send(2)
        ch.mark("B subscribes")
        let b = subject.record(ch("B"))
        ch.mark("send(3)")
        subject.send(3)
        ch.mark("send(finished)")
        subject.send(completion: .finished)
        _ = (a, b)
        assertGolden(ch.lines, "scenario_passthrough_late_subscriber")
    }

    func testConformance_scenario_passthrough_after_completion() {
        let log = Log()
        let subject = PassthroughSubject<Int, TestError>()
        let a = subject.record(log, "A")
        subject.send(completion: .failure(.boom))
        subject.send(4)
        subject.send(completion: .finished)
        log("-- late subscriber after failure:")
        let b = subject.record(log, "B")
        let finished = PassthroughSubject<Int, Never>()
        finished.send(completion: .finished)
        log("-- late subscriber after finished (via handleEvents):")
        let c = finished.tap(log, "C-up", subscription: true).record(log, "C")
        _ = (a, b, c)
        assertGolden(log.lines, "scenario_passthrough_after_completion")
    }

    func testConformance_scenario_current_value_subject() {
        let ch = Channels()
        _ = (ch("A"), ch("B"), ch("C"), ch("main"))
        let log = ch("main")
        let subject = CurrentValueSubject<Int, Never>(0)
        ch.mark("A subscribes (current value replayed)")
        let a = subject.record(ch("A"))
        ch.mark("send(1)")
        subject.send(1)
        ch.mark("value = 2")
        subject.value = 2
        log("read value=\(subject.value)")
        ch.mark("send(2) again (no dedup)")
        subject.send(2)
        ch.mark("B subscribes")
        let b = subject.record(ch("B"))
        ch.mark("send(finished)")
        subject.send(completion: .finished)
        subject.send(3)
        log("after finish+send(3) value=\(subject.value)")
        subject.value = 4
        log("after finish+value=4 value=\(subject.value)")
        ch.mark("C subscribes after completion")
        let c = subject.record(ch("C"))
        _ = (a, b, c)
        assertGolden(ch.lines, "scenario_current_value_subject")
    }

    func testConformance_scenario_sink_store_and_cancel() {
        let ch = Channels()
        _ = (ch("main"), ch("s1"), ch("s2"), ch("s3"), ch("s4"))
        let subject = PassthroughSubject<Int, Never>()
        var bag = Set<AnyCancellable>()
        let l1 = ch("s1")
        let l2 = ch("s2")
        let l3 = ch("s3")
        let l4 = ch("s4")
        subject.tap(l1, "up").sink(receiveCompletion: { l1(fmt($0)) }, receiveValue: { l1("value(\($0))") }).store(in: &bag)
        subject.tap(l2, "up").sink { l2("value(\($0))") }.store(in: &bag)
        var array: [AnyCancellable] = []
        subject.tap(l3, "up").sink { l3("value(\($0))") }.store(in: &array)
        ch.mark("send(1)")
        subject.send(1)
        ch("main")("bag.count=\(bag.count) array.count=\(array.count)")
        ch.mark("bag.removeAll()")
        bag.removeAll()
        ch.mark("send(2)")
        subject.send(2)
        ch.mark("array[0].cancel() twice")
        array[0].cancel()
        array[0].cancel()
        ch.mark("send(3)")
        subject.send(3)
        ch.mark("_ = subject.sink (result discarded)")
        _ = subject.tap(l4, "up").sink { l4("value(\($0))") }
        ch.mark("send(4)")
        subject.send(4)
        assertGolden(ch.lines, "scenario_sink_store_and_cancel")
    }

    func testConformance_scenario_anycancellable_deinit() {
        let log = Log()
        let subject = PassthroughSubject<Int, Never>()
        do {
            let c = subject.tap(log, "scoped").sink { log("scoped value(\($0))") }
            subject.send(1)
            _ = c
            log("leaving scope")
        }
        subject.send(2)
        log("-- AnyCancellable(closure) runs closure once on cancel, not again on deinit")
        do {
            let c = AnyCancellable { log("closure ran") }
            c.cancel()
            log("cancelled explicitly; now dropping")
        }
        do {
            _ = AnyCancellable { log("closure ran on deinit") }
        }
        log("-- Just delivers synchronously before sink returns, then nothing is left to cancel")
        _ = Just(7).tap(log, "just").sink { log("just value(\($0))") }
        assertGolden(log.lines, "scenario_anycancellable_deinit")
    }

    private final class Box {
        var value = 0 { didSet { onSet?(value) } }
        var onSet: ((Int) -> Void)?
    }

    func testConformance_scenario_assign_to_on() {
        let log = Log()
        var box: Box? = Box()
        box!.onSet = { log("box.value set to \($0)") }
        weak let weakBox = box
        let subject = PassthroughSubject<Int, Never>()
        let c = subject.assign(to: \.value, on: box!)
        subject.send(5)
        box = nil
        log("after dropping our reference: box alive=\(weakBox != nil)")
        subject.send(6)
        subject.send(completion: .finished)
        log("after finished: box alive=\(weakBox != nil)")
        var box2: Box? = Box()
        weak let weakBox2 = box2
        let subject2 = PassthroughSubject<Int, Never>()
        let c2 = subject2.assign(to: \.value, on: box2!)
        box2 = nil
        c2.cancel()
        log("after cancel: box2 alive=\(weakBox2 != nil)")
        log("-- Just(9).assign")
        let b3 = Box()
        b3.onSet = { log("b3.value set to \($0)") }
        let c3 = Just(9).assign(to: \.value, on: b3)
        _ = (c, c3)
        assertGolden(log.lines, "scenario_assign_to_on")
    }
}
