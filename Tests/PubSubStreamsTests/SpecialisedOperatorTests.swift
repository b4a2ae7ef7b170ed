import PubSubStreamsTest
import XCTest

/// Combine's specialised operators on `Just`, `Optional.Publisher`, `Result.Publisher` and
/// `Publishers.Sequence`: their result types and their eager evaluation, as OpenCombine 0.14.0 defines them.
final class SpecialisedOperatorTests: PubSubTestCase {
    private struct Oops: Error, Equatable {}

    private func values<P: Publisher>(_ publisher: P) -> [String] {
        var log: [String] = []
        _ = publisher.sink(receiveCompletion: { log.append("\($0)") }, receiveValue: { log.append("\($0)") })
        return log
    }

    func testJust_MapIsAJustEvaluatedAtOnce() {
        var calls = 0
        let mapped: Just<Int> = Just(1).map {
            calls += 1
            return $0 + 1
        }
        XCTAssertEqual(calls, 1, "evaluated when applied, as Combine's Just.map")
        XCTAssertEqual(mapped.output, 2)
    }

    func testJust_ReducingOperatorsAreJusts() {
        let count: Just<Int> = Just("a").count()
        let contains: Just<Bool> = Just(3).contains(3)
        let collected: Just<[Int]> = Just(3).collect()
        let minimum: Just<Int> = Just(3).min()
        XCTAssertEqual([count.output, contains.output ? 1 : 0, collected.output.count, minimum.output], [1, 1, 1, 3])
    }

    func testJust_FilteringOperatorsAreOptionalPublishers() {
        let kept: Optional<Int>.Publisher = Just(3).filter { $0 > 2 }
        let dropped: Optional<Int>.Publisher = Just(3).dropFirst()
        let atOne: Optional<Int>.Publisher = Just(3).output(at: 1)
        XCTAssertEqual([kept.output, dropped.output, atOne.output], [3, nil, nil])
        XCTAssertEqual(values(Just(3).prefix(0)), ["finished"])
    }

    func testJust_ThrowingOperatorsAreResultPublishers() {
        let thrown: Result<Int, any Error>.Publisher = Just(1).tryMap { _ in throw Oops() }
        XCTAssertThrowsError(try thrown.result.get())
        let typed: Result<Int, Oops>.Publisher = Just(1).setFailureType(to: Oops.self)
        XCTAssertEqual(typed.result, .success(1))
        XCTAssertEqual(values(Just(1).append(2, 3)), ["1", "2", "3", "finished"])
        XCTAssertEqual(values(Just(1).ignoreOutput()), ["finished"])
    }

    func testOptionalPublisher_OperatorsStayOptionalPublishers() {
        let none: Optional<Int>.Publisher = Optional<Int>.none.publisher
        let count: Optional<Int>.Publisher = none.count()
        XCTAssertNil(count.output, "Combine publishes no count for an empty optional")
        let collected: Optional<[Int]>.Publisher = none.collect()
        XCTAssertEqual(collected.output, [])
        let mapped: Optional<String>.Publisher = Optional(2).publisher.map { "\($0)" }
        XCTAssertEqual(mapped.output, "2")
        XCTAssertEqual(none.replaceEmpty(with: 7).output, 7)
        XCTAssertNil(Optional(2).publisher.output(in: 0..<0).output)
    }

    func testResultPublisher_OperatorsStayResultPublishers() {
        let failure = Result<Int, Oops>.Publisher(.failure(Oops()))
        let mapped: Result<Int, Oops>.Publisher = failure.map { $0 + 1 }
        XCTAssertEqual(mapped.result, .failure(Oops()))
        let replaced: Result<Int, Never>.Publisher = failure.replaceError(with: 0)
        XCTAssertEqual(replaced.result, .success(0))
        let counted: Result<Int, Oops>.Publisher = Result<String, Oops>.Publisher("a").count()
        XCTAssertEqual(counted.result, .success(1))
        XCTAssertEqual(values(failure.ignoreOutput()), ["finished"], "Combine's Result.Publisher.ignoreOutput is an Empty")
    }

