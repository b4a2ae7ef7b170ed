// Combine's operators that take no argument and store only their upstream: `first()`, `last()`, `count()`,
// `collect()` and `ignoreOutput()` (and `switchToLatest()`, whose rule is beside its subscription). Each publisher type is a generic alias of ``Publishers/UpstreamOnly``
// naming the rule below that makes it that operator. `last()` is declared beside `reduce(_:_:)`, `collect()` beside
// `collect(_:)`.

extension Publisher {
    /// Publishes the first value, then cancels upstream and finishes.
    ///
    /// Mirrors Combine's `first()`: upstream is asked for `.unlimited` at once; the value and the
    /// completion wait for the downstream's first request; an upstream that finishes empty makes it
    /// finish empty.
    ///
    /// ```swift
    /// let c = [4, 5].publisher.first().sink { print($0) }
    /// // Prints: 4
    /// ```
    public func first() -> Publishers.First<Self> {
        Publishers.First(upstream: self)
    }

    /// Publishes how many values upstream sent, when it finishes.
    ///
    /// Mirrors Combine's `count()`.
    ///
    /// ```swift
    /// let c = ["a", "b"].publisher.count().sink { print($0) }
    /// // Prints: 2
    /// ```
    public func count() -> Publishers.Count<Self> {
        Publishers.Count(upstream: self)
    }

    /// Ignores every value and passes on only the completion.
    ///
    /// Mirrors Combine's `ignoreOutput()`: the downstream gets upstream's own subscription, and
    /// upstream is asked for `.unlimited` at once.
    ///
    /// ```swift
    /// let c = [1, 2].publisher.ignoreOutput().sink(receiveCompletion: { print($0) }, receiveValue: { _ in })
    /// // Prints: finished
    /// ```
    public func ignoreOutput() -> Publishers.IgnoreOutput<Self> {
        Publishers.IgnoreOutput(upstream: self)
    }
}

extension Publishers {
    /// The publisher of the operators that store only their upstream (`first()`, `last()`, `count()`,
    /// `collect()`, `ignoreOutput()`, `switchToLatest()`): Combine declares one struct of this shape per operator; here
    /// `Publishers.First<Upstream>`… are generic aliases of this one, each naming its ``UpstreamOnlyRule``.
    /// They have Combine's `upstream`, `init(upstream:)`, `Output` and `Failure`; `type(of:)` prints this name.
    public struct UpstreamOnly<Upstream: Publisher, Rule: UpstreamOnlyRule>: Publisher where Rule.Upstream == Upstream {
        /// What the rule publishes.
        public typealias Output = Rule.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher the operator applies to.
        public let upstream: Upstream

        /// Creates the publisher.
        @inlinable
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Subscribes through the rule's subscription.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Rule.subscribe(subscriber, to: upstream)
        }
    }

    /// The publisher `first()` returns: Combine's `First`, here ``UpstreamOnly``.
    public typealias First<Upstream: Publisher> = UpstreamOnly<Upstream, FirstRule<Upstream>>
    /// The publisher `last()` returns: Combine's `Last`, here ``UpstreamOnly``.
    public typealias Last<Upstream: Publisher> = UpstreamOnly<Upstream, LastRule<Upstream>>
    /// The publisher `count()` returns: Combine's `Count`, here ``UpstreamOnly``.
    public typealias Count<Upstream: Publisher> = UpstreamOnly<Upstream, CountRule<Upstream>>
    /// The publisher `collect()` returns: Combine's `Collect`, here ``UpstreamOnly``.
    public typealias Collect<Upstream: Publisher> = UpstreamOnly<Upstream, CollectRule<Upstream>>
    /// The publisher `ignoreOutput()` returns: Combine's `IgnoreOutput`, here ``UpstreamOnly``.
    public typealias IgnoreOutput<Upstream: Publisher> = UpstreamOnly<Upstream, IgnoreOutputRule<Upstream>>

    /// What makes `first()` that operator: the first value is kept, upstream cancelled, and the value published
    /// once the downstream has asked.
    public enum FirstRule<Upstream: Publisher>: KeepingRule {
        /// `"First"`, as Combine's.
        public static var name: String { "First" }
        /// The first value ends it.
        public static var keepsLast: Bool { false }
    }

    /// What makes `last()` that operator: each value replaces the kept one, published when upstream finishes.
    public enum LastRule<Upstream: Publisher>: KeepingRule {
        /// `"Last"`, as Combine's.
        public static var name: String { "Last" }
        /// Each value replaces the kept one.
        public static var keepsLast: Bool { true }
    }

    /// What makes `count()` that operator: the number of values, published when upstream finishes.
    public enum CountRule<Upstream: Publisher>: FoldingRule {
        /// The number of values.
        public typealias Output = Int
        /// `"Count"`, as Combine's.
        public static var name: String { "Count" }
        /// No values yet.
        public static var initial: Int { 0 }
        /// One more.
        public static func fold(_ count: inout Int, _ value: Upstream.Output) { count += 1 }
    }

    /// What makes `collect()` that operator: all values in one array, published when upstream finishes (`[]` for
    /// none; a failure drops what was collected).
    public enum CollectRule<Upstream: Publisher>: FoldingRule {
        /// All of upstream's values.
        public typealias Output = [Upstream.Output]
        /// `"Collect"`, as Combine's.
        public static var name: String { "Collect" }
        /// No values yet.
        public static var initial: [Upstream.Output] { [] }
        /// One more at the end.
        public static func fold(_ values: inout [Upstream.Output], _ value: Upstream.Output) { values.append(value) }
    }

    /// What makes `ignoreOutput()` that operator: the downstream gets upstream's own subscription, upstream is
    /// asked for `.unlimited` at once, and only the completion passes.
    public enum IgnoreOutputRule<Upstream: Publisher>: UpstreamOnlyRule {
        /// Never a value.
        public typealias Output = Never

        /// Subscribes through the ignoring subscriber.
        public static func subscribe<S: Subscriber>(_ subscriber: S, to upstream: Upstream)
        where S.Input == Output, S.Failure == Upstream.Failure {
            upstream.subscribe(IgnoreOutputInner<Upstream.Output, Upstream.Failure, S>(downstream: subscriber))
        }
    }
}

