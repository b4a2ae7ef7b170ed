import Scheduling

extension ObservableType {
    /// Splits the elements into one inner sequence per key, each sent the first time its key appears.
    ///
    /// Same as RxSwift's `groupBy(keySelector:)`: a new key sends its group, then the element into it; the
    /// source's completion or error (or a throwing key selector) ends every group, then the result. The source
    /// keeps running while a group is still subscribed after the result was disposed (`RefCountDisposable`).
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3, 4).groupBy { $0 % 2 }
    ///     .flatMap { group in group.map { "\(group.key): \($0)" } }
    ///     .subscribe(onNext: { print($0) })
    /// // Prints: 1: 1
    /// //         0: 2
    /// //         1: 3
    /// //         0: 4
    /// ```
    public func groupBy<Key: Hashable>(
        keySelector: @escaping (Element) throws -> Key
    ) -> Observable<GroupedObservable<Key, Element>> {
        let source = asObservable()
        return Producer { sink in
            let subscription = SingleAssignmentDisposable()
            let refCount = RefCountDisposable(disposable: subscription)
            let gate = OrderedGate<[Key: PublishSubject<Element>], [GroupByOutput<Key, Element>]>([:])
            let deliver: ([GroupByOutput<Key, Element>]) -> Void = { outputs in
                for output in outputs {
                    switch output {
                    case let .inner(subject, event): subject.on(event)
                    case let .outer(event): sink.on(event)
                    }
                }
            }
            /// Ends every group with `event`, then the result.
            func end(_ event: Event<Element>, _ outer: Event<GroupedObservable<Key, Element>>) {
                gate.perform({ groups in groups.values.map { .inner($0, event) } + [.outer(outer)] }, deliver: deliver)
            }
            subscription.setDisposable(
                source.subscribe(
                    AnonymousObserver { event in
                        switch event {
                        case let .next(element):
                            let key: Key
                            do { key = try keySelector(element) } catch { return end(.error(error), .error(error)) }
                            gate.perform(
                                { groups in
                                    if let subject = groups[key] { return [.inner(subject, .next(element))] }
                                    let subject = PublishSubject<Element>()
                                    groups[key] = subject
                                    let group = GroupedObservable(
                                        key: key,
                                        source: Observable.create { observer in
                                            Disposables.create(refCount.retain(), subject.subscribe(observer))
                                        })
                                    return [.outer(.next(group)), .inner(subject, .next(element))]
                                }, deliver: deliver)
                        case let .error(error): end(.error(error), .error(error))
                        case .completed: end(.completed, .completed)
                        }
                    }))
            return refCount
        }
    }
}

/// The elements of one key of `groupBy`.
///
/// Same as RxSwift's `GroupedObservable`: the key, and the elements that had it.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key every element of this group had.
    public let key: Key
    private let source: Observable<Element>

    /// A group with `key` whose elements come from `source`.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to the group's elements.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The group's elements as an observable.
    public func asObservable() -> Observable<Element> { source }
}

/// What `groupBy` sends after a transition: an event into a group, or a group (or the end) downstream.
enum GroupByOutput<Key, Element> {
    case inner(PublishSubject<Element>, Event<Element>)
    case outer(Event<GroupedObservable<Key, Element>>)
}
