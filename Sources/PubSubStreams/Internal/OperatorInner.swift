import Scheduling

/// What a one-to-one operator does with one upstream value.
@usableFromInline
package enum OperatorStep<Output, Failure: Error> {
    /// Pass a value downstream.
    case send(Output)
    /// Skip this value and ask upstream for one more.
    case drop
    /// Pass a value downstream, then cancel upstream and finish.
    case sendAndFinish(Output)
    /// Cancel upstream and finish.
    case finish
    /// Cancel upstream and fail.
    case fail(Failure)
}

/// Where a one-to-one operator's Combine original departs from the plain subscription `OperatorInner` is.
@usableFromInline
package struct OperatorRules: OptionSet, Sendable {
    @usableFromInline package let rawValue: Int
    @inlinable package init(rawValue: Int) { self.rawValue = rawValue }

    /// Finish right after subscribing (e.g. `output(in: 0..<0)`).
    @inlinable package static var finishesAtOnce: Self { Self(rawValue: 1 << 0) }
    /// A cancel before the upstream subscription is ignored (see `UpstreamLink`).
    @inlinable package static var ignoresEarlyCancel: Self { Self(rawValue: 1 << 1) }
    /// Values pass whatever the phase (Combine's `tryMap`/`tryScan` check no state there).
    @inlinable package static var passesValuesUnchecked: Self { Self(rawValue: 1 << 2) }
    /// Every failure from the step reaches the downstream, also after a terminal event (Combine's `tryMap`).
    @inlinable package static var repeatsFailures: Self { Self(rawValue: 1 << 3) }
    /// An event before the upstream subscription is contract misuse (see `UpstreamLink`); so is `request(.none)`.
    @inlinable package static var trapsEarlyEvents: Self { Self(rawValue: 1 << 4) }
    /// Values and the completion before the upstream subscription pass (Combine's `encode`, `decode`).
    @inlinable package static var passesEarlyEvents: Self { Self(rawValue: 1 << 5) }
    /// `request(.none)` is contract misuse (Combine's `drop(while:)`).
    @inlinable package static var checksZeroDemand: Self { Self(rawValue: 1 << 6) }
}

