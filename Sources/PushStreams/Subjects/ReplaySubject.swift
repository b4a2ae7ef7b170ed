import Scheduling

/// A subject that replays up to `bufferSize` recent elements to each new subscriber.
///
/// Same as RxSwift's `ReplaySubject` (`create(bufferSize:)`, `createUnbounded()`): replay is
/// synchronous at subscription; after a terminal event a new subscriber gets the buffer and then
/// that event; after `dispose()` it gets `error(RxError.disposed)`.
///
/// ```swift
/// let subject = ReplaySubject<Int>.create(bufferSize: 1)
/// subject.onNext(1)
/// subject.onNext(2)
/// _ = subject.subscribe(onNext: { print($0) })
/// // Prints: 2
/// ```
// @unchecked: the buffer, the observers and the terminal state live in `state`.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    @unchecked Sendable
{
    private struct State {
        var observers = SubjectObservers<Element>()
        var buffer: [Element] = []
    }

    private let state = Locked(State())
    private let bufferSize: Int?

    private init(bufferSize: Int?) {
        self.bufferSize = bufferSize.map { max(0, $0) }
    }

    /// A subject that replays the last `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: bufferSize)
    }

    /// A subject that replays every element.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: nil)
    }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { state.withLock { !$0.observers.isEmpty } }

    /// Whether `dispose()` was called.
    public var isDisposed: Bool { state.withLock { $0.observers.isDisposed } }

    /// Buffers a `next` element and sends `event` to the observers.
    public func on(_ event: Event<Element>) {
        let bufferSize = self.bufferSize
        let first = state.withLock { state -> SubjectDelivery<Element>? in
            guard state.observers.acceptsEvents else { return nil }
            if case let .next(element) = event {
                state.buffer.append(element)
                if let bufferSize, state.buffer.count > bufferSize {
                    state.buffer.removeFirst(state.buffer.count - bufferSize)
                }
            }
            return state.observers.begin(event)
        }
        state.deliver(first) { $0.observers.next() }
    }

    /// Subscribes `observer`, replaying the buffer first (and the terminal event, if any).
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let observer = AnyObserver(observer)
        let (replay, stop, key) = state.withLock { state -> ([Element], Event<Element>?, Int?) in
            if state.observers.isDisposed { return ([], .error(RxError.disposed(object: self)), nil) }
            if let stop = state.observers.stopEvent { return (state.buffer, stop, nil) }
            return (state.buffer, nil, state.observers.list.insert(observer))
        }
        for element in replay { observer.on(.next(element)) }
        if let stop { observer.on(stop) }
        guard let key else { return Disposables.create() }
        return SubjectSubscription { [weak self] in
            let removed = self?.state.withLock { $0.observers.list.remove(key) }
            _ = removed
        }
    }

    /// Returns the subject itself as its observer.
    public func asObserver() -> ReplaySubject<Element> { self }

    /// Removes every observer, clears the buffer and ignores all later events.
    public func dispose() {
        let removed = state.withLock { state in
            defer { state.buffer = [] }
            return (state.observers.dispose(), state.buffer)
        }
        _ = removed
    }
}