/// What makes one ``Publishers/UpstreamOnly`` operator that operator: the subscription it puts between upstream
/// and downstream.
///
/// Public only because the `Publishers` aliases name it: not an extension point (Combine has no such protocol).
public protocol UpstreamOnlyRule {
    /// The publisher the operator applies to.
    associatedtype Upstream: Publisher
    /// What the operator publishes.
    associatedtype Output
    /// Subscribes `subscriber` to `upstream` through this operator's subscription.
    static func subscribe<S: Subscriber>(_ subscriber: S, to upstream: Upstream) where S.Input == Output, S.Failure == Upstream.Failure
}

/// A rule that keeps one value and publishes it at the end (`first()`, `last()`).
public protocol KeepingRule: UpstreamOnlyRule where Output == Upstream.Output {
    /// Combine's `description` of the subscription.
    static var name: String { get }
    /// Whether each value replaces the kept one (`last()`) or the first ends it (`first()`).
    static var keepsLast: Bool { get }
}

extension KeepingRule {
    /// Subscribes through the keeping subscription (`AccumulatingInner`).
    public static func subscribe<S: Subscriber>(_ subscriber: S, to upstream: Upstream)
    where S.Input == Output, S.Failure == Upstream.Failure {
        upstream.subscribe(
            AccumulatingInner<Output, Upstream.Failure, S>(
                keeping: subscriber, description: name, keepsLast: keepsLast, replaces: { _, _ in true }, mapFailure: { $0 }))
    }
}

/// A rule that folds every value into one result, published when upstream finishes (`count()`, `collect()`).
public protocol FoldingRule: UpstreamOnlyRule {
    /// Combine's `description` of the subscription.
    static var name: String { get }
    /// The result before any value (one per subscription).
    static var initial: Output { get }
    /// Folds `value` into `result`.
    static func fold(_ result: inout Output, _ value: Upstream.Output)
}

extension FoldingRule {
    /// Subscribes through the folding subscription (`AccumulatingInner`).
    public static func subscribe<S: Subscriber>(_ subscriber: S, to upstream: Upstream)
    where S.Input == Output, S.Failure == Upstream.Failure {
        var result = initial  // touched only from accumulate/result, which upstream calls serially
        upstream.subscribe(subscriber, accumulatingAs: name) { value in
            fold(&result, value)
            return .continue
        } result: {
            result
        }
    }
}

/// The subscriber of `ignoreOutput()`: hands upstream's subscription down, asks for everything, swallows values.
private struct IgnoreOutputInner<Input, Failure: Error, Downstream: Subscriber>: Subscriber, CustomStringConvertible
where Downstream.Input == Never, Downstream.Failure == Failure {
    let downstream: Downstream
    let combineIdentifier = CombineIdentifier()

    var description: String { "IgnoreOutput" }

    func receive(subscription: Subscription) {
        downstream.receive(subscription: subscription)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand { .none }

    func receive(completion: Subscribers.Completion<Failure>) {
        downstream.receive(completion: completion)
    }
}
