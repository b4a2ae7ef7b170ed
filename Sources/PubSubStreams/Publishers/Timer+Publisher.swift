import Foundation
import Scheduling

extension Timer {
    /// A connectable publisher of the current date every `interval` seconds, on `runLoop` in `mode`.
    ///
    /// Mirrors Combine's `Timer.publish(every:tolerance:on:in:options:)`, including its quirk that the
    /// publisher's `tolerance` is `nil` whatever is passed (OpenCombine records Combine doing this).
    /// Nothing ticks until `connect()` (or `autoconnect()`).
    ///
    /// ```swift
    /// let c = Timer.publish(every: 0.01, on: .main, in: .default).autoconnect().first().sink { _ in print("tick") }
    /// RunLoop.main.run(until: Date() + 0.05)
    /// // Prints: tick
    /// ```
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, runLoop: runLoop, mode: mode, options: options)
    }

    /// Combine's name for the timer publisher: ``FoundationTimerPublisher``.
    public typealias TimerPublisher = FoundationTimerPublisher
}

/// The publisher `Timer.publish(every:on:in:)` returns: `Timer.TimerPublisher` in Combine's spelling.
///
/// Mirrors Combine's `Timer.TimerPublisher`: each `connect()` adds its own repeating `Timer` to the run
/// loop; every tick sends the date to each subscriber that has demand (a subscriber without demand
/// misses that tick). Cancelling a connection stops its timer and detaches every subscriber, so a
/// second connection no longer reaches them either. Subscribers never get a completion.
public final class FoundationTimerPublisher: ConnectablePublisher, @unchecked Sendable {
    // @unchecked: the only mutable state is the subscriber table, under its lock; the rest is constant.

    /// The date of each tick.
    public typealias Output = Date
    /// A timer never fails.
    public typealias Failure = Never

    /// Seconds between ticks.
    public let interval: TimeInterval
    /// The timer's tolerance (nil: none).
    public let tolerance: TimeInterval?
    /// The run loop the timers are added to.
    public let runLoop: RunLoop
    /// The run-loop mode the timers run in.
    public let mode: RunLoop.Mode
    /// Run-loop scheduler options (there are none).
    public let options: RunLoop.SchedulerOptions?

    private let subscribers = Locked<[CombineIdentifier: (Date) -> Void]>([:])

    /// A publisher ticking every `interval` seconds once connected.
    public init(
        interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) {
        self.interval = interval
        self.tolerance = tolerance
        self.runLoop = runLoop
        self.mode = mode
        self.options = options
    }

    /// Attaches a subscriber; it gets the ticks of every connection while it has demand.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
        let side = Side(parent: self, downstream: subscriber)
        subscribers.withLock { $0[side.combineIdentifier] = side.send }
        subscriber.receive(subscription: side)
    }

    /// Starts a repeating timer; cancelling the result stops it and detaches every subscriber.
    public func connect() -> Cancellable {
        let timer = Timer(timeInterval: interval, repeats: true) { [weak self] _ in self?.tick() }
        timer.tolerance = tolerance ?? 0
        runLoop.add(timer, forMode: mode)
        let connection = UncheckedSendableBox(timer)
        return AnyCancellable { [weak self] in
            self?.subscribers.withLock { $0 = [:] }
            connection.value.invalidate()
        }
    }

    private func tick() {
        let now = Date()
        for send in subscribers.withLock({ Array($0.values) }) { send(now) }
    }

    fileprivate func detach(_ id: CombineIdentifier) {
        _ = subscribers.withLock { $0.removeValue(forKey: id) }
    }

    /// One subscriber's subscription: its demand, and whether it was cancelled.
    private final class Side<Downstream: Subscriber>: Subscription where Downstream.Input == Date, Downstream.Failure == Never {
        private let state: Locked<(downstream: Downstream?, demand: Subscribers.Demand)>
        private weak var parent: FoundationTimerPublisher?

        init(parent: FoundationTimerPublisher, downstream: Downstream) {
            self.parent = parent
            state = Locked((downstream, .none))
            Resources.increment()
        }

        deinit { Resources.decrement() }

        func send(_ date: Date) {
            let downstream = state.withLock { state -> Downstream? in
                guard let downstream = state.downstream, state.demand > 0 else { return nil }
                state.demand -= 1
                return downstream
            }
            guard let downstream else { return }
            let more = downstream.receive(date)
            if more > 0 { state.withLock { $0.demand += more } }
        }

        func request(_ demand: Subscribers.Demand) {
            state.withLock { state in
                guard state.downstream != nil else { return }
                state.demand += demand
            }
        }

        func cancel() {
            let downstream = state.withLock { state -> Downstream? in
                defer { state.downstream = nil }
                return state.downstream
            }
            guard downstream != nil else { return }
            parent?.detach(combineIdentifier)
        }
    }
}