    func testSequence_OperatorsEvaluateTheWholeSequenceAtOnce() {
        var calls = 0
        let mapped: Publishers.Sequence<[Int], Never> = [1, 2, 3].publisher.map {
            calls += 1
            return $0 * 2
        }
        XCTAssertEqual(calls, 3)
        XCTAssertEqual(mapped.sequence, [2, 4, 6])
        let minimum: Optional<Int>.Publisher = [3, 1, 2].publisher.min()
        XCTAssertEqual(minimum.output, 1)
        let count: Just<Int> = [3, 1, 2].publisher.count()
        XCTAssertEqual(count.output, 3)
        let contains: Result<Bool, Never>.Publisher = [3, 1].publisher.contains(1)
        XCTAssertEqual(contains.result, .success(true))
        let deduplicated: Publishers.Sequence<[Int], Never> = [1, 1, 2, 1].publisher.removeDuplicates()
        XCTAssertEqual(deduplicated.sequence, [1, 2, 1])
        let scanned: Publishers.Sequence<[Int], Never> = [1, 2, 3].publisher.scan(0, +)
        XCTAssertEqual(scanned.sequence, [1, 3, 6])
        let appended: Publishers.Sequence<[Int], Never> = [1].publisher.append(2, 3).prepend(0)
        XCTAssertEqual(appended.sequence, [0, 1, 2, 3])
        let last: Optional<Int>.Publisher = [1, 2, 3].publisher.last { $0 < 3 }
        XCTAssertEqual(last.output, 2)
    }
}

/// Combine fuses `map` after `map` (and `compactMap`, `filter`, their `try` forms) into one stage.
final class FusionTests: PubSubTestCase {
    func testMap_MapAfterMapIsOneMapOverTheSameUpstream() {
        let subject = PassthroughSubject<Int, Never>()
        let fused: Publishers.Map<PassthroughSubject<Int, Never>, String> = subject.map { $0 + 1 }.map { "\($0)" }
        XCTAssertTrue(fused.upstream === subject)
        var values: [String] = []
        let cancellable = fused.sink { values.append($0) }
        subject.send(1)
        XCTAssertEqual(values, ["2"])
        cancellable.cancel()
    }

    func testTryMap_AfterMapIsOneTryMapAndFailsOnThrow() {
        struct Oops: Error {}
        let subject = PassthroughSubject<Int, Never>()
        let fused: Publishers.TryMap<PassthroughSubject<Int, Never>, Int> = subject.map { $0 + 1 }.tryMap { _ in throw Oops() }
        var failed = false
        let cancellable = fused.sink(receiveCompletion: { if case .failure = $0 { failed = true } }, receiveValue: { _ in })
        subject.send(1)
        XCTAssertTrue(failed)
        cancellable.cancel()
    }

    func testCompactMapAndFilter_FuseAndKeepBothConditions() {
        let subject = PassthroughSubject<String, Never>()
        let compact: Publishers.CompactMap<PassthroughSubject<String, Never>, Int> = subject.compactMap { Int($0) }.map { $0 * 2 }
        let filtered: Publishers.Filter<PassthroughSubject<String, Never>> = subject.filter { !$0.isEmpty }.filter { $0 != "x" }
        var log: [String] = []
        let a = compact.sink { log.append("\($0)") }
        let b = filtered.sink { log.append($0) }
        for text in ["", "x", "3"] { subject.send(text) }
        XCTAssertEqual(log, ["6", "3"])
        a.cancel()
        b.cancel()
    }
}

/// Combine's value publishers are `Equatable` when what they publish is.
final class ValuePublisherEquatableTests: PubSubTestCase {
    private struct Oops: Error, Equatable {}

    func testValuePublishers_AreEqualWhenTheirValuesAre() {
        XCTAssertEqual(Just(1), Just(1))
        XCTAssertNotEqual(Just(1), Just(2))
        XCTAssertEqual(Optional(1).publisher, Optional(1).publisher)
        XCTAssertNotEqual(Optional(1).publisher, Optional<Int>.none.publisher)
        XCTAssertEqual(Result<Int, Oops>.Publisher(1), Result<Int, Oops>.Publisher(1))
        XCTAssertNotEqual(Result<Int, Oops>.Publisher(1), Result<Int, Oops>.Publisher(Oops()))
        XCTAssertEqual([1, 2].publisher, [1, 2].publisher)
        XCTAssertEqual(Fail<Int, Oops>(error: Oops()), Fail<Int, Oops>(error: Oops()))
    }
}
