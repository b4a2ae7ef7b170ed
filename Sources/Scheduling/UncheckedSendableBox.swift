/// Carries a non-`Sendable` value (usually a user closure) across a queue hop.
///
/// The originals' public closures are not `@Sendable`, and ours keep their signatures so that copied
/// code compiles. Where an implementation must hop to another queue it wraps the closure in this box,
/// in one audited place, and relies on the stream contract (events are serialized) for safety.
// @unchecked: the box is only used where the stream contract guarantees the value is used serially.
package struct UncheckedSendableBox<Value>: @unchecked Sendable {
    /// The carried value.
    package let value: Value

    /// Boxes `value` for a queue hop.
    package init(_ value: Value) { self.value = value }
}
