import Scheduling

extension Future where Failure == Never {
    /// The future's value, awaited: `let v = await future.value`.
    ///
    /// Mirrors Combine's `Future.value` for futures that cannot fail: subscribes, requests one value
    /// and suspends until the promise is fulfilled (at once if it already was).
    public var value: Output {
        get async { await FutureValueSubscriber.result(of: self).get() }
    }
}

extension Future {
    /// The future's value, awaited: `let v = try await future.value`; throws the future's failure.
    ///
    /// Mirrors Combine's `Future.value`: subscribes, requests one value and suspends until the promise
    /// is fulfilled (at once if it already was).
    ///
    /// ```swift
    /// let future = Future<Int, Error> { $0(.success(42)) }
    /// print(try await future.value)
    /// // Prints: 42
    /// ```
    public var value: Output {
        get async throws { try await FutureValueSubscriber.result(of: self).get() }
    }
}

/// Subscribes to a future and resumes a continuation with its one value or its failure.
final class FutureValueSubscriber<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    // @unchecked: the continuation is only touched under its lock, and resumed once, outside it.
    /// The suspended caller; the result crosses threads in a box (values need not be `Sendable`).
    typealias Waiter = UnsafeContinuation<UncheckedSendableBox<Result<Input, Failure>>, Never>

    private let waiter: Locked<Waiter?>

    private init(_ waiter: Waiter) {
        self.waiter = Locked(waiter)
        Resources.increment()
    }

    deinit { Resources.decrement() }

    /// The future's result, once there is one.
    static func result(of future: Future<Input, Failure>) async -> Result<Input, Failure> {
        await withUnsafeContinuation { (waiter: Waiter) in future.subscribe(FutureValueSubscriber(waiter)) }.value
    }

    private func resume(_ result: Result<Input, Failure>) {
        let taken = waiter.withLock { waiter in
            defer { waiter = nil }
            return waiter
        }
        taken?.resume(returning: UncheckedSendableBox(result))
    }

    func receive(subscription: Subscription) { subscription.request(.max(1)) }

    func receive(_ input: Input) -> Subscribers.Demand {
        resume(.success(input))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        if case let .failure(error) = completion { resume(.failure(error)) }
    }
}
