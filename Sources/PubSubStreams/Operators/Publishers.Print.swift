import Scheduling

extension Publisher {
    /// Logs every event (subscription, request, value, completion, cancel) as a line of text.
    ///
    /// Mirrors Combine's `print(_:to:)`: each line starts with `"<prefix>: "` (nothing for an empty
    /// prefix) and goes to `stream`, or to standard output when it is nil; the lines read
    /// `receive subscription: (…)`, `request max: (1)`, `request unlimited (synchronous)`,
    /// `receive value: (…)`, `receive finished`, `receive error: (…)`, `receive cancel`.
    ///
    /// ```swift
    /// let c = Just(1).print("just").sink { _ in }
    /// // Prints: just: receive subscription: (Just)
    /// //         just: request unlimited
    /// //         just: receive value: (1)
    /// //         just: request max: (0) (synchronous)
    /// //         just: receive finished
    /// ```
    public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil) -> Publishers.Print<Self> {
        Publishers.Print(upstream: self, prefix: prefix, to: stream)
    }
}

extension Publishers {
    /// The publisher `print(_:to:)` returns.
    public struct Print<Upstream: Publisher>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The text each line starts with.
        public let prefix: String
        /// The publisher logged.
        public let upstream: Upstream
        /// Where the lines go (standard output when nil).
        public let stream: (any TextOutputStream)?

        /// Creates the publisher.
        public init(upstream: Upstream, prefix: String, to stream: (any TextOutputStream)? = nil) {
            self.upstream = upstream
            self.prefix = prefix
            self.stream = stream
        }

        /// Subscribes through the logging subscription (`"Print"`).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(downstream: subscriber, prefix: prefix, stream: stream))
        }
    }
}

extension Publishers.Print {
    /// The subscription: logs each event, then handles it as Combine's does (values and completions
    /// pass as they come; requests and a cancel reach upstream only while subscribed).
    private final class Inner<Downstream: Subscriber>: LockedLink<LinkPhase>, Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Output

        /// Writes to the stream it was given (a copy of it, as Combine's writes).
        private struct Target: TextOutputStream {
            var stream: any TextOutputStream
            mutating func write(_ string: String) { stream.write(string) }
        }

        private let downstream: Downstream
        private let prefix: String
        private let stream: (any TextOutputStream)?

        init(downstream: Downstream, prefix: String, stream: (any TextOutputStream)?) {
            self.downstream = downstream
            self.prefix = prefix.isEmpty ? "" : "\(prefix): "
            self.stream = stream
            super.init("Print", state: .awaiting)
        }

        private func log(_ text: String) {
            if let stream {
                var target = Target(stream: stream)
                Swift.print(prefix + text, to: &target)
            } else {
                Swift.print(prefix + text)
            }
        }

        private func demandText(_ demand: Subscribers.Demand) -> String {
            demand.max.map { "request max: (\($0))" } ?? "request unlimited"
        }

        func receive(subscription: Subscription) {
            log("receive subscription: (\(subscription))")
            if attach(subscription) { downstream.receive(subscription: self) }
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            log("receive value: (\(input))")
            let demand = downstream.receive(input)
            log(demandText(demand) + " (synchronous)")
            return demand
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            switch completion {
            case .finished: log("receive finished")
            case let .failure(error): log("receive error: (\(error))")
            }
            state.withLock { $0 = .terminal }
            downstream.receive(completion: completion)
        }

        override func request(_ demand: Subscribers.Demand) {
            log(demandText(demand))
            super.request(demand)
        }

        override func cancel() {
            log("receive cancel")
            super.cancel()
        }
    }
}
