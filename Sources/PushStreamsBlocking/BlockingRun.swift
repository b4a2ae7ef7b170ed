import Dispatch
import Foundation
import PushStreams
import Scheduling

/// Subscribes, waits until the sequence ends (or enough elements arrived, or time is up), disposes.
enum BlockingRun {
    struct Outcome<Element> {
        var elements: [Element] = []
        var error: Swift.Error?
        var finished = false
    }

    /// How long one turn of the main run loop may wait before the finish flag is checked again.
    private static let runLoopSlice: TimeInterval = 0.005

    static func run<Element>(
        _ source: PushStreams.Observable<Element>, timeout: TimeInterval?, stopAfter limit: Int?,
        where predicate: ((Element) throws -> Bool)? = nil
    ) -> Outcome<Element> {
        let outcome = Locked(Outcome<Element>())
        let finished = DispatchSemaphore(value: 0)
        // As RxBlocking's `materializeResult`: once the outcome is decided (the limit reached, a terminal event,
        // the predicate threw) the subscription is disposed and later events are ignored before `predicate`
        // sees them, even while the source is still emitting synchronously inside `subscribe`.
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(
            source.subscribe { event in
                if outcome.withLock({ $0.finished }) { return }
                var matched = true
                var predicateError: Swift.Error?
                if case let .next(element) = event, let predicate {
                    do { matched = try predicate(element) } catch { predicateError = error }
                }
                let justFinished = outcome.withLock { outcome -> Bool in
                    guard !outcome.finished else { return false }
                    if let predicateError {
                        outcome.error = predicateError
                        outcome.finished = true
                        return true
                    }
                    switch event {
                    case let .next(element):
                        if matched { outcome.elements.append(element) }
                        if let limit, outcome.elements.count >= limit { outcome.finished = true }
                    case let .error(error):
                        outcome.error = error
                        outcome.finished = true
                    case .completed:
                        outcome.finished = true
                    }
                    return outcome.finished
                }
                if justFinished {
                    subscription.dispose()
                    finished.signal()
                }
            })
        let deadline = timeout.map { Date().addingTimeInterval(max(0, $0)) }
        let completedInTime: Bool
        if Thread.isMainThread {
            completedInTime = spinMainRunLoop(until: deadline) { outcome.withLock { $0.finished } }
        } else if let deadline {
            completedInTime = finished.wait(timeout: .now() + max(0, deadline.timeIntervalSinceNow)) == .success
        } else {
            finished.wait()
            completedInTime = true
        }
        subscription.dispose()
        return outcome.withLock { outcome in
            if !completedInTime, !outcome.finished {
                outcome.finished = true
                outcome.error = RxError.timeout
            }
            return outcome
        }
    }

    /// Turns the current (main) run loop until `isFinished` or the deadline; returns whether it finished.
    private static func spinMainRunLoop(until deadline: Date?, isFinished: () -> Bool) -> Bool {
        while !isFinished() {
            let sliceEnd = Date().addingTimeInterval(runLoopSlice)
            if let deadline, deadline <= Date() { return isFinished() }
            let until = deadline.map { min($0, sliceEnd) } ?? sliceEnd
            if !RunLoop.current.run(mode: .default, before: until) {
                // No input source is attached: wait out the slice instead of spinning hot.
                Thread.sleep(until: until)
            }
        }
        return true
    }
}
