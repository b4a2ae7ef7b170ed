import Marbles

extension TestSubscriber {
    /// The time the subscription arrived, in seconds (0 if it never did): frame 0 of this recorder's marbles.
    public var subscriptionTime: Double {
        records.first { if case .subscription = $0.event { return true } else { return false } }?.time ?? 0
    }

    /// The values and the completion received, as marble events relative to the subscription.
    func marbleEvents(frameNanoseconds: Int64) -> [MarbleEvent<Input, Failure>] {
        Self.marbleEvents(of: records, origin: subscriptionTime, frameNanoseconds: frameNanoseconds)
    }

    /// The values and the completion among `records`, as marble events relative to `origin` (in seconds).
    static func marbleEvents(of records: [Record], origin: Double, frameNanoseconds: Int64) -> [MarbleEvent<Input, Failure>] {
        records.compactMap { record -> MarbleEvent<Input, Failure>? in
            let notification: MarbleNotification<Input, Failure>
            switch record.event {
            case let .input(value): notification = .value(value)
            case .completion(.finished): notification = .completed
            case let .completion(.failure(error)): notification = .error(error)
            case .subscription, .request, .cancel: return nil
            }
            return MarbleEvent(
                time: MarbleFrames.nanoseconds(record.time) &- MarbleFrames.nanoseconds(origin),
                notification: notification, frameDuration: frameNanoseconds)
        }
    }

    /// This subscriber's own requests and cancellation as subscription marbles, frame 0 at its subscription.
    ///
    /// Not in Combine or EntwineTest (whose demand ledger is a list). `^(1)--(1)-!` after subscribing with
    /// `.max(1)`, requesting 1 more 3 frames later and cancelling at frame 5. Demand returned from
    /// `receive(_:)` (``demandPerValue``) counts as a request in the frame of that value.
    /// - Parameter frame: the length of one frame (1ms by default).
    /// - Returns: the marble line, or an empty string before the subscription arrived.
    public func demandMarbles(frame: DispatchQueueSchedulerTimeType.Stride = .milliseconds(1)) -> String {
        var record: SubscriptionRecord?
        for entry in records {
            switch entry.event {
            case .subscription: record = SubscriptionRecord(subscribed: entry.time)
            case let .request(demand): record?.requests.append(.init(time: entry.time, demand: demand))
            case .cancel: record?.cancelled = entry.time
            case .input, .completion: break
            }
        }
        guard let record else { return "" }
        return record.marbles(frame: frame, origin: record.subscribed)
    }
}

extension TestSubscriber where Input: Equatable {
    /// Draws the values and completion received as a marble line, frame 0 at the subscription.
    ///
    /// Not in Combine or combine-schedulers. The inverse of
    /// ``TestScheduler/createColdPublisher(marbles:values:error:frame:)``: subscribing to a cold publisher
    /// with unlimited demand and running the scheduler draws the same line back. Values are drawn with
    /// their key in `values` (others with their description), `#` for a failure, `|` for finished; values
    /// in one frame as a group `(ab)`. A time between frames is drawn in the frame it falls in.
    ///
    /// ```swift
    /// let publisher = try scheduler.createColdPublisher(marbles: "--(ab)-|", values: ["a": 1, "b": 2])
    /// publisher.subscribe(subscriber)
    /// scheduler.run()
    /// print(subscriber.marbles(values: ["a": 1, "b": 2]))
    /// // Prints: --(ab)-|
    /// ```
    /// - Parameters:
    ///   - values: the keys of the values.
    ///   - frame: the length of one frame (1ms by default).
    /// - Returns: the marble line.
    public func marbles(values: [String: Input], frame: DispatchQueueSchedulerTimeType.Stride = .milliseconds(1)) -> String {
        MarbleRenderer.render(marbleEvents(frameNanoseconds: PubSubStreams.nanoseconds(of: frame)), values: values)
    }
}

extension TestSubscriber where Input == String {
    /// Draws `String` values as themselves: `-x-|`.
    /// - Parameter frame: the length of one frame (1ms by default).
    /// - Returns: the marble line.
    public func marbles(frame: DispatchQueueSchedulerTimeType.Stride = .milliseconds(1)) -> String {
        MarbleRenderer.render(marbleEvents(frameNanoseconds: PubSubStreams.nanoseconds(of: frame)), key: { $0 })
    }
}
