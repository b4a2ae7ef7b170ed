// Combine's operators that take one predicate and store nothing else, and their `try` forms. Each
// publisher type is a generic alias of the shared ``Publishers/PredicatePublisher`` (or
// ``Publishers/TryPredicatePublisher``) naming the rule below that makes it that operator.

extension Publisher {
    /// Drops values while `predicate` holds, then passes on everything.
    ///
    /// Mirrors Combine's `drop(while:)`: each dropped value asks upstream for one more.
    ///
    /// ```swift
    /// let c = [1, 2, 5, 1].publisher.drop { $0 < 3 }.sink { print($0) }
    /// // Prints: 5
    /// //         1
    /// ```
    public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
        Publishers.DropWhile(upstream: self, predicate: predicate)
    }

    /// Like `drop(while:)` with a throwing predicate; a throw cancels upstream and fails.
    ///
    /// Mirrors Combine's `tryDrop(while:)`.
    public func tryDrop(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryDropWhile<Self> {
        Publishers.TryDropWhile(upstream: self, predicate: predicate)
    }

    /// Passes values on while `predicate` holds; the first that fails it cancels upstream and finishes.
    ///
    /// Mirrors Combine's `prefix(while:)`.
    ///
    /// ```swift
    /// let c = [1, 2, 5, 1].publisher.prefix { $0 < 3 }.sink { print($0) }
    /// // Prints: 1
    /// //         2
    /// ```
    public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
        Publishers.PrefixWhile(upstream: self, predicate: predicate)
    }

    /// Like `prefix(while:)` with a throwing predicate; a throw cancels upstream and fails.
    ///
    /// Mirrors Combine's `tryPrefix(while:)`.
    public func tryPrefix(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryPrefixWhile<Self> {
        Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
    }

    /// Publishes the first value that satisfies `predicate`, then cancels upstream and finishes.
    ///
    /// Mirrors Combine's `first(where:)`.
    ///
    /// ```swift
    /// let c = [1, 2, 3, 4].publisher.first { $0 > 2 }.sink { print($0) }
    /// // Prints: 3
    /// ```
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }

    /// Publishes the first value that satisfies a throwing `predicate`; a throw cancels upstream and fails.
    ///
    /// Mirrors Combine's `tryFirst(where:)` (the failure type becomes `any Error`).
    public func tryFirst(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryFirstWhere<Self> {
        Publishers.TryFirstWhere(upstream: self, predicate: predicate)
    }

    /// Publishes the last value that satisfies `predicate`, when upstream finishes.
    ///
    /// Mirrors Combine's `last(where:)`.
    ///
    /// ```swift
    /// let c = [1, 2, 3, 4].publisher.last { $0 < 3 }.sink { print($0) }
    /// // Prints: 2
    /// ```
    public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
        Publishers.LastWhere(upstream: self, predicate: predicate)
    }

    /// Publishes the last value that satisfies a throwing `predicate`; a throw cancels upstream and fails.
    ///
    /// Mirrors Combine's `tryLast(where:)` (the failure type becomes `any Error`).
    public func tryLast(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryLastWhere<Self> {
        Publishers.TryLastWhere(upstream: self, predicate: predicate)
    }

    /// Publishes `false` (and cancels upstream) at the first value failing `predicate`, or `true` when upstream finishes.
    ///
    /// Mirrors Combine's `allSatisfy(_:)`.
    ///
    /// ```swift
    /// let c = [2, 4, 6].publisher.allSatisfy { $0 % 2 == 0 }.sink { print($0) }
    /// // Prints: true
    /// ```
    public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
        Publishers.AllSatisfy(upstream: self, predicate: predicate)
    }

    /// Like `allSatisfy(_:)` with a throwing predicate; a throw cancels upstream and fails.
    ///
    /// Mirrors Combine's `tryAllSatisfy(_:)`.
    public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool) -> Publishers.TryAllSatisfy<Self> {
        Publishers.TryAllSatisfy(upstream: self, predicate: predicate)
    }

    /// Publishes `true` as soon as a value satisfies `predicate`, or `false` when upstream finishes.
    ///
    /// Mirrors Combine's `contains(where:)`.
    public func contains(where predicate: @escaping (Output) -> Bool) -> Publishers.ContainsWhere<Self> {
        Publishers.ContainsWhere(upstream: self, predicate: predicate)
    }

    /// Like `contains(where:)` with a throwing predicate; a throw cancels upstream and fails.
    ///
    /// Mirrors Combine's `tryContains(where:)`.
    public func tryContains(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryContainsWhere<Self> {
        Publishers.TryContainsWhere(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// The publisher `drop(while:)` returns: Combine's `DropWhile`, here the shared predicate publisher.
    public typealias DropWhile<Upstream: Publisher> = PredicatePublisher<Upstream, DropWhileRule<Upstream.Output>>
    /// The publisher `tryDrop(while:)` returns.
    public typealias TryDropWhile<Upstream: Publisher> = TryPredicatePublisher<Upstream, DropWhileRule<Upstream.Output>>
    /// The publisher `prefix(while:)` returns: Combine's `PrefixWhile`, here the shared predicate publisher.
    public typealias PrefixWhile<Upstream: Publisher> = PredicatePublisher<Upstream, PrefixWhileRule<Upstream.Output>>
    /// The publisher `tryPrefix(while:)` returns.
    public typealias TryPrefixWhile<Upstream: Publisher> = TryPredicatePublisher<Upstream, PrefixWhileRule<Upstream.Output>>
    /// The publisher `first(where:)` returns: Combine's `FirstWhere`, here the shared predicate publisher.
    public typealias FirstWhere<Upstream: Publisher> = PredicatePublisher<Upstream, FirstWhereRule<Upstream.Output>>
    /// The publisher `tryFirst(where:)` returns.
    public typealias TryFirstWhere<Upstream: Publisher> = TryPredicatePublisher<Upstream, FirstWhereRule<Upstream.Output>>
    /// The publisher `last(where:)` returns: Combine's `LastWhere`, here the shared predicate publisher.
    public typealias LastWhere<Upstream: Publisher> = PredicatePublisher<Upstream, LastWhereRule<Upstream.Output>>
    /// The publisher `tryLast(where:)` returns.
    public typealias TryLastWhere<Upstream: Publisher> = TryPredicatePublisher<Upstream, LastWhereRule<Upstream.Output>>
    /// The publisher `allSatisfy(_:)` returns: Combine's `AllSatisfy`, here the shared predicate publisher.
    public typealias AllSatisfy<Upstream: Publisher> = PredicatePublisher<Upstream, AllSatisfyRule<Upstream.Output>>
    /// The publisher `tryAllSatisfy(_:)` returns.
    public typealias TryAllSatisfy<Upstream: Publisher> = TryPredicatePublisher<Upstream, AllSatisfyRule<Upstream.Output>>
    /// The publisher `contains(where:)` returns: Combine's `ContainsWhere`, here the shared predicate publisher.
    public typealias ContainsWhere<Upstream: Publisher> = PredicatePublisher<Upstream, ContainsWhereRule<Upstream.Output>>
    /// The publisher `tryContains(where:)` returns.
    public typealias TryContainsWhere<Upstream: Publisher> = TryPredicatePublisher<Upstream, ContainsWhereRule<Upstream.Output>>

    /// What makes `drop(while:)` that operator: values are dropped (each asking upstream for one more) until
    /// the first that fails the predicate; from there on everything passes and the predicate is not called.
    public enum DropWhileRule<Input>: PredicateRule {
        /// Same output as upstream.
        public typealias Output = Input
        /// `"DropWhile"`, as Combine's.
        public static var name: String { "DropWhile" }

        /// Subscribes through the dropping subscription.
        public static func subscribe<Upstream: Publisher, Downstream: Subscriber>(_ call: PredicateCall<Upstream, Downstream>)
        where Upstream.Output == Input, Downstream.Input == Output {
            let predicate = call.predicate
            var dropping = true  // touched only from the step, which upstream calls serially
            call.step([.ignoresEarlyCancel, .checksZeroDemand]) { value throws(Downstream.Failure) in
                if dropping { dropping = try predicate(value) }
                return dropping ? .drop : .send(value)
            }
        }
    }

    /// What makes `prefix(while:)` that operator: values pass while the predicate holds; the first that fails
    /// it cancels upstream and finishes.
    public enum PrefixWhileRule<Input>: PredicateRule {
        /// Same output as upstream.
        public typealias Output = Input
        /// `"PrefixWhile"`, as Combine's.
        public static var name: String { "PrefixWhile" }

        /// Subscribes through the cutting subscription.
        public static func subscribe<Upstream: Publisher, Downstream: Subscriber>(_ call: PredicateCall<Upstream, Downstream>)
        where Upstream.Output == Input, Downstream.Input == Output {
            let predicate = call.predicate
            call.step([.trapsEarlyEvents]) { value throws(Downstream.Failure) in try predicate(value) ? .send(value) : .finish }
        }
    }

    /// What makes `first(where:)` that operator: the first value satisfying the predicate is kept, upstream is
    /// cancelled, and the value is published once the downstream has asked.
    public enum FirstWhereRule<Input>: PredicateRule {
        /// Same output as upstream.
        public typealias Output = Input
        /// `"TryFirst"`: Combine names the plain form's subscription so too.
        public static var name: String { "TryFirst" }
        /// `"TryFirstWhere"`, as Combine's.
        public static var tryName: String { "TryFirstWhere" }

        /// Subscribes through the keeping subscription.
        public static func subscribe<Upstream: Publisher, Downstream: Subscriber>(_ call: PredicateCall<Upstream, Downstream>)
        where Upstream.Output == Input, Downstream.Input == Output {
            call.keep(last: false)
        }
    }

    /// What makes `last(where:)` that operator: each value satisfying the predicate replaces the kept one,
    /// which is published when upstream finishes.
    public enum LastWhereRule<Input>: PredicateRule {
        /// Same output as upstream.
        public typealias Output = Input
        /// `"LastWhere"`, as Combine's.
        public static var name: String { "LastWhere" }

        /// Subscribes through the keeping subscription.
        public static func subscribe<Upstream: Publisher, Downstream: Subscriber>(_ call: PredicateCall<Upstream, Downstream>)
        where Upstream.Output == Input, Downstream.Input == Output {
            call.keep(last: true)
        }
    }

    /// What makes `allSatisfy(_:)` that operator: the search stops at the first value failing the predicate.
    public enum AllSatisfyRule<Input>: PredicateRule {
        /// Whether every value satisfied the predicate.
        public typealias Output = Bool
        /// `"AllSatisfy"`, as Combine's.
        public static var name: String { "AllSatisfy" }

        /// Subscribes through the searching subscription: a `false` from the predicate ends it with `false`.
        public static func subscribe<Upstream: Publisher, Downstream: Subscriber>(_ call: PredicateCall<Upstream, Downstream>)
        where Upstream.Output == Input, Downstream.Input == Output {
            call.search(answer: false)
        }
    }

    /// What makes `contains(where:)` that operator: the search stops at the first value satisfying the predicate.
    public enum ContainsWhereRule<Input>: PredicateRule {
        /// Whether a value satisfied the predicate.
        public typealias Output = Bool
        /// `"ContainsWhere"`, as Combine's.
        public static var name: String { "ContainsWhere" }

        /// Subscribes through the searching subscription: a `true` from the predicate ends it with `true`.
        public static func subscribe<Upstream: Publisher, Downstream: Subscriber>(_ call: PredicateCall<Upstream, Downstream>)
        where Upstream.Output == Input, Downstream.Input == Output {
            call.search(answer: true)
        }
    }
}
