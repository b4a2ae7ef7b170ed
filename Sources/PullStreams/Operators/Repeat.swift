import Foundation
import Scheduling

extension SignalProducer {
    /// Runs the producer `count` times in a row (each after the previous completes); a failure or
    /// interruption ends it. `0` completes at once; a negative count is reported and treated as 0.
    public func `repeat`(_ count: Int) -> SignalProducer<Value, Error> {
        if count < 0 { IssueReporting.report("repeat(\(count)): the count must not be negative; treated as 0.") }
        guard count > 1 else { return count == 1 ? self : .empty }
        return SignalProducer { observer, lifetime in
            let current = SerialDisposable()
            lifetime += current
            func iterate(_ remaining: Int) {
                self.startWithSignal { signal, interruptHandle in
                    current.inner = interruptHandle
                    signal.observe { event in
                        guard case .completed = event else { return observer.send(event) }
                        if remaining > 1 { iterate(remaining - 1) } else { observer.sendCompleted() }
                    }
                }
            }
            iterate(count)
        }
    }
}
