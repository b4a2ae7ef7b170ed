import Foundation

/// The `rx` namespace: reactive extensions of a base value go in `extension Reactive where Base: SomeType`.
///
/// Same as RxSwift's `Reactive`: for a class base, every writable property is also a `Binder` through dynamic
/// member lookup (`object.rx.title` binds to `object.title`, on the main scheduler).
///
/// ```swift
/// final class Screen: ReactiveCompatible { var title = "" }
/// extension Reactive where Base: Screen {
///     var greeting: Binder<String> { Binder(base) { screen, name in screen.title = "Hi, \(name)" } }
/// }
/// ```
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The value extended.
    public let base: Base

    /// The extensions of `base`.
    public init(_ base: Base) {
        self.base = base
    }

    /// A binder to the writable property at `keyPath` of the (class) base.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property>
    where Base: AnyObject {
        Binder(base) { base, value in base[keyPath: keyPath] = value }
    }
}

/// A type with the `rx` namespace.
///
/// Same as RxSwift's `ReactiveCompatible` (`NSObject` conforms).
public protocol ReactiveCompatible {
    /// The type extended (usually `Self`).
    associatedtype ReactiveBase
    /// The `rx` namespace of the type, for static extensions.
    static var rx: Reactive<ReactiveBase>.Type { get set }
    /// The `rx` namespace of this value.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// The `rx` namespace of the type (setting it does nothing; it lets `mutating` extensions exist).
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // swiftlint:disable:next unused_setter_value
        set {}
    }

    /// The `rx` namespace of this value (setting it does nothing; it lets `mutating` extensions exist).
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // swiftlint:disable:next unused_setter_value
        set {}
    }
}

extension NSObject: ReactiveCompatible {}
