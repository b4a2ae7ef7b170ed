import Foundation
import Scheduling

extension Signal {
    /// Maps each value and drops the `nil` results (ReactiveSwift's `compactMap(_:)`).
    public func compactMap<U>(_ transform: @escaping (Value) -> U?) -> Signal<U, Error> {
        lift(stateless: Self.compactMapping(transform))
    }

    /// The older name of `compactMap(_:)`.
    public func filterMap<U>(_ transform: @escaping (Value) -> U?) -> Signal<U, Error> {
        compactMap(transform)
    }

    static func compactMapping<U>(_ transform: @escaping (Value) -> U?) -> Stage<U, Error> {
        { observer in
            { event in
                switch event {
                case let .value(value): if let mapped = transform(value) { observer.send(value: mapped) }
                case let .failed(error): observer.send(error: error)
                case .completed: observer.sendCompleted()
                case .interrupted: observer.sendInterrupted()
                }
            }
        }
    }
}

extension SignalProducer {
    /// Maps each value and drops the `nil` results.
    public func compactMap<U>(_ transform: @escaping (Value) -> U?) -> SignalProducer<U, Error> {
        flatMapStatelessEvent(Signal.compactMapping(transform))
    }

    /// The older name of `compactMap(_:)`.
    public func filterMap<U>(_ transform: @escaping (Value) -> U?) -> SignalProducer<U, Error> {
        compactMap(transform)
    }
}

/// A type that is an optional (ReactiveSwift's `OptionalProtocol`), for `skipNil()` and optional bindings.
public protocol OptionalProtocol {
    /// The wrapped type.
    associatedtype Wrapped
    /// Rebuilds the optional from `value`.
    init(reconstructing value: Wrapped?)
    /// The optional itself.
    var optional: Wrapped? { get }
}

extension Optional: OptionalProtocol {
    /// Rebuilds the optional from `value`.
    public init(reconstructing value: Wrapped?) { self = value }
    /// The optional itself.
    public var optional: Wrapped? { self }
}

extension Signal where Value: OptionalProtocol {
    /// Unwraps the values, dropping `nil`s (ReactiveSwift's `skipNil()`).
    public func skipNil() -> Signal<Value.Wrapped, Error> {
        compactMap { $0.optional }
    }
}

extension SignalProducer where Value: OptionalProtocol {
    /// Unwraps the values, dropping `nil`s.
    public func skipNil() -> SignalProducer<Value.Wrapped, Error> {
        compactMap { $0.optional }
    }
}
