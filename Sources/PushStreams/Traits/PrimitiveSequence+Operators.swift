import Scheduling

// The operators RxSwift defines once for every trait (its PrimitiveSequence.swift): each runs the Observable
// operator of the same name on the underlying sequence and keeps the trait.

extension PrimitiveSequence {
    /// Shifts the result by `dueTime` (an error is sent at once).
    ///
    /// Same as RxSwift's `delay(_:scheduler:)` on a trait.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// Subscribes only after `dueTime`.
    ///
    /// Same as RxSwift's `delaySubscription(_:scheduler:)` on a trait.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Resubscribes after an error, up to `maxAttemptCount` subscriptions in all.
    ///
    /// Same as RxSwift's `retry(_:)` on a trait.
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    /// Resubscribes after an error, as often as it takes.
    ///
    /// Same as RxSwift's `retry()` on a trait.
    public func retry() -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry())
    }

    /// Resubscribes after an error of type `Failure` each time the trigger emits.
    ///
    /// Same as RxSwift's `retry(when:)` on a trait.
    public func retry<Failure: Swift.Error, Trigger: ObservableType>(
        when notificationHandler: @escaping (Observable<Failure>) -> Trigger
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Resubscribes after any error each time the trigger emits.
    ///
    /// Same as RxSwift's `retry(when:)` over `Swift.Error` on a trait.
    public func retry<Trigger: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Fails with `RxError.timeout` when nothing arrives within `dueTime`.
    ///
    /// Same as RxSwift's `timeout(_:scheduler:)` on a trait.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// Switches to `other` when nothing arrives within `dueTime`.
    ///
    /// Same as RxSwift's `timeout(_:other:scheduler:)` on a trait.
    public func timeout(
        _ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>, scheduler: SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.asObservable(), scheduler: scheduler))
    }

    /// Prints the subscription, events and disposal (see `Observable.debug`).
    ///
    /// Same as RxSwift's `debug(_:trimOutput:file:line:function:)` on a trait.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false,
        file: String = #file, line: UInt = #line, function: String = #function
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Swift.Never {
    /// Runs side effects for the events, the subscription and the disposal.
    ///
    /// Same as RxSwift's `do(onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)`.
    public func `do`(
        onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
    ) -> Completable {
        Completable(raw: source.do(
            onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }
}

extension PrimitiveSequence where Trait == MaybeTrait {
    /// Runs side effects for the events, the subscription and the disposal.
    ///
    /// Same as RxSwift's `do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)`.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil, afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
    ) -> Maybe<Element> {
        Maybe(raw: source.do(
            onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError, onCompleted: onCompleted,
            afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }
}
