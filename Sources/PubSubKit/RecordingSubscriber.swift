import Foundation
// Copy kit (Combine + combine-schedulers): a subscriber that records each value and the
// completion with the test scheduler's time. Uses only Combine's and CombineSchedulers' public API.
import PubSubStreams
import PubSubStreamsTest

/// Records what a publisher sends, with the virtual time in seconds since it was made.
///
/// Requests unlimited demand on subscription. Cancel it (or let it go) when the test ends.
/// ```swift
/// let subscriber = RecordingSubscriber<String, Never>(scheduler: scheduler)
/// viewModel.output.text.subscribe(subscriber)
/// XCTAssertEqual(subscriber.records, [.init(time: 10, .input("Library name: Combine"))])
/// ```
public final class RecordingSubscriber<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
    // @unchecked: `subscription` and `recorded` are only touched while `lock` is held.

    /// What arrived.
    public enum Event {
        /// A value.
        case input(Input)
        /// The completion: finished or failed.
        case completion(Subscribers.Completion<Failure>)
    }

    /// One event and its time in seconds since the subscriber was made.
    public struct Record {
        /// Seconds of virtual time.
        public var time: Double
        /// The event.
        public var event: Event

        /// Makes a record.
        public init(time: Double, _ event: Event) {
            self.time = time
            self.event = event
        }
    }

    private let scheduler: TestSchedulerOf<DispatchQueue>
    private let origin: DispatchQueue.SchedulerTimeType
    private let lock = KitLock()
    private var subscription: Subscription?
    private var recorded: [Record] = []

    /// A subscriber whose time 0 is the scheduler's `now`.
    public init(scheduler: TestSchedulerOf<DispatchQueue>) {
        self.scheduler = scheduler
        self.origin = scheduler.now
    }

    /// Everything recorded so far, in order.
    public var records: [Record] {
        return lock.locked { recorded }
    }

    /// The values recorded so far.
    public var values: [Input] {
        records.compactMap { if case .input(let value) = $0.event { value } else { nil } }
    }

    /// Keeps the subscription and asks for every value.
    public func receive(subscription: Subscription) {
        let first = lock.locked {
            let first = self.subscription == nil
            if first { self.subscription = subscription }
            return first
        }
        if first { subscription.request(.unlimited) } else { subscription.cancel() }
    }

    /// Records `input`.
    public func receive(_ input: Input) -> Subscribers.Demand {
        record(.input(input))
        return .none
    }

    /// Records `completion`.
    public func receive(completion: Subscribers.Completion<Failure>) {
        record(.completion(completion))
        lock.locked { subscription = nil }
    }

    /// Cancels the subscription.
    public func cancel() {
        let subscription = lock.locked {
            let subscription = self.subscription
            self.subscription = nil
            return subscription
        }
        subscription?.cancel()
    }

    private func record(_ event: Event) {
        let time = Double(origin.distance(to: scheduler.now).magnitude) / 1e9
        lock.locked { recorded.append(Record(time: time, event)) }
    }
}

extension RecordingSubscriber.Event: Equatable where Input: Equatable, Failure: Equatable {}

extension RecordingSubscriber.Record: Equatable where Input: Equatable, Failure: Equatable {
    /// Same event at the same nanosecond.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        (lhs.time * 1e9).rounded() == (rhs.time * 1e9).rounded() && lhs.event == rhs.event
    }
}

extension RecordingSubscriber.Record: CustomStringConvertible {
    /// `input(0.5, x)`, `completion(4.0, finished)`.
    public var description: String {
        switch event {
        case .input(let value): "input(\(time), \(value))"
        case .completion(let completion): "completion(\(time), \(completion))"
        }
    }
}
