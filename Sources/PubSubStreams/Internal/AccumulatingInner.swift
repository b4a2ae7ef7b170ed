import Scheduling

/// What a reducing operator does with one upstream value.
package enum AccumulateStep<Failure: Error> {
    /// Keep going.
    case `continue`
    /// The result is known: cancel upstream, publish it once the downstream has asked, finish.
    case finish
    /// Cancel upstream and fail.
    case fail(Failure)
}

/// The shared subscription of operators that swallow upstream values and publish at most one value
/// (`reduce`, `collect()`, `last`, `first`, `count`, `min`/`max`, `contains`, `allSatisfy`, their `try` forms).
///
/// Mirrors OpenCombine's `ReduceProducer` (Combine behaves the same): the downstream gets this
/// subscription first, then upstream is asked for `.unlimited` at once, whatever the downstream
/// asked; the result and the completion wait for the downstream's first request (even with no result).
/// `accumulate` may end early (`finish`, `fail`); upstream is then cancelled. Like Combine's, it keeps its
/// downstream until it is itself released (a subscriber that keeps its subscription after the completion or a
/// cancel forms a cycle with it, as with Combine; ours let go of their subscription at both).
package final class AccumulatingInner<Input, UpstreamFailure: Error, Downstream: Subscriber>:
    Subscriber, Subscription, CustomStringConvertible
{
    package typealias Failure = UpstreamFailure

    private enum Status { case awaiting, subscribed, terminal }

    private struct State {
        var downstream: Downstream?
        var upstream: Subscription?
        var status = Status.awaiting
        var downstreamRequested = false
        var upstreamCompleted = false
        var completed = false
    }

    private let state: Locked<State>
    private let accumulate: (Input) -> AccumulateStep<Downstream.Failure>
    private let result: () -> Downstream.Input?
    private let mapFailure: (UpstreamFailure) -> Downstream.Failure
    package let description: String

    /// - Parameters:
    ///   - description: the operator's name (Combine's `description` of its subscription).
    ///   - accumulate: folds one value in; called serially, as upstream delivers.
    ///   - result: the value to publish at the end, or nil to publish none.
    ///   - mapFailure: the downstream form of an upstream failure.
    package init(
        downstream: Downstream, description: String,
        accumulate: @escaping (Input) -> AccumulateStep<Downstream.Failure>,
        result: @escaping () -> Downstream.Input?,
        mapFailure: @escaping (UpstreamFailure) -> Downstream.Failure
    ) {
        state = Locked(State(downstream: downstream))
        self.description = description
        self.accumulate = accumulate
        self.result = result
        self.mapFailure = mapFailure
        Resources.increment()
    }

    deinit { Resources.decrement() }

    package func receive(subscription: Subscription) {
        let downstream = state.withLock { state -> Downstream? in
            guard state.status == .awaiting else { return nil }
            state.status = .subscribed
            state.upstream = subscription
            return state.downstream
        }
        guard let downstream else {
            subscription.cancel()
            return
        }
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    package func receive(_ input: Input) -> Subscribers.Demand {
        guard state.withLock({ $0.status == .subscribed }) else { return .none }
        switch accumulate(input) {
        case .continue:
            return .none
        case .finish:
            let (upstream, downstream) = state.withLock { state -> (Subscription?, Downstream?) in
                guard state.status == .subscribed else { return (nil, nil) }
                state.status = .terminal
                state.upstreamCompleted = true
                let upstream = state.upstream.take()
                guard state.downstreamRequested else { return (upstream, nil) }
                state.completed = true
                return (upstream, state.downstream)
            }
            upstream?.cancel()
            if let downstream { sendResultAndFinish(to: downstream) }
        case let .fail(error):
            let (upstream, downstream) = state.withLock { state -> (Subscription?, Downstream?) in
                guard state.status == .subscribed else { return (nil, nil) }
                state.status = .terminal
                state.upstreamCompleted = true
                state.completed = true
                return (state.upstream.take(), state.downstream)
            }
            upstream?.cancel()
            downstream?.receive(completion: .failure(error))
        }
        return .none
    }

    package func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        let downstream = state.withLock { state -> Downstream? in
            guard state.status == .subscribed else { return nil }
            state.status = .terminal
            state.upstream = nil
            state.upstreamCompleted = true
            if case .finished = completion, !state.downstreamRequested { return nil }
            state.completed = true
            return state.downstream
        }
        guard let downstream else { return }
        switch completion {
        case .finished: sendResultAndFinish(to: downstream)
        case let .failure(error): downstream.receive(completion: .failure(mapFailure(error)))
        }
    }

    private func sendResultAndFinish(to downstream: Downstream) {
        if let final = result() { _ = downstream.receive(final) }
        downstream.receive(completion: .finished)
    }

    package func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let downstream = state.withLock { state -> Downstream? in
            guard !state.downstreamRequested, !state.completed, state.downstream != nil else { return nil }
            state.downstreamRequested = true
            guard state.upstreamCompleted else { return nil }
            state.completed = true
            return state.downstream
        }
        if let downstream { sendResultAndFinish(to: downstream) }
    }

    package func cancel() {
        let (upstream, downstream) = state.withLock { state -> (Subscription?, Downstream?) in
            // A cancel before the upstream subscription is ignored, as Combine's reducing operators do
            // (the subscription, when it comes, is asked for `.unlimited`).
            guard state.status == .subscribed || (state.status == .terminal && !state.completed) else { return (nil, nil) }
            state.status = .terminal
            state.completed = true
            return (state.upstream.take(), state.downstream)
        }
        upstream?.cancel()
        _ = downstream
    }
}

