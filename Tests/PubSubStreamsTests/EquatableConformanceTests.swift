import PubSubStreams
import XCTest

/// Combine's conditional `Equatable` conformances of its operator publishers, checked against Combine's
/// declarations (`extension Publishers.Count : Equatable where Upstream : Equatable` …) and its `==` pages
/// ("`true` if the publishers have equal `upstream` and `range` properties" …). `Empty` is the upstream: it
/// is `Equatable`, and a finishing one differs from a never-finishing one.
final class EquatableConformanceTests: XCTestCase {
    private typealias E = Empty<Int, Never>
    private struct Boom: Error {}

    private let finishing = E()
    private let never = E(completeImmediately: false)

    /// Pins the publisher's type, then checks `equal == same` and `equal != different`.
    private func assertEquality<T: Equatable>(
        _ type: T.Type, _ equal: T, _ same: T, _ different: T, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(equal, same, file: file, line: line)
        XCTAssertNotEqual(equal, different, file: file, line: line)
    }

    /// Whether `type` is `Equatable`, asked at run time (statically the answer is known, which is the point).
    private func isEquatable(_ type: Any.Type) -> Bool {
        type is any Equatable.Type
    }

    func testOneUpstreamOperators_EqualWhenUpstreamAndParametersAreEqual() {
        assertEquality(Publishers.First<E>.self, finishing.first(), finishing.first(), never.first())
        assertEquality(Publishers.Last<E>.self, finishing.last(), finishing.last(), never.last())
        assertEquality(Publishers.Count<E>.self, finishing.count(), finishing.count(), never.count())
        assertEquality(Publishers.Collect<E>.self, finishing.collect(), finishing.collect(), never.collect())
        assertEquality(Publishers.IgnoreOutput<E>.self, finishing.ignoreOutput(), finishing.ignoreOutput(), never.ignoreOutput())
        assertEquality(
            Publishers.SetFailureType<E, Boom>.self, finishing.setFailureType(to: Boom.self), finishing.setFailureType(to: Boom.self),
            never.setFailureType(to: Boom.self))
        assertEquality(Publishers.Drop<E>.self, finishing.dropFirst(2), finishing.dropFirst(2), finishing.dropFirst(3))
        XCTAssertNotEqual(finishing.dropFirst(2), never.dropFirst(2))
        assertEquality(Publishers.Output<E>.self, finishing.output(in: 1..<3), finishing.output(in: 1..<3), finishing.output(in: 1..<4))
        XCTAssertNotEqual(finishing.prefix(2), never.prefix(2))
        assertEquality(Publishers.CollectByCount<E>.self, finishing.collect(2), finishing.collect(2), finishing.collect(3))
        XCTAssertNotEqual(finishing.collect(2), never.collect(2))
        assertEquality(Publishers.Retry<E>.self, finishing.retry(1), finishing.retry(1), finishing.retry(2))
        XCTAssertNotEqual(finishing.retry(1), never.retry(1))
        assertEquality(Publishers.Contains<E>.self, finishing.contains(1), finishing.contains(1), finishing.contains(2))
        XCTAssertNotEqual(finishing.contains(1), never.contains(1))
        assertEquality(
            Publishers.ReplaceEmpty<E>.self, finishing.replaceEmpty(with: 1), finishing.replaceEmpty(with: 1),
            finishing.replaceEmpty(with: 2))
        XCTAssertNotEqual(finishing.replaceEmpty(with: 1), never.replaceEmpty(with: 1))
        assertEquality(
            Publishers.ReplaceError<E>.self, finishing.replaceError(with: 1), finishing.replaceError(with: 1), never.replaceError(with: 1))
        XCTAssertNotEqual(finishing.replaceError(with: 1), finishing.replaceError(with: 2))
    }

    func testSeveralUpstreamOperators_EqualWhenEveryUpstreamIsEqual() {
        assertEquality(
            Publishers.Merge<E, E>.self, Publishers.Merge(finishing, never), Publishers.Merge(finishing, never),
            Publishers.Merge(never, never))
        assertEquality(
            Publishers.MergeMany<E>.self, Publishers.MergeMany(finishing, never), Publishers.MergeMany([finishing, never]),
            Publishers.MergeMany(finishing))
        assertEquality(
            Publishers.CombineLatest<E, E>.self, finishing.combineLatest(never), finishing.combineLatest(never),
            finishing.combineLatest(finishing))
        assertEquality(Publishers.Zip<E, E>.self, finishing.zip(never), finishing.zip(never), never.zip(never))
        assertEquality(
            Publishers.CombineLatest3<E, E, E>.self, finishing.combineLatest(never, finishing),
            finishing.combineLatest(never, finishing), finishing.combineLatest(never, never))
        assertEquality(
            Publishers.Zip3<E, E, E>.self, finishing.zip(never, finishing), finishing.zip(never, finishing), never.zip(never, finishing))
        assertEquality(
            Publishers.Zip4<E, E, E, E>.self, finishing.zip(never, finishing, never), finishing.zip(never, finishing, never),
            finishing.zip(never, finishing, finishing))
        assertEquality(Publishers.Concatenate<E, E>.self, finishing.append(never), finishing.append(never), finishing.append(finishing))
        XCTAssertNotEqual(finishing.append(never), never.append(never))
        assertEquality(
            Publishers.DropUntilOutput<E, E>.self, finishing.drop(untilOutputFrom: never), finishing.drop(untilOutputFrom: never),
            never.drop(untilOutputFrom: never))
        XCTAssertNotEqual(finishing.drop(untilOutputFrom: never), finishing.drop(untilOutputFrom: finishing))
    }

    func testEquatable_OnlyWhereCombineDeclaresIt() {
        // Shared-struct families: only Combine's `Equatable` members are.
        XCTAssertTrue(isEquatable(Publishers.DropUntilOutput<E, E>.self))
        XCTAssertFalse(isEquatable(Publishers.PrefixUntilOutput<E, E>.self))
        XCTAssertTrue(isEquatable(Publishers.IgnoreOutput<E>.self))
        XCTAssertFalse(isEquatable(Publishers.SwitchToLatest<E, Empty<E, Never>>.self))
        XCTAssertTrue(isEquatable(Publishers.ReplaceError<E>.self))
        XCTAssertTrue(isEquatable(Publishers.Zip3<E, E, E>.self))
        // Conditional on the upstreams (and, for the replacing ones, on the output).
        XCTAssertFalse(isEquatable(Publishers.Count<Publishers.Filter<E>>.self))
        XCTAssertFalse(isEquatable(Publishers.Merge<E, Publishers.Filter<E>>.self))
        XCTAssertFalse(isEquatable(Publishers.ReplaceEmpty<Empty<(Int) -> Int, Never>>.self))
        XCTAssertTrue(isEquatable(Publishers.ReplaceEmpty<Empty<[Int?], Never>>.self))
        // Operators that store a closure are not `Equatable` in Combine.
        XCTAssertFalse(isEquatable(Publishers.Filter<E>.self))
        XCTAssertFalse(isEquatable(Publishers.DropWhile<E>.self))
    }
}
