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

extension PrimitiveSequence {
    /// A single, maybe or completable that fails with `error`.
    ///
    /// Same as RxSwift's `error(_:)` on `Single`, `Maybe` and `Completable` (declared once per trait there).
    public static func error(_ error: Swift.Error) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: .error(error))
    }

    /// A single, maybe or completable that never reports.
    ///
    /// Same as RxSwift's `never()` on `Single`, `Maybe` and `Completable` (declared once per trait there).
    public static func never() -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: .never())
    }

    /// Calls `factory` for every subscriber.
    ///
    /// Same as RxSwift's `deferred(_:)` on a trait: a thrown error fails the subscription.
    public static func deferred(
        _ factory: @escaping () throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: .deferred { try factory().asObservable() })
    }

    /// Ties a resource's lifetime to the subscription of the sequence made from it.
    ///
    /// Same as RxSwift's `using(_:primitiveSequenceFactory:)`.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.using(resourceFactory) { try primitiveSequenceFactory($0).asObservable() })
    }

    /// On failure, continues with the sequence `handler` returns.
    ///
    /// Same as RxSwift's `catch(_:)` on a trait.
    public func `catch`(
        _ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.catch { try handler($0).asObservable() })
    }

    /// Reports the events on `scheduler`.
    ///
    /// Same as RxSwift's `observe(on:)` on a trait.
    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    /// Subscribes (and disposes) on `scheduler`.
    ///
    /// Same as RxSwift's `subscribe(on:)` on a trait.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }
}

extension PrimitiveSequence where Element: RxAbstractInteger {
    /// Emits 0 after `dueTime`, then completes.
    ///
    /// Same as RxSwift's `timer(_:scheduler:)` on a trait.
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}
