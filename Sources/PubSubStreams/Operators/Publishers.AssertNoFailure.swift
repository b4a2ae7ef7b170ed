import Scheduling

extension Publisher {
    /// Passes values and `finished` on; a failure is reported as a test issue and becomes `finished`.
    ///
    /// Combine's `assertNoFailure(_:file:line:)` stops the process with `fatalError` on a failure;
    /// ours reports "`<prefix>: <error>`" at `file`/`line` (a test library must fail the test, not crash)
    /// and finishes.
    ///
    /// ```swift
    /// let c = Just(1).assertNoFailure().sink { print($0) }
    /// // Prints: 1
    /// ```
    public func assertNoFailure(
        _ prefix: String = "", file: StaticString = #filePath, line: UInt = #line
    ) -> Publishers.AssertNoFailure<Self> {
        Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
    }
}

extension Publishers {
    /// The publisher `assertNoFailure` returns.
    public struct AssertNoFailure<Upstream: Publisher>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// It never fails.
        public typealias Failure = Never

        /// The publisher watched.
        public let upstream: Upstream
        /// Starts the report.
        public let prefix: String
        /// Where the report points.
        public let file: StaticString
        /// Where the report points.
        public let line: UInt

        /// Creates the publisher.
        public init(upstream: Upstream, prefix: String, file: StaticString, line: UInt) {
            self.upstream = upstream
            self.prefix = prefix
            self.file = file
            self.line = line
        }

        /// Subscribes through the watching subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (prefix, file, line) = (prefix, file, line)
            upstream.subscribe(
                PassThroughInner<Output, Upstream.Failure, S>(
                    downstream: subscriber, description: "AssertNoFailure",
                    onValue: { $0 },
                    onCompletion: { completion in
                        if case let .failure(error) = completion {
                            Violations.trap("\(prefix.isEmpty ? "" : prefix + ": ")\(error)", file: file, line: line)
                        }
                        return .finished
                    }
                ))
        }
    }
}
