import Scheduling

extension Subscribers {
    /// A subscriber that writes each value into a property of an object.
    ///
    /// Mirrors Combine's `Subscribers.Assign`: it keeps the object alive until the publisher
    /// completes or the subscription is cancelled, then releases it.
    ///
    /// ```swift
    /// final class Box { var value = 0 }
    /// let box = Box()
    /// let c = Just(5).assign(to: \.value, on: box)
    /// print(box.value)
    /// // Prints: 5
    /// ```
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
        /// Assign never fails.
        public typealias Failure = Never

        private enum Status {
            case awaiting
            case subscribed(Subscription)
            case terminal
        }

        private struct State {
            var status: Status = .awaiting
            var object: Root?
        }

        private let state: Locked<State>

        /// The key path written to.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>

        /// The object written to, until completion or cancellation.
        public var object: Root? { state.withLock { $0.object } }

        /// Creates an assigning subscriber for `keyPath` on `object`.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.keyPath = keyPath
            state = Locked(State(object: object))
            Resources.increment()
        }

        deinit { Resources.decrement() }

        /// `Assign`.
        public var description: String { "Assign \(Root.self)." }

        /// Keeps the subscription and requests unlimited values.
        public func receive(subscription: Subscription) {
            let accepted = state.withLock { state -> Bool in
                guard case .awaiting = state.status else { return false }
                state.status = .subscribed(subscription)
                return true
            }
            if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        /// Writes the value.
        public func receive(_ input: Input) -> Subscribers.Demand {
            let object = state.withLock { state -> Root? in
                guard case .subscribed = state.status else { return nil }
                return state.object
            }
            object?[keyPath: keyPath] = input
            return .none
        }

        /// Releases the object.
        public func receive(completion: Subscribers.Completion<Never>) {
            let object = state.withLock { state -> Root? in
                state.status = .terminal
                defer { state.object = nil }
                return state.object
            }
            _ = object
        }

        /// Cancels the subscription and releases the object.
        public func cancel() {
            let (subscription, object) = state.withLock { state -> (Subscription?, Root?) in
                guard case let .subscribed(subscription) = state.status else { return (nil, nil) }
                state.status = .terminal
                defer { state.object = nil }
                return (subscription, state.object)
            }
            subscription?.cancel()
            _ = object
        }
    }
}

extension Publisher where Failure == Never {
    /// Writes each value into `keyPath` on `object`; keeps `object` alive until completion or cancel.
    ///
    /// Mirrors Combine's `assign(to:on:)`.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let subscriber = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(subscriber)
        return AnyCancellable(subscriber)
    }
}
