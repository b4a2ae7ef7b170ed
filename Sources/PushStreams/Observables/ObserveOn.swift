import Scheduling
import Synchronization

extension ObservableType {
    /// Delivers events on `scheduler`, in order.
    ///
    /// Same as RxSwift's `observe(on:)` (formerly `observeOn`): events are queued and drained by one
    /// recursive action at a time on the scheduler. On a `TestScheduler` with the processing delay
    /// each delivery lands one tick later.
    ///
    /// ```swift
    /// _ = Observable.just(1).observe(on: MainScheduler.instance).subscribe(onNext: { print($0) })
    /// // Prints (on the main thread): 1
    /// ```
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let observable = observeOnQueue(scheduler)
        // RxSwift picks a separate implementation for a serial dispatch queue and counts its instances.
        return scheduler is SerialDispatchQueueScheduler ? SerialDispatchQueueObserveOn(observable) : observable
    }

    /// `observe(on:)`: the queue and its drain.
    private func observeOnQueue(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            let state = Locked(ObserveOnState<Element>())
            let drain = SerialDisposable()
            let subscription = source.subscribe(
                AnonymousObserver { event in
                    let start = state.withLock { state -> Bool in
                        state.queue.append(event)
                        if state.running { return false }
                        state.running = true
                        return true
                    }
                    guard start else { return }
                    drain.disposable = scheduler.scheduleRecursive(()) { _, recurse in
                        let next = state.withLock { state -> Event<Element>? in
                            if state.queue.isEmpty {
                                state.running = false
                                return nil
                            }
                            return state.queue.removeFirst()
                        }
                        guard let next, !drain.isDisposed else { return }
                        sink.on(next)
                        let more = state.withLock { state -> Bool in
                            if state.queue.isEmpty { state.running = false }
                            return !state.queue.isEmpty
                        }
                        if more { recurse(()) }
                    }
                })
            return Disposables.create(subscription, drain)
        }
    }
}

/// `observe(on:)` onto a `SerialDispatchQueueScheduler`, counted while it exists (as RxSwift counts its
/// `ObserveOnSerialDispatchQueue` observables); it subscribes the same queue-and-drain.
final class SerialDispatchQueueObserveOn<Element>: Observable<Element> {
    private let observable: Observable<Element>

    init(_ observable: Observable<Element>) {
        self.observable = observable
        super.init()
        Resources.serialDispatchQueueObservables.wrappingAdd(1, ordering: .relaxed)
    }

    deinit { Resources.serialDispatchQueueObservables.wrappingSubtract(1, ordering: .relaxed) }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observable.subscribe(observer)
    }
}

extension Resources {
    /// The live `observe(on:)` sequences onto a `SerialDispatchQueueScheduler` (`MainScheduler` included).
    ///
    /// Same as RxSwift's `Resources.numberOfSerialDispatchQueueObservables` (which exists only with
    /// `TRACE_RESOURCES`; ours always).
    public static var numberOfSerialDispatchQueueObservables: Int32 {
        serialDispatchQueueObservables.load(ordering: .relaxed)
    }

    static let serialDispatchQueueObservables = Atomic<Int32>(0)
}

/// The queue of `observe(on:)` and whether a drain is scheduled.
struct ObserveOnState<Element> {
    var queue: [Event<Element>] = []
    var running = false
}
