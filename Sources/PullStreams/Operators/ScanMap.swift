import Foundation
import Scheduling

extension Signal {
    /// Maps each value with a running state (ReactiveSwift's `scanMap(_:_:)`).
    public func scanMap<State, U>(_ initialState: State, _ next: @escaping (State, Value) -> (State, U)) -> Signal<U, Error> {
        scanMap(into: initialState, inPlace(next))
    }

    /// Maps each value with a running state changed in place (ReactiveSwift's `scanMap(into:_:)`).
    public func scanMap<State, U>(into initialState: State, _ next: @escaping (inout State, Value) -> U) -> Signal<U, Error> {
        lift(Self.scanMapping(into: initialState, next))
    }

    static func scanMapping<State, U>(into initialState: State, _ next: @escaping (inout State, Value) -> U) -> Transformation<U, Error> {
        { observer, _ in
            var state = initialState
            return { event in observer.send(event.map { next(&state, $0) }) }
        }
    }
}

extension SignalProducer {
    /// Maps each value with a running state.
    public func scanMap<State, U>(_ initialState: State, _ next: @escaping (State, Value) -> (State, U)) -> SignalProducer<U, Error> {
        scanMap(into: initialState, inPlace(next))
    }

    /// Maps each value with a running state changed in place.
    public func scanMap<State, U>(into initialState: State, _ next: @escaping (inout State, Value) -> U) -> SignalProducer<U, Error> {
        flatMapEvent(Signal.scanMapping(into: initialState, next))
    }
}

/// `scanMap(_:_:)`'s `next`, which returns the new state, as the `next` of `scanMap(into:_:)`, which changes it in
/// place.
private func inPlace<State, Value, U>(_ next: @escaping (State, Value) -> (State, U)) -> (inout State, Value) -> U {
    { state, value in
        let (newState, output) = next(state, value)
        state = newState
        return output
    }
}
