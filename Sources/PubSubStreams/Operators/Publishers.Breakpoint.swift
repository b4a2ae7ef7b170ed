#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

extension Publisher {
    /// Stops in the debugger (raises `SIGTRAP`) when a closure returns `true` for an event.
    ///
    /// Mirrors Combine's `breakpoint(receiveSubscription:receiveOutput:receiveCompletion:)`: the
    /// upstream subscription, values and completions pass through unchanged (as `map`'s do). Without a
    /// debugger attached, `SIGTRAP` ends the process, as in Combine: use it while debugging only.
    ///
    /// ```swift
    /// let c = [1, 2].publisher.breakpoint(receiveOutput: { $0 > 5 }).sink { print($0) }
    /// // Prints: 1
    /// //         2
    /// ```
    public func breakpoint(
        receiveSubscription: ((Subscription) -> Bool)? = nil,
        receiveOutput: ((Output) -> Bool)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
    ) -> Publishers.Breakpoint<Self> {
        Publishers.Breakpoint(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion)
    }

    /// Stops in the debugger on a failure (Combine's `breakpointOnError()`).
    public func breakpointOnError() -> Publishers.Breakpoint<Self> {
        breakpoint(receiveCompletion: { completion in
            if case .failure = completion { return true }
            return false
        })
    }
}

extension Publishers {
    /// The publisher `breakpoint(…)` returns.
    public struct Breakpoint<Upstream: Publisher>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher watched.
        public let upstream: Upstream
        /// Stops when it returns `true` for the subscription.
        public let receiveSubscription: ((Subscription) -> Bool)?
        /// Stops when it returns `true` for a value.
        public let receiveOutput: ((Upstream.Output) -> Bool)?
        /// Stops when it returns `true` for the completion.
        public let receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Bool)?

        /// Creates the publisher.
        public init(
            upstream: Upstream,
            receiveSubscription: ((Subscription) -> Bool)? = nil,
            receiveOutput: ((Upstream.Output) -> Bool)? = nil,
            receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
        }

        /// Subscribes through a pass-through subscriber (`"Breakpoint"`).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(breakpoint: self, downstream: subscriber))
        }
    }
}

extension Publishers.Breakpoint {
    private struct Inner<Downstream: Subscriber>: Subscriber, CustomStringConvertible
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Output

        let breakpoint: Publishers.Breakpoint<Upstream>
        let downstream: Downstream
        let combineIdentifier = CombineIdentifier()

        var description: String { "Breakpoint" }

        private func stop(if condition: Bool?) {
            if condition == true { raise(SIGTRAP) }
        }

        func receive(subscription: Subscription) {
            stop(if: breakpoint.receiveSubscription?(subscription))
            downstream.receive(subscription: subscription)
        }

        func receive(_ input: Output) -> Subscribers.Demand {
            stop(if: breakpoint.receiveOutput?(input))
            return downstream.receive(input)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            stop(if: breakpoint.receiveCompletion?(completion))
            downstream.receive(completion: completion)
        }
    }
}
