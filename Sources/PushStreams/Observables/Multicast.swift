import Scheduling

/// A sequence that subscribes its source only when told to (`connect()`), sharing it among its subscribers.
///
/// Same as RxSwift's `ConnectableObservableType`.
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes the source (once, however often called while connected); disposing the result disconnects.
    func connect() -> Disposable
}

/// An observable whose subscribers share one subscription to the source, made by `connect()`.
///
/// Same as RxSwift's `ConnectableObservable` (what `multicast`, `publish`, `replay` and `replayAll` return).
///
/// ```swift
/// let published = Observable.of(1, 2).publish()
/// _ = published.subscribe(onNext: { print($0) })
/// _ = published.connect()
/// // Prints: 1
/// //         2
/// ```
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    /// Subscribes the source; subclasses provide the behaviour.
    public func connect() -> Disposable {
        abstractMethod()
    }
}

extension ObservableType {
    /// A connectable sequence that sends the source's events through `subject`.
    ///
    /// Same as RxSwift's `multicast(_:)`: the same subject for every connection, so after a terminal event a
    /// later subscriber gets only what the subject keeps.
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: { subject })
    }

    /// A connectable sequence that sends the source's events through a subject `makeSubject` makes.
    ///
    /// Same as RxSwift's `multicast(makeSubject:)`: the subject is made on first use and forgotten when the
    /// connection ends (disposed, or the source's terminal event), so the next connection starts with a new one.
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: makeSubject)
    }

    /// For every subscriber, a fresh subject and connection, visible to `selector` as one shared sequence.
    ///
    /// Same as RxSwift's `multicast(_:selector:)`: `selector`'s sequence is subscribed first, then the source is
    /// connected; an error thrown by either closure is sent as the error.
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        let source = asObservable()
        return Producer { sink in
            do {
                let subject = try subjectSelector()
                let connectable = ConnectableObservableAdapter(source: source, makeSubject: { subject })
                let subscription = try selector(connectable).subscribe(sink)
                return Disposables.create(subscription, connectable.connect())
            } catch {
                sink.on(.error(error))
                return Disposables.create()
            }
        }
    }

    /// A connectable sequence through a `PublishSubject`.
    ///
    /// Same as RxSwift's `publish()`.
    public func publish() -> ConnectableObservable<Element> {
        multicast { PublishSubject() }
    }

    /// A connectable sequence through a `ReplaySubject` of `bufferSize` elements.
    ///
    /// Same as RxSwift's `replay(_:)`.
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast { ReplaySubject.create(bufferSize: bufferSize) }
    }

    /// A connectable sequence through a `ReplaySubject` that keeps every element.
    ///
    /// Same as RxSwift's `replayAll()`.
    public func replayAll() -> ConnectableObservable<Element> {
        multicast { ReplaySubject.createUnbounded() }
    }
}

/// What `multicast` returns: the subject (made lazily) and the current connection to the source.
// @unchecked: `subject` and `connection` live in `state`.
final class ConnectableObservableAdapter<Subject: SubjectType>: ConnectableObservable<Subject.Element>, @unchecked Sendable {
    struct State {
        var subject: Subject?
        var connection: MulticastConnection<Subject>?
    }

    private let source: Observable<Subject.Observer.Element>
    private let makeSubject: () -> Subject
    let state = Locked(State())

    init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
    }

    /// The subject, made on first use (outside the lock: `makeSubject` is the caller's code).
    private func currentSubject() -> Subject {
        if let subject = state.withLock({ $0.subject }) { return subject }
        let made = makeSubject()
        return state.withLock { state in
            if let subject = state.subject { return subject }
            state.subject = made
            return made
        }
    }

    override func connect() -> Disposable {
        let subject = currentSubject()
        let (subscriptionSlot, connection) = state.withLock { state -> (SingleAssignmentDisposable?, MulticastConnection<Subject>) in
            if let connection = state.connection { return (nil, connection) }
            let slot = SingleAssignmentDisposable()
            let connection = MulticastConnection(parent: self, subjectObserver: subject.asObserver(), subscription: slot)
            state.connection = connection
            return (slot, connection)
        }
        if let subscriptionSlot {
            subscriptionSlot.setDisposable(source.subscribe(connection))
        }
        return connection
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Subject.Element {
        currentSubject().subscribe(observer)
    }
}

/// One connection of a `ConnectableObservableAdapter`: forwards the source's events into the subject until
/// disposed or ended; ending it makes the adapter forget it and its subject (RxSwift's `Connection`).
// @unchecked: `parent` and `subscription` live in `state`; `subjectObserver` is immutable.
final class MulticastConnection<Subject: SubjectType>: ObserverType, Disposable, @unchecked Sendable {
    private struct State {
        var disposed = false
        var parent: ConnectableObservableAdapter<Subject>?
        var subscription: Disposable?
    }

    private let state: Locked<State>
    private let subjectObserver: Subject.Observer

    init(parent: ConnectableObservableAdapter<Subject>, subjectObserver: Subject.Observer, subscription: Disposable) {
        state = Locked(State(parent: parent, subscription: subscription))
        self.subjectObserver = subjectObserver
    }

    func on(_ event: Event<Subject.Observer.Element>) {
        if state.withLock({ $0.disposed }) { return }
        if event.isStopEvent { dispose() }
        subjectObserver.on(event)
    }

    func dispose() {
        let (parent, subscription) = state.withLock { state -> (ConnectableObservableAdapter<Subject>?, Disposable?) in
            state.disposed = true
            defer {
                state.parent = nil
                state.subscription = nil
            }
            return (state.parent, state.subscription)
        }
        guard let parent else { return }
        parent.state.withLock { parentState in
            if parentState.connection === self {
                parentState.connection = nil
                parentState.subject = nil
            }
        }
        subscription?.dispose()
    }
}
