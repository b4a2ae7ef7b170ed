import Scheduling

extension Signal {
    /// Sends every value as one array when the signal completes (`[]` if there were none).
    ///
    /// Same as ReactiveSwift's `collect()`. Nothing is sent on failure or interruption.
    ///
    /// ```swift
    /// let (s, input) = Signal<Int, Never>.pipe()
    /// s.collect().observeValues { print($0) }
    /// input.send(value: 1); input.send(value: 2); input.sendCompleted()
    /// // Prints: [1, 2]
    /// ```
    public func collect() -> Signal<[Value], Error> {
        collect { _, _ in false }
    }

    /// Sends the values in arrays of `count` (the last one may be shorter). A `count` below 1 is
    /// reported and treated as 1 (ReactiveSwift traps).
    public func collect(count: Int) -> Signal<[Value], Error> {
        lift(Self.collecting(count: count))
    }

    /// Collects values until `shouldEmit` (given the values so far, the latest included) says to send them.
    public func collect(_ shouldEmit: @escaping (_ collectedValues: [Value]) -> Bool) -> Signal<[Value], Error> {
        lift(Self.collecting(appendingThenAsking: shouldEmit))
    }

    /// Collects values; when `shouldEmit(collected, latest)` is true, sends what was collected before
    /// `latest` and starts again from `latest`.
    public func collect(_ shouldEmit: @escaping (_ collected: [Value], _ latest: Value) -> Bool) -> Signal<[Value], Error> {
        lift(Self.collecting(askingBeforeAppending: shouldEmit))
    }

    static func collecting(count: Int) -> Transformation<[Value], Error> {
        if count < 1 { IssueReporting.report("collect(count: \(count)): the count must be at least 1; 1 is used.") }
        let size = Swift.max(1, count)
        return collecting(appendingThenAsking: { $0.count == size })
    }

    static func collecting(appendingThenAsking shouldEmit: @escaping ([Value]) -> Bool) -> Transformation<[Value], Error> {
        collecting { collected, latest in
            collected.append(latest)
            guard shouldEmit(collected) else { return nil }
            defer { collected.removeAll(keepingCapacity: true) }
            return collected
        }
    }

    static func collecting(askingBeforeAppending shouldEmit: @escaping ([Value], Value) -> Bool) -> Transformation<[Value], Error> {
        collecting { collected, latest in
            guard shouldEmit(collected, latest) else {
                collected.append(latest)
                return nil
            }
            defer { collected = [latest] }
            return collected
        }
    }

    /// The shared machinery: `step` folds each value in and returns an array to send, if any; on
    /// completion the rest is sent (or `[]` when no value ever came).
    static func collecting(_ step: @escaping (inout [Value], Value) -> [Value]?) -> Transformation<[Value], Error> {
        { observer, _ in
            var collected: [Value] = []
            var receivedAny = false
            return { event in
                switch event {
                case let .value(value):
                    receivedAny = true
                    if let batch = step(&collected, value) { observer.send(value: batch) }
                case .completed:
                    if !collected.isEmpty {
                        observer.send(value: collected)
                        collected.removeAll()
                    } else if !receivedAny {
                        observer.send(value: [])
                    }
                    observer.sendCompleted()
                case let .failed(error): observer.send(error: error)
                case .interrupted: observer.sendInterrupted()
                }
            }
        }
    }
}

extension SignalProducer {
    /// Sends every value as one array when the producer completes (`[]` if there were none).
    public func collect() -> SignalProducer<[Value], Error> {
        collect { _, _ in false }
    }

    /// Sends the values in arrays of `count` (the last one may be shorter).
    public func collect(count: Int) -> SignalProducer<[Value], Error> {
        flatMapEvent(Signal.collecting(count: count))
    }

    /// Collects values until `shouldEmit` (given the values so far) says to send them.
    public func collect(_ shouldEmit: @escaping (_ collectedValues: [Value]) -> Bool) -> SignalProducer<[Value], Error> {
        flatMapEvent(Signal.collecting(appendingThenAsking: shouldEmit))
    }

    /// Collects values; when `shouldEmit(collected, latest)` is true, sends what came before `latest`.
    public func collect(_ shouldEmit: @escaping (_ collected: [Value], _ latest: Value) -> Bool) -> SignalProducer<[Value], Error> {
        flatMapEvent(Signal.collecting(askingBeforeAppending: shouldEmit))
    }
}
