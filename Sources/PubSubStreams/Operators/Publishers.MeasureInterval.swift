extension Publisher {
    /// Publishes the time elapsed since the previous value (or since subscription), on `scheduler`'s clock.
    ///
    /// Mirrors Combine's `measureInterval(using:options:)`.
    ///
    /// ```swift
    /// let scheduler = DispatchQueue.test
    /// let subject = PassthroughSubject<Int, Never>()
    /// let c = subject.measureInterval(using: scheduler).sink { print($0.magnitude) }
    /// scheduler.advance(by: .milliseconds(500))
    /// subject.send(1)
    /// // Prints: 500000000
    /// ```
    public func measureInterval<S: Scheduler>(
        using scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.MeasureInterval<Self, S> {
        Publishers.MeasureInterval(upstream: self, scheduler: scheduler)
    }
}

extension Publishers {
    /// The publisher `measureInterval(using:options:)` returns.
    public struct MeasureInterval<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The interval since the previous value.
        public typealias Output = Context.SchedulerTimeType.Stride
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher measured.
        public let upstream: Upstream
        /// The clock used.
        public let scheduler: Context

        /// Creates the publisher.
        public init(upstream: Upstream, scheduler: Context) {
            self.upstream = upstream
            self.scheduler = scheduler
        }

        /// Subscribes through the measuring subscription (the first interval counts from subscription).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = scheduler
            var last = scheduler.now  // touched only from onValue, which upstream calls serially
            upstream.subscribe(OperatorInner<Upstream.Output, Failure, S>(
                downstream: subscriber, description: "MeasureInterval",
                onValue: { _ in
                    let now = scheduler.now
                    defer { last = now }
                    return .send(last.distance(to: now))
                },
                onCompletion: { $0 }
            ))
        }
    }
}
