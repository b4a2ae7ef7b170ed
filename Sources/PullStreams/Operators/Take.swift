import Scheduling

extension Signal {
    /// Forwards the first `count` values, then completes; `take(first: 0)` is interrupted at once.
    ///
    /// Same as ReactiveSwift's `take(first:)` (a negative count is reported through
    /// `IssueReporting` and treated as 0, where ReactiveSwift traps).
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(values: 1, 2, 3).take(first: 2).startWithValues { print($0) }
    /// // Prints: 1
    /// //         2
    /// ```
    public func take(first count: Int) -> Signal<Value, Error> {
        lift(Self.taking(first: count))
    }

    static func taking(first count: Int) -> Transformation<Value, Error> {
        if count < 0 { IssueReporting.report("take(first: \(count)): the count must not be negative; treated as 0.") }
        guard count > 0 else {
            return { observer, _ in
                observer.sendInterrupted()
                return { _ in }
            }
        }
        return { observer, _ in
            var taken = 0
            return { event in
                guard case .value = event else { return observer.send(event) }
                guard taken < count else { return }
                taken += 1
                observer.send(event)
                if taken == count { observer.sendCompleted() }
            }
        }
    }

    /// Forwards only the last `count` values, when the signal completes.
    public func take(last count: Int) -> Signal<Value, Error> {
        lift(Self.taking(last: count))
    }

    static func taking(last count: Int) -> Transformation<Value, Error> {
        { observer, _ in
            var buffer: [Value] = []
            return { event in
                switch event {
                case let .value(value):
                    guard count > 0 else { return }
                    buffer.append(value)
                    if buffer.count > count { buffer.removeFirst(buffer.count - count) }
                case .completed:
                    for value in buffer { observer.send(value: value) }
                    observer.sendCompleted()
                default:
                    observer.send(event)
                }
            }
        }
    }

    /// Forwards events until `lifetime` ends, then completes.
    ///
    /// Same as ReactiveSwift's `take(during:)`; completes at once if `lifetime` has already ended.
    public func take(during lifetime: Lifetime) -> Signal<Value, Error> {
        lift(Self.taking(during: lifetime))
    }

    static func taking(during lifetime: Lifetime) -> Transformation<Value, Error> {
        { observer, signalLifetime in
            signalLifetime += lifetime.observeEnded { observer.sendCompleted() }
            return { event in observer.send(event) }
        }
    }

    /// Drops the first `count` values.
    ///
    /// Same as ReactiveSwift's `skip(first:)`.
    public func skip(first count: Int) -> Signal<Value, Error> {
        lift(Self.skipping(first: count))
    }

    static func skipping(first count: Int) -> Transformation<Value, Error> {
        { observer, _ in
            var skipped = 0
            return { event in
                if case .value = event, skipped < count {
                    skipped += 1
                    return
                }
                observer.send(event)
            }
        }
    }
}

extension SignalProducer {
    /// Forwards the first `count` values, then completes; `take(first: 0)` is interrupted at once.
    public func take(first count: Int) -> SignalProducer<Value, Error> {
        flatMapEvent(Signal.taking(first: count))
    }

    /// Forwards only the last `count` values, when the producer completes.
    public func take(last count: Int) -> SignalProducer<Value, Error> {
        flatMapEvent(Signal.taking(last: count))
    }

    /// Forwards events until `lifetime` ends, then completes.
    public func take(during lifetime: Lifetime) -> SignalProducer<Value, Error> {
        flatMapEvent(Signal.taking(during: lifetime))
    }

    /// Drops the first `count` values.
    public func skip(first count: Int) -> SignalProducer<Value, Error> {
        flatMapEvent(Signal.skipping(first: count))
    }
}
