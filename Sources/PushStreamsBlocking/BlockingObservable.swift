import Foundation
import PushStreams

extension ObservableConvertibleType {
    /// Turns the sequence into a blocking one, for tests of cold, finite streams.
    ///
    /// Same as RxBlocking's `toBlocking(timeout:)`: with a `timeout` (seconds) every operation throws
    /// `RxError.timeout` (or `materialize()` reports it) when the sequence has not finished in time;
    /// without one it waits as long as it takes. When called on the main thread it keeps the main
    /// run loop turning while it waits, so a source that delivers on the main queue cannot deadlock it.
    ///
    /// ```swift
    /// let first = try Observable.of(1, 2).toBlocking(timeout: 1).first()
    /// print(first ?? 0)
    /// // Prints: 1
    /// ```
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}

/// A sequence whose operations block the calling thread until the sequence has what they need.
///
/// Same as RxBlocking's `BlockingObservable`.
public struct BlockingObservable<Element> {
    let timeout: TimeInterval?
    let source: PushStreams.Observable<Element>

    /// All elements, once the sequence completes.
    /// - Throws: the sequence's error, or `RxError.timeout`.
    public func toArray() throws -> [Element] {
        let outcome = BlockingRun.run(source, timeout: timeout, stopAfter: nil)
        if let error = outcome.error { throw error }
        return outcome.elements
    }

    /// The first element, or `nil` when the sequence completes empty; returns as soon as one arrives.
    /// - Throws: an error that arrives before the first element, or `RxError.timeout`.
    public func first() throws -> Element? {
        let outcome = BlockingRun.run(source, timeout: timeout, stopAfter: 1)
        if let first = outcome.elements.first { return first }
        if let error = outcome.error { throw error }
        return nil
    }

    /// The last element, or `nil` when the sequence completes empty.
    /// - Throws: the sequence's error, or `RxError.timeout`.
    public func last() throws -> Element? {
        let outcome = BlockingRun.run(source, timeout: timeout, stopAfter: nil)
        if let error = outcome.error { throw error }
        return outcome.elements.last
    }

    /// The only element.
    /// - Throws: `RxError.noElements` when empty, `RxError.moreThanOneElement` as soon as a second element
    ///   arrives, the sequence's error, or `RxError.timeout`.
    public func single() throws -> Element {
        try single(where: nil)
    }

    /// The only element that satisfies `predicate`.
    ///
    /// Same as RxBlocking's: at the second match the source is disposed, so `predicate` is not called again.
    /// - Throws: as ``single()``, counting only matching elements, or what `predicate` throws.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        try single(where: predicate)
    }

    private func single(where predicate: ((Element) throws -> Bool)?) throws -> Element {
        let outcome = BlockingRun.run(source, timeout: timeout, stopAfter: 2, where: predicate)
        if outcome.elements.count > 1 { throw RxError.moreThanOneElement }
        if let error = outcome.error { throw error }
        guard let element = outcome.elements.first else { throw RxError.noElements }
        return element
    }

    /// Every element and how the sequence ended, without throwing.
    ///
    /// A timeout is reported as `failed(elements:error:)` with `RxError.timeout`.
    public func materialize() -> MaterializedSequenceResult<Element> {
        let outcome = BlockingRun.run(source, timeout: timeout, stopAfter: nil)
        if let error = outcome.error { return .failed(elements: outcome.elements, error: error) }
        return .completed(elements: outcome.elements)
    }
}

/// How a blocked-on sequence ended.
///
/// Same as RxBlocking's `MaterializedSequenceResult`.
public enum MaterializedSequenceResult<T> {
    /// The sequence completed after `elements`.
    case completed(elements: [T])
    /// The sequence failed with `error` after `elements` (a timeout is `RxError.timeout`).
    case failed(elements: [T], error: Error)
}