extension AccumulatingInner where Downstream.Input == Input {
    /// The keeping subscription of `first()`, `last()`, their `where` forms and `min`/`max`: keeps each value
    /// `replaces` accepts (given the one kept so far), finishing at the first unless `keepsLast`. A throw from
    /// `replaces` (the `try` forms') cancels upstream and fails with the error.
    package convenience init(
        keeping downstream: Downstream, description: String, keepsLast: Bool,
        replaces: @escaping (_ kept: Input?, _ value: Input) throws(Downstream.Failure) -> Bool,
        mapFailure: @escaping (UpstreamFailure) -> Downstream.Failure
    ) {
        var kept: Input?  // touched only from accumulate/result, which upstream calls serially
        self.init(
            downstream: downstream, description: description,
            accumulate: { value in
                do throws(Downstream.Failure) {
                    guard try replaces(kept, value) else { return .continue }
                } catch {
                    return .fail(error)
                }
                kept = value
                return keepsLast ? .continue : .finish
            },
            result: { kept }, mapFailure: mapFailure)
    }
}

extension Publisher {
    /// Subscribes `subscriber` through an `AccumulatingInner` named `description` that folds each value in with
    /// `accumulate` and publishes `result()` at the end: the reducing operators whose failure is upstream's
    /// (`count()`, `collect()`).
    package func subscribe<S: Subscriber>(
        _ subscriber: S, accumulatingAs description: String,
        accumulate: @escaping (Output) -> AccumulateStep<Failure>, result: @escaping () -> S.Input?
    ) where S.Failure == Failure {
        subscribe(
            AccumulatingInner(downstream: subscriber, description: description, accumulate: accumulate, result: result, mapFailure: { $0 }))
    }

    /// The folding subscription of `reduce` and `tryReduce`: folds each value into the result (from `initial`)
    /// with `next`, whose throw (the `try` form's) cancels upstream and fails, and publishes the result when
    /// upstream finishes; `mapFailure` gives upstream's failure the downstream's type.
    package func subscribe<S: Subscriber>(
        _ subscriber: S, reducingAs description: String, from initial: S.Input, mapFailure: @escaping (Failure) -> S.Failure,
        next: @escaping (S.Input, Output) throws(S.Failure) -> S.Input
    ) {
        var result = initial  // touched only from accumulate/result, which upstream calls serially
        subscribe(
            AccumulatingInner(
                downstream: subscriber, description: description,
                accumulate: { value in
                    do throws(S.Failure) { result = try next(result, value) } catch { return .fail(error) }
                    return .continue
                },
                result: { result }, mapFailure: mapFailure))
    }
}
