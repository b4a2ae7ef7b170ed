/// A publisher you can push values and a completion into by hand.
///
/// Mirrors Combine's `Subject`. Delivery order among several subscribers is unspecified (as in
/// Combine); ours happens to follow subscription order, but do not rely on it.
///
/// ```swift
/// let subject = PassthroughSubject<Int, Never>()
/// let c = subject.sink { print($0) }
/// subject.send(1)
/// // Prints: 1
/// ```
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to every subscriber that has demand.
    func send(_ value: Output)
    /// Sends the terminal event to every subscriber; later sends are ignored.
    func send(completion: Subscribers.Completion<Failure>)
    /// Gives the subject an upstream subscription (used by `subscribe(_ subject:)`); it requests unlimited.
    func send(subscription: Subscription)
}

extension Subject where Output == Void {
    /// Sends `()` (Combine's convenience for `Void` subjects).
    public func send() {
        send(())
    }
}

extension Publisher {
    /// Forwards every value and the completion of this publisher into `subject`.
    ///
    /// Mirrors Combine's `subscribe(_ subject:) -> AnyCancellable`; cancel the result to stop.
    ///
    /// ```swift
    /// let subject = PassthroughSubject<Int, Never>()
    /// let c1 = subject.sink { print($0) }
    /// let c2 = [1, 2].publisher.subscribe(subject)
    /// // Prints: 1
    /// //         2
    /// ```
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where Failure == S.Failure, Output == S.Output {
        let subscriber = SubjectSubscriber(subject)
        subscribe(subscriber)
        return AnyCancellable(subscriber)
    }
}
