import Dispatch
import Foundation
import Marbles
import PullStreams

extension TestRecorder where Value: Equatable {
    /// The recorded events drawn as a marble line: the inverse of `createColdProducer(marbles:)`.
    ///
    /// Our addition. Frame 0 is the scheduler's `startDate`; values are drawn as their key in `values`
    /// (or their description), `#` a failure, `|` completion and `!` an interruption. Events of one
    /// frame are grouped `(ab)`. An event between frames is drawn in the frame it falls in (use
    /// `assertMarbles`, which rejects such times, to compare).
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let recorder = TestRecorder<Int, Never>(scheduler: scheduler)
    /// let cold = try scheduler.createColdProducer(marbles: "--a--b", values: ["a": 1, "b": 2], error: Never?.none)
    /// let disposable = cold.producer.start(recorder.observer)
    /// scheduler.advance(by: .milliseconds(7))
    /// disposable.dispose()
    /// print(recorder.marbles(values: ["a": 1, "b": 2]))
    /// // Prints: --a--b-!
    /// ```
    /// - Parameters:
    ///   - values: the diagram's dictionary (reverse lookup; the first key in sorted order wins).
    ///   - frame: the duration of one `-` (1 ms by default); a non-positive frame counts as 1 ns.
    /// - Returns: the marble line.
    public func marbles(values: [String: Value], frame: DispatchTimeInterval = .milliseconds(1)) -> String {
        events.marbles(values: values, frame: frame)
    }
}

extension Array {
    /// Recorded pull events drawn as a marble line (see `TestRecorder.marbles(values:frame:)`).
    /// - Parameters:
    ///   - values: the diagram's dictionary.
    ///   - frame: the duration of one `-`.
    /// - Returns: the marble line.
    public func marbles<Value: Equatable, Error>(
        values: [String: Value], frame: DispatchTimeInterval = .milliseconds(1)
    ) -> String where Element == TimedEvent<Value, Error> {
        let frameNanoseconds = PullMarbles.nanoseconds(of: frame) ?? 1
        let events = map { PullMarbles.marbleEvent($0, frameNanoseconds: frameNanoseconds) }
        return MarbleRenderer.render(events, key: PullMarbles.key(values: values))
    }
}

extension TestSubscription {
    /// This run as subscription marbles (`--^---!`), frame 0 being the scheduler's `startDate`.
    ///
    /// ```swift
    /// print(TestSubscription(0.002, 0.005).marbles())
    /// // Prints: --^--!
    /// ```
    /// - Parameter frame: the duration of one `-` (1 ms by default).
    /// - Returns: the subscription marbles.
    public func marbles(frame: DispatchTimeInterval = .milliseconds(1)) -> String {
        MarbleRenderer.render(marbleSubscription(frameNanoseconds: PullMarbles.nanoseconds(of: frame) ?? 1))
    }

    /// This run in frames (rounded down).
    func marbleSubscription(frameNanoseconds: Int64) -> MarbleSubscription {
        func frame(_ seconds: TimeInterval) -> Int {
            Int(MarbleTime.floorDivide(PullMarbles.nanoseconds(ofSeconds: seconds), frameNanoseconds))
        }
        return MarbleSubscription(subscribedFrame: frame(subscribed), unsubscribedFrame: unsubscribed.map(frame))
    }
}
