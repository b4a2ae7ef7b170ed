import Scheduling

/// A repeatable, stateful piece of work with observable results: what a view model exposes for a
/// button (ReactiveSwift's `Action`).
///
/// `apply(_:)` returns a producer that, when started, runs `execute` with the latest state, unless
/// the action is disabled (then it fails with `.disabled`) or already executing (one execution at a
/// time). `isEnabled`, `isExecuting`, and the `events`/`values`/`errors`/`completed` signals of every
/// execution are observable. Where ours differs: the state is kept under a lock that is released
/// before `isEnabled`/`isExecuting` are updated (our lock rule), so their observers may see changes
/// a moment after the state changed.
///
/// ```swift
/// let save = Action<String, Bool, Never> { text in SignalProducer(value: !text.isEmpty) }
/// save.values.observeValues { print($0) }
/// save.apply("hi").start()
/// // Prints: true
/// ```
public final class Action<Input, Output, Error: Swift.Error> {
    private struct ActionState<Value> {
        var isUserEnabled: Bool
        var isExecuting: Bool
        var value: Value
        var isEnabled: Bool { isUserEnabled && !isExecuting }
    }

    private let execute: (Action<Input, Output, Error>, Input) -> SignalProducer<Output, ActionError<Error>>
    private let eventsObserver: Signal<Signal<Output, Error>.Event, Never>.Observer
    private let disabledErrorsObserver: Signal<(), Never>.Observer
    private let deinitToken: Lifetime.Token

    /// Ends when the action is released.
    public let lifetime: Lifetime
    /// Every event of every execution.
    public let events: Signal<Signal<Output, Error>.Event, Never>
    /// Every value of every execution.
    public let values: Signal<Output, Never>
    /// Every failure of every execution.
    public let errors: Signal<Error, Never>
    /// Sends each time `apply` is started while the action is disabled.
    public let disabledErrors: Signal<(), Never>
    /// Sends each time an execution completes.
    public let completed: Signal<(), Never>
    /// Whether an execution is running.
    public let isExecuting: Property<Bool>
    /// Whether `apply` would run now: enabled by the state and not executing.
    public let isEnabled: Property<Bool>

    /// An action whose state follows `state`; it is enabled while `isEnabled(state)` holds and not
    /// executing; `execute` gets the latest state and the input. The action retains `state`.
    public init<State: PropertyProtocol>(
        state: State, enabledIf isEnabled: @escaping (State.Value) -> Bool,
        execute: @escaping (State.Value, Input) -> SignalProducer<Output, Error>
    ) {
        let isUserEnabled = isEnabled
        (lifetime, deinitToken) = Lifetime.make()
        lifetime.observeEnded { _ = state }
        (events, eventsObserver) = Signal<Signal<Output, Error>.Event, Never>.pipe()
        (disabledErrors, disabledErrorsObserver) = Signal<(), Never>.pipe()
        values = events.compactMap { $0.value }
        errors = events.compactMap { $0.error }
        completed = events.compactMap { event in
            if case .completed = event { return () }
            return nil
        }
        let actionState = Locked(ActionState(isUserEnabled: true, isExecuting: false, value: state.value))
        let executing = MutableProperty(false)
        let enabled = MutableProperty(true)
        self.isExecuting = Property(capturing: executing)
        self.isEnabled = Property(capturing: enabled)

        // Changes the state under the lock, then publishes `isEnabled`/`isExecuting` outside it.
        func modify<Result>(_ change: (inout ActionState<State.Value>) -> Result) -> Result {
            let (result, flags) = actionState.withLock { state -> (Result, (Bool, Bool)) in
                let result = change(&state)
                return (result, (state.isEnabled, state.isExecuting))
            }
            if enabled.value != flags.0 { enabled.value = flags.0 }
            if executing.value != flags.1 { executing.value = flags.1 }
            return result
        }

        lifetime += state.producer.startWithValues { value in
            modify { state in
                state.value = value
                state.isUserEnabled = isUserEnabled(value)
            }
        }

        self.execute = { action, input in
            SignalProducer { observer, lifetime in
                let latest: State.Value? = modify { state in
                    guard state.isEnabled else { return nil }
                    state.isExecuting = true
                    return state.value
                }
                guard let latest else {
                    observer.send(error: .disabled)
                    action.disabledErrorsObserver.send(value: ())
                    return
                }
                let handle = execute(latest, input).start { event in
                    observer.send(event.mapError(ActionError.producerFailed))
                    action.eventsObserver.send(value: event)
                }
                lifetime.observeEnded {
                    handle.dispose()
                    modify { $0.isExecuting = false }
                }
            }
        }
    }

    /// An action over `state`, always enabled while not executing.
    public convenience init<P: PropertyProtocol>(state: P, execute: @escaping (P.Value, Input) -> SignalProducer<Output, Error>) {
        self.init(state: state, enabledIf: { _ in true }, execute: execute)
    }

    /// An action enabled while `isEnabled` is `true` (and not executing).
    public convenience init<P: PropertyProtocol>(enabledIf isEnabled: P, execute: @escaping (Input) -> SignalProducer<Output, Error>)
    where P.Value == Bool {
        self.init(state: isEnabled, enabledIf: { $0 }, execute: { _, input in execute(input) })
    }

    /// An action enabled while `state` is not `nil`; `execute` gets the unwrapped state.
    public convenience init<P: PropertyProtocol, T>(unwrapping state: P, execute: @escaping (T, Input) -> SignalProducer<Output, Error>)
    where P.Value == T? {
        self.init(
            state: state.map { $0 }, enabledIf: { $0 != nil },
            execute: { state, input in
                // Enabled only while non-nil, and the state read is the one the check passed.
                guard let state else { return SignalProducer<Output, Error>.empty }
                return execute(state, input)
            })
    }

    /// An action that is always enabled while not executing.
    public convenience init(execute: @escaping (Input) -> SignalProducer<Output, Error>) {
        self.init(enabledIf: Property(value: true), execute: execute)
    }

    deinit {
        eventsObserver.sendCompleted()
        disabledErrorsObserver.sendCompleted()
    }

    /// A producer that executes the action with `input` when started (or fails with `.disabled`).
    public func apply(_ input: Input) -> SignalProducer<Output, ActionError<Error>> {
        execute(self, input)
    }
}

extension Action: BindingTargetProvider {
    /// Binding a value applies the action to it (and starts it).
    public var bindingTarget: BindingTarget<Input> {
        BindingTarget(lifetime: lifetime) { [weak self] in self?.apply($0).start() }
    }
}

extension Action where Input == Void {
    /// Executes the action (no input).
    public func apply() -> SignalProducer<Output, ActionError<Error>> {
        apply(())
    }

    /// An action enabled while `state` is not `nil`; `execute` gets the unwrapped state.
    public convenience init<P: PropertyProtocol, T>(unwrapping state: P, execute: @escaping (T) -> SignalProducer<Output, Error>)
    where P.Value == T? {
        self.init(unwrapping: state) { state, _ in execute(state) }
    }

    /// An action over `state`; `execute` gets the latest state.
    public convenience init<P: PropertyProtocol, T>(state: P, execute: @escaping (T) -> SignalProducer<Output, Error>) where P.Value == T {
        self.init(state: state) { state, _ in execute(state) }
    }
}

/// Why an action's `apply` producer failed (ReactiveSwift's `ActionError`).
public enum ActionError<Error: Swift.Error>: Swift.Error {
    /// The action was disabled (or already executing) when started.
    case disabled
    /// The execution failed with `Error`.
    case producerFailed(Error)
}

extension ActionError: Equatable where Error: Equatable {}
