import Scheduling

/// How long the subject behind `share(replay:scope:)` lives.
///
/// Same as RxSwift's `SubjectLifetimeScope`.
public enum SubjectLifetimeScope: Sendable {
    /// A new subject per connection: after every subscriber left (or the source ended), nothing is replayed.
    case whileConnected
    /// One subject forever: its replay buffer (and a terminal event) outlive the connection.
    case forever
}

extension ObservableType {
    /// Shares one subscription to the source among all current subscribers, replaying `replay` elements.
    ///
    /// Same as RxSwift's `share(replay:scope:)`: the source is subscribed when the first subscriber
    /// arrives and disposed when the last leaves; with `.whileConnected` a terminal event also ends
    /// the connection, so the next subscriber starts afresh.
    ///
    /// ```swift
    /// let shared = Observable.of(1, 2).share(replay: 1)
    /// _ = shared.subscribe(onNext: { print($0) })
    /// // Prints: 1
    /// //         2
    /// ```
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        let makeSubject: () -> ShareSubject<Element> = {
            if replay > 0 {
                let subject = ReplaySubject<Element>.create(bufferSize: replay)
                return ShareSubject(observer: subject.asObserver(), observable: subject)
            }
            let subject = PublishSubject<Element>()
            return ShareSubject(observer: subject.asObserver(), observable: subject)
        }
        return ShareObservable(source: asObservable(), scope: scope, makeSubject: makeSubject)
    }
}

/// The two faces of the subject behind a share.
struct ShareSubject<Element> {
    let observer: AnyObserver<Element>
    let observable: Observable<Element>
}

/// The observable `share(replay:scope:)` returns: a reference-counted connection to the source.
// @unchecked: the subject, the count and the connection live in `state`.
final class ShareObservable<Element>: Observable<Element>, @unchecked Sendable {
    private final class Connection {
        let subject: ShareSubject<Element>
        var count = 0
        var subscription: Disposable?
        init(subject: ShareSubject<Element>) { self.subject = subject }
    }

    private struct State {
        var connection: Connection?
        var foreverSubject: ShareSubject<Element>?
    }

    private let source: Observable<Element>
    private let scope: SubjectLifetimeScope
    private let makeSubject: () -> ShareSubject<Element>
    private let state = Locked(State())

    init(source: Observable<Element>, scope: SubjectLifetimeScope, makeSubject: @escaping () -> ShareSubject<Element>) {
        self.source = source
        self.scope = scope
        self.makeSubject = makeSubject
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let (connection, isFirst) = state.withLock { state -> (Connection, Bool) in
            if let connection = state.connection {
                connection.count += 1
                return (connection, false)
            }
            let subject: ShareSubject<Element>
            if scope == .forever {
                subject = state.foreverSubject ?? makeSubject()
                state.foreverSubject = subject
            } else {
                subject = makeSubject()
            }
            let connection = Connection(subject: subject)
            connection.count = 1
            state.connection = connection
            return (connection, true)
        }
        let subscription = connection.subject.observable.subscribe(observer)
        if isFirst {
            let upstream = source.subscribe(
                AnonymousObserver { [weak self] event in
                    if event.isStopEvent, self?.scope == .whileConnected { self?.end(connection) }
                    connection.subject.observer.on(event)
                })
            let rejected = state.withLock { _ -> Bool in
                if connection.count == 0 { return true }
                connection.subscription = upstream
                return false
            }
            if rejected { upstream.dispose() }
        }
        return Disposables.create { [weak self] in
            subscription.dispose()
            self?.release(connection)
        }
    }

    private func end(_ connection: Connection) {
        state.withLock { state in
            if state.connection === connection { state.connection = nil }
        }
    }

    private func release(_ connection: Connection) {
        let upstream = state.withLock { state -> Disposable? in
            connection.count -= 1
            guard connection.count == 0 else { return nil }
            if state.connection === connection { state.connection = nil }
            defer { connection.subscription = nil }
            return connection.subscription
        }
        upstream?.dispose()
    }
}
