/// An object with a publisher that signals before the object changes.
///
/// Mirrors Combine's `ObservableObject`: by default `objectWillChange` is an ``ObservableObjectPublisher``
/// that every `@Published` property of the object (its superclasses' included) signals before it changes.
/// As in Combine (and OpenCombine), the default finds the `@Published` properties by reflection and installs
/// one publisher in all of them the first time it is asked for; an object without `@Published` properties
/// gets a new publisher each time.
///
/// ```swift
/// final class Contact: ObservableObject {
///     @Published var age = 24
/// }
/// let john = Contact()
/// let c = john.objectWillChange.sink { print("\(john.age) will change") }
/// john.age += 1
/// // Prints: 24 will change
/// ```
public protocol ObservableObject: AnyObject {
    /// The publisher that signals before the object changes.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// A publisher that signals before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

/// A stored property that can signal an object's change publisher (a `Published`).
protocol ObservableObjectProperty {
    func installObjectWillChange(_ publisher: ObservableObjectPublisher) -> ObservableObjectPublisher
}

extension Published: ObservableObjectProperty {
    func installObjectWillChange(_ publisher: ObservableObjectPublisher) -> ObservableObjectPublisher {
        subject.installObjectWillChange(publisher)
    }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The publisher every `@Published` property of this object signals before it changes (the same
    /// publisher on every call once the object has a `@Published` property).
    public var objectWillChange: ObservableObjectPublisher {
        var installed: ObservableObjectPublisher?
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                guard let property = child.value as? ObservableObjectProperty else { continue }
                // The first property decides (another thread may have installed one already); the rest follow.
                installed = property.installObjectWillChange(installed ?? ObservableObjectPublisher())
            }
            mirror = current.superclassMirror
        }
        return installed ?? ObservableObjectPublisher()
    }
}
