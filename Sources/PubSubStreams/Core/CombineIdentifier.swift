import Scheduling
import Synchronization

/// A unique identity for a subscriber or subscription.
///
/// Mirrors Combine's `CombineIdentifier`: `init()` makes a fresh identity; `init(_:)` uses an
/// object's identity, which is what subscribers that are classes get by default.
///
/// ```swift
/// print(CombineIdentifier() == CombineIdentifier())
/// // Prints: false
/// ```
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private enum Storage: Hashable, Sendable {
        case counter(UInt64)
        case object(ObjectIdentifier)
    }

    /// The last counter handed out (an atomic: pass-through operators make one identity per subscribe).
    private static let nextValue = Atomic<UInt64>(0)
    private let storage: Storage

    /// A new identity, different from every other.
    public init() {
        storage = .counter(Self.nextValue.wrappingAdd(1, ordering: .relaxed).newValue)
    }

    /// The identity of `obj`.
    public init(_ obj: AnyObject) {
        storage = .object(ObjectIdentifier(obj))
    }

    /// A short text naming the identity.
    public var description: String {
        switch storage {
        case let .counter(value): return "0x\(String(value, radix: 16))"
        case let .object(id): return "0x\(String(UInt(bitPattern: id), radix: 16))"
        }
    }
}

/// A type that has a `CombineIdentifier` (Combine's `CustomCombineIdentifierConvertible`).
///
/// Classes get one for free: their object identity.
public protocol CustomCombineIdentifierConvertible {
    /// The identity of this subscriber or subscription.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// The object identity.
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