/// The shared subscription of the one-to-one operators (drop(while:), prefix(while:), output(in:), tryMap, tryScan…).
///
/// It is the upstream's subscriber and the downstream's subscription: demand passes straight up,
/// values pass down through `onValue`, the completion through `onCompletion`. Nothing follows a
/// terminal event; every call out happens with no lock held. Values pass with no lock (see
/// ``UpstreamLink``, which holds the upstream half).
///
/// The downstream is a constant, released with this subscription (a value passes to it with no
/// reference counting): after a terminal event or a cancel it lives until both sides have let go of
/// this subscription, as Combine's `Map` subscriber lives as long as its upstream holds it. Our
/// subscribers (and Combine's) let go of their subscription at completion and at cancel.
@usableFromInline
package final class OperatorInner<Input, UpstreamFailure: Error, Downstream: Subscriber>: UpstreamLink, Subscriber {
    @usableFromInline package typealias Failure = UpstreamFailure

    /// Called only on the serial event path (the upstream's calls into this subscriber).
    @usableFromInline let downstream: Downstream
    @usableFromInline let onValue: (Input) -> OperatorStep<Downstream.Input, Downstream.Failure>
    @usableFromInline let onCompletion: (Subscribers.Completion<UpstreamFailure>) -> Subscribers.Completion<Downstream.Failure>
    @usableFromInline let finishesAtOnce: Bool
    /// Whether values pass only while subscribed (see `OperatorRules.passesValuesUnchecked`).
    @usableFromInline let checksValues: Bool
    /// Whether a failure from `onValue` reaches the downstream even after a terminal event (Combine's `tryMap`).
    @usableFromInline let repeatsFailures: Bool
    /// Whether values and the completion that arrive before the upstream subscription pass (see
    /// `OperatorRules.passesEarlyEvents`); a completion or failure then ends this subscription.
    @usableFromInline let passesEarlyEvents: Bool

    /// - Parameters:
    ///   - description: the operator's name (Combine's `description` of its subscriptions).
    ///   - rules: where this operator's Combine original departs from the plain one-to-one subscription.
    ///   - onValue: what to do with each value; called serially, as upstream delivers.
    ///   - onCompletion: the completion to forward for an upstream completion.
    @inlinable
    package init(
        downstream: Downstream,
        description: String,
        rules: OperatorRules = [],
        onValue: @escaping (Input) -> OperatorStep<Downstream.Input, Downstream.Failure>,
        onCompletion: @escaping (Subscribers.Completion<UpstreamFailure>) -> Subscribers.Completion<Downstream.Failure>
    ) {
        self.downstream = downstream
        self.finishesAtOnce = rules.contains(.finishesAtOnce)
        self.checksValues = !rules.contains(.passesValuesUnchecked)
        self.repeatsFailures = rules.contains(.repeatsFailures)
        self.passesEarlyEvents = rules.contains(.passesEarlyEvents)
        self.onValue = onValue
        self.onCompletion = onCompletion
        super.init(
            description: description, ignoresEarlyCancel: rules.contains(.ignoresEarlyCancel),
            trapsEarlyEvents: rules.contains(.trapsEarlyEvents),
            checksZeroDemand: rules.contains(.checksZeroDemand) || rules.contains(.trapsEarlyEvents))
    }

    @inlinable
    package func receive(subscription: Subscription) {
        guard attach(subscription) else { return }
        downstream.receive(subscription: self)
        if finishesAtOnce { terminate(with: .finished) }
    }

    @inlinable
    package func receive(_ input: Input) -> Subscribers.Demand {
        if checksValues, !isSubscribed {
            guard passesEarlyEvents, isAwaiting else {
                checkEarly("received a value")
                return .none
            }
            return receiveEarly(input)
        }
        switch onValue(input) {
        case let .send(output):
            return downstream.receive(output)
        case .drop:
            return Subscribers.Demand(rawValue: 1)
        case let .sendAndFinish(output):
            guard enterTerminal() else { return .none }
            // Combine's `output(in:)` returns the downstream's demand for the range's last value too.
            let more = downstream.receive(output)
            finishTermination()
            downstream.receive(completion: .finished)
            return more
        case .finish:
            terminate(with: .finished)
        case let .fail(error):
            if repeatsFailures {
                if enterTerminal() { finishTermination() }
                downstream.receive(completion: .failure(error))
            } else {
                terminate(with: .failure(error))
            }
        }
        return .none
    }

    @inlinable
    package func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        if passesEarlyEvents, terminateBeforeSubscription() {
            return downstream.receive(completion: onCompletion(completion))
        }
        checkEarly("received a completion")
        guard enterTerminal() else { return }
        leaveUpstream()
        downstream.receive(completion: onCompletion(completion))
    }

    /// A value before the upstream subscription, for an operator that passes it (`passesEarlyEvents`): sent
    /// on, or a failure ends this subscription (the subscription that comes later is then cancelled).
    @usableFromInline
    func receiveEarly(_ input: Input) -> Subscribers.Demand {
        switch onValue(input) {
        case let .send(output), let .sendAndFinish(output):
            return downstream.receive(output)
        case .drop:
            return Subscribers.Demand(rawValue: 1)
        case .finish:
            if terminateBeforeSubscription() { downstream.receive(completion: .finished) }
        case let .fail(error):
            if terminateBeforeSubscription() { downstream.receive(completion: .failure(error)) }
        }
        return .none
    }

    @inlinable
    func terminate(with completion: Subscribers.Completion<Downstream.Failure>) {
        guard enterTerminal() else { return }
        finishTermination()
        downstream.receive(completion: completion)
    }
}

extension Publisher {
    /// Subscribes `subscriber` through an `OperatorInner` named `description` that hands each value to `step`:
    /// the one-to-one operators whose failure is upstream's (`drop(while:)`, `prefix(while:)`, `output(in:)`…).
    package func subscribe<S: Subscriber>(
        _ subscriber: S, as description: String, _ rules: OperatorRules = [],
        step: @escaping (Output) -> OperatorStep<S.Input, Failure>
    ) where S.Failure == Failure {
        subscribe(OperatorInner(downstream: subscriber, description: description, rules: rules, onValue: step, onCompletion: { $0 }))
    }

    /// The same for the `try` operators (`tryMap`, `tryFilter`, `tryScan`…): an error `step` throws
    /// cancels upstream and fails the subscription, and upstream's failure reaches the downstream as `any Error`.
    package func trySubscribe<S: Subscriber>(
        _ subscriber: S, as description: String, _ rules: OperatorRules = [],
        step: @escaping (Output) throws -> OperatorStep<S.Input, any Error>
    ) where S.Failure == any Error {
        subscribe(subscriber, as: description, rules, mapFailure: { $0 }, throwingStep: step)
    }

    /// The general form of both: `step` throws the downstream's failure type (a throw cancels upstream and
    /// fails), and `mapFailure` turns upstream's failure into it (the predicate operators' plain and `try` forms).
    package func subscribe<S: Subscriber>(
        _ subscriber: S, as description: String, _ rules: OperatorRules, mapFailure: @escaping (Failure) -> S.Failure,
        throwingStep step: @escaping (Output) throws(S.Failure) -> OperatorStep<S.Input, S.Failure>
    ) {
        subscribe(
            OperatorInner(
                downstream: subscriber, description: description, rules: rules,
                onValue: { value in
                    do throws(S.Failure) { return try step(value) } catch { return .fail(error) }
                },
                onCompletion: { $0.mapFailure(mapFailure) }))
    }
}
