import PullStreams
import PullStreamsTest
import TestReporting
import XCTest

/// The tuple forms of `SignalProducer.combineLatest` and `zip` up to ReactiveSwift's ten inputs (any
/// `SignalProducerConvertible`: a producer, a `Signal`, a `Property`), and the order in which they and the
/// `Property` tuple forms start and interrupt their inputs (ReactiveSwift's `flattenStart`: started first to
/// last, interrupted last to first).
final class PullArityTests: CookbookTestCase {
    /// Records when each input starts and when it is interrupted.
    private final class Log: @unchecked Sendable {
        var lines: [String] = []

        /// `value`, then nothing until interrupted (so disposal, not completion, ends it).
        func source<E>(_ name: String, value: Int = 1) -> SignalProducer<Int, E> {
            SignalProducer<Int, E>.never.prefix(value: value)
                .on(started: { self.lines.append("\(name) started") }, interrupted: { self.lines.append("\(name) interrupted") })
        }
    }

    /// A property whose producer is a logged source (a `PropertyProtocol` of one's own, as ReactiveSwift
    /// allows), to see the order in which a composed property interrupts its inputs.
    private final class LoggedProperty: PropertyProtocol {
        let value: Int
        let producer: SignalProducer<Int, Never>
        var signal: Signal<Int, Never> { .never }

        init(_ name: String, _ value: Int, _ log: Log) {
            self.value = value
            producer = log.source(name, value: value)
        }
    }

    func testCombineLatestOfFive_WaitsForEveryInput_ThenSendsTheLatestOfEach() {
        withLeakCheck {
            let property = MutableProperty(1)
            let (signal, input) = Signal<String, Never>.pipe()
            var values: [String] = []
            let disposable = SignalProducer.combineLatest(
                property, SignalProducer<Int, Never>(value: 2), signal, Property(value: 4.5), SignalProducer<Bool, Never>(value: true)
            )
            .startWithValues { values.append("\($0)") }
            XCTAssertEqual(values, [])
            input.send(value: "x")
            property.value = 5
            input.send(value: "y")
            XCTAssertEqual(values, [#"(1, 2, "x", 4.5, true)"#, #"(5, 2, "x", 4.5, true)"#, #"(5, 2, "y", 4.5, true)"#])
            disposable.dispose()
        }
    }

    func testCombineLatestOfTen_CompletesWhenEveryInputCompleted() {
        withLeakCheck {
            var events: [String] = []
            SignalProducer.combineLatest(
                SignalProducer<Int, Never>(values: 0, 1), Property(value: "b"), SignalProducer<Int, Never>(value: 2),
                SignalProducer<Int, Never>(value: 3), SignalProducer<Int, Never>(value: 4), SignalProducer<Int, Never>(value: 5),
                SignalProducer<Int, Never>(value: 6), SignalProducer<Int, Never>(value: 7), SignalProducer<Int, Never>(value: 8),
                SignalProducer<Int, Never>(values: 9, 10)
            )
            .start { events.append("\($0)") }
            // `a` started first and sent both values before the others had one: only its latest is combined.
            XCTAssertEqual(
                events, [#"value((1, "b", 2, 3, 4, 5, 6, 7, 8, 9))"#, #"value((1, "b", 2, 3, 4, 5, 6, 7, 8, 10))"#, "completed"])
        }
    }

    func testZipOfFive_CompletesWhenAnInputCompletedWithNothingLeftToPair() {
        withLeakCheck {
            let property = MutableProperty(0)
            var events: [String] = []
            let disposable = SignalProducer.zip(
                property, SignalProducer<Int, Never>(values: 10, 11), SignalProducer<String, Never>(values: "a", "b"),
                Property(value: true), SignalProducer<Double, Never>(values: 2.5, 3.5)
            )
            .start { events.append("\($0)") }
            property.value = 1
            XCTAssertEqual(events, [#"value((0, 10, "a", true, 2.5))"#, "completed"])
            disposable.dispose()
        }
    }

    func testZipOfTen_PairsTheNthValueOfEveryInput() {
        withLeakCheck {
            let property = MutableProperty(0)
            let pair = SignalProducer<Int, Never>(values: 1, 2)
            let text = SignalProducer<String, Never>(values: "1", "2")
            var events: [String] = []
            let disposable = SignalProducer.zip(property, pair, pair, pair, pair, pair, pair, pair, pair, text)
                .start { events.append("\($0)") }
            XCTAssertEqual(events, [#"value((0, 1, 1, 1, 1, 1, 1, 1, 1, "1"))"#])
            property.value = 7
            XCTAssertEqual(events.dropFirst(), [#"value((7, 2, 2, 2, 2, 2, 2, 2, 2, "2"))"#, "completed"])
            disposable.dispose()
        }
    }

    func testCombineLatestOfTen_StartsFirstToLast_DisposalInterruptsLastToFirst() {
        withLeakCheck {
            let log = Log()
            let names = (0..<10).map { String(UnicodeScalar(UInt8(ascii: "a") + UInt8($0))) }
            let s: [SignalProducer<Int, TestError>] = names.map { log.source($0) }
            let disposable = SignalProducer.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9]).start { _ in }
            disposable.dispose()
            XCTAssertEqual(log.lines, names.map { "\($0) started" } + names.reversed().map { "\($0) interrupted" })
        }
    }

    func testZipOfFive_AnEmptyFirstInputEndsItBeforeTheOthersStart() {
        withLeakCheck {
            let log = Log()
            var events: [String] = []
            SignalProducer.zip(
                SignalProducer<Int, TestError>.empty, log.source("b"), log.source("c"), log.source("d"),
                log.source("e") as SignalProducer<Int, TestError>
            )
            .start { events.append("\($0)") }
            XCTAssertEqual(events, ["completed"])
            // Their signals were made (last first) before `a` started, so they are interrupted, last first, but never start.
            XCTAssertEqual(log.lines, ["e interrupted", "d interrupted", "c interrupted", "b interrupted"])
        }
    }

    func testZipSequence_AnEmptyFirstProducer_TheOthersStillStartAndAreInterruptedAtOnce() {
        withLeakCheck {
            let log = Log()
            var events: [String] = []
            SignalProducer.zip([.empty, log.source("b"), log.source("c")] as [SignalProducer<Int, TestError>])
                .start { events.append("\($0)") }
            XCTAssertEqual(events, ["completed"])
            XCTAssertEqual(log.lines, ["b started", "b interrupted", "c started", "c interrupted"])
        }
    }

    func testPropertyCombineLatestAndZip_ReleasedProperty_InterruptsInputsLastToFirst() {
        withLeakCheck {
            let log = Log()
            var combined: Property<(Int, Int, Int)>? = Property.combineLatest(
                LoggedProperty("a", 1, log), LoggedProperty("b", 2, log), LoggedProperty("c", 3, log))
            XCTAssertEqual(combined.map { "\($0.value)" }, "(1, 2, 3)")
            combined = nil
            var zipped: Property<(Int, Int, Int, Int)>? = Property.zip(
                LoggedProperty("d", 4, log), LoggedProperty("e", 5, log), LoggedProperty("f", 6, log), LoggedProperty("g", 7, log))
            XCTAssertEqual(zipped.map { "\($0.value)" }, "(4, 5, 6, 7)")
            zipped = nil
            XCTAssertEqual(
                log.lines,
                [
                    "a started", "b started", "c started", "c interrupted", "b interrupted", "a interrupted",
                    "d started", "e started", "f started", "g started", "g interrupted", "f interrupted", "e interrupted", "d interrupted",
                ])
        }
    }
}
