/// A property wrapper that publishes every change of a class's property, through its `$` projection.
///
/// Mirrors Combine's `@Published`: `$property` is a ``Published/Publisher`` that gives each new subscriber the
/// current value when it asks, then every new value; a change is sent in the property's `willSet` (a
/// subscriber reading the property sees the old value); in an ``ObservableObject`` the object's
/// `objectWillChange` is signalled before each change. Class properties only: `wrappedValue` is unavailable,
/// as Combine's (the wrapper reads and writes through its enclosing instance). Ours creates its subject
/// when the property is created (Combine's creates it on first use); nothing else differs.
///
/// ```swift
/// final class Weather {
///     @Published var temperature = 20
/// }
/// let weather = Weather()
/// let c = weather.$temperature.sink { print($0) }
/// weather.temperature = 25
/// // Prints: 20
/// //         25
/// ```
@propertyWrapper
public struct Published<Value> {
    /// The publisher of a `@Published` property (its `$` projection); never fails.
    ///
    /// Mirrors Combine's `Published.Publisher`: subscriptions describe themselves as `"PublishedSubject"`.
    public struct Publisher: PubSubStreams.Publisher {
        /// The property's values.
        public typealias Output = Value
        /// A `@Published` property never fails.
        public typealias Failure = Never

        let subject: PublishedSubject<Value>

        /// Attaches `subscriber` to the property's subject.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }
    }

    let subject: PublishedSubject<Value>

    /// Creates the property with `initialValue` (Combine's older spelling of ``init(wrappedValue:)``).
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Creates the property with `wrappedValue`; written for you by `@Published var x = value`.
    public init(wrappedValue: Value) {
        subject = PublishedSubject(wrappedValue)
    }

    /// The publisher of this property (`$property`). Assigning a projection is allowed, as in Combine, and
    /// changes nothing: the property keeps its own publisher and value.
    public var projectedValue: Publisher {
        get { Publisher(subject: subject) }
        set {}  // Combine's setter only makes sure a publisher exists; ours always does.
    }

    /// Unavailable, as in Combine: `@Published` is for class properties, which go through the enclosing instance.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { subject.value }
        set { subject.send(newValue) }
    }

    /// The value of the property `wrapped` of `object`, stored in its `storage`; setting it sends the new value.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].subject.value }
        set { object[keyPath: storageKeyPath].subject.send(newValue) }
    }
}

extension Publisher where Failure == Never {
    /// Republishes every value to the `@Published` property whose projection is `published`.
    ///
    /// Mirrors Combine's `assign(to:)`: the property's subject asks the upstream for `.unlimited` at once and
    /// cancels it when the property (with its object) goes away; no `AnyCancellable` is returned. The upstream's
    /// completion is ignored.
    public func assign(to published: inout Published<Output>.Publisher) {
        subscribe(PublishedSubscriber(published.subject))
    }
}
