import Foundation
import Scheduling

extension ObservableType {
    /// Emits an element, then ignores elements for `dueTime`; with `latest` the last ignored one is
    /// emitted when the window closes.
    ///
    /// Same as RxSwift's `throttle(_:latest:scheduler:)`: completion waits for a pending latest element.
    ///
    /// ```swift
    /// // source: -1-2-3----4-|   (ticks of 5), dueTime 20, latest: true
    /// // result: -1---3----4-|
    /// ```
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        let dueTime = validatedDueTime(dueTime, operator: "throttle")
        return Producer { sink in
            let state = Locked(ThrottleState<Element>())
            let timer = SerialDisposable()
            let propagate = {
                let (element, complete) = state.withLock { $0.windowClosed(now: scheduler.now) }
                if let element { sink.on(.next(element)) }
                if complete { sink.on(.completed) }
            }
            let subscription = source.subscribe(
                AnonymousObserver { event in
                    switch event {
                    case let .next(element):
                        let now = scheduler.now
                        let action = state.withLock { $0.received(element, now: now, dueTime: dueTime, latest: latest) }
                        switch action {
                        case .sendNow: sink.on(.next(element))
                        case .drop: break
                        case let .schedule(delay):
                            timer.disposable = scheduler.scheduleRelative((), dueTime: delay) { _ in
                                propagate()
                                return Disposables.create()
                            }
                        }
                    case let .error(error):
                        state.withLock { $0.failed() }
                        sink.on(.error(error))
                    case .completed:
                        if state.withLock({ $0.completed() }) { sink.on(.completed) }
                    }
                })
            return Disposables.create(subscription, timer)
        }
    }
}

/// The state of `throttle`: when the last element was sent and what waits for the window to close.
struct ThrottleState<Element> {
    enum Action {
        case sendNow
        case drop
        case schedule(RxTimeInterval)
    }

    private var lastSent: Date?
    private var unsent: Element?
    private var completedPending = false

    mutating func received(_ element: Element, now: Date, dueTime: RxTimeInterval, latest: Bool) -> Action {
        var remaining = 0.0
        if let lastSent { remaining = dueTime.secondsValue - now.timeIntervalSince(lastSent) }
        if remaining <= 0 {
            unsent = nil
            lastSent = now
            return .sendNow
        }
        guard latest else { return .drop }
        let inFlight = unsent != nil
        unsent = element
        if inFlight { return .drop }
        return .schedule(.nanoseconds(Int((remaining * 1_000_000_000).rounded())))
    }

    mutating func windowClosed(now: Date) -> (Element?, Bool) {
        let element = unsent
        if element != nil {
            unsent = nil
            lastSent = now
        }
        return (element, completedPending)
    }

    /// The source completed; returns whether to complete now (nothing pending).
    mutating func completed() -> Bool {
        if unsent != nil {
            completedPending = true
            return false
        }
        return true
    }

    mutating func failed() {
        unsent = nil
    }
}
