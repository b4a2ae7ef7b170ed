/// How two virtual times are ordered, as ``VirtualTimeConverterType/compareVirtualTime(_:_:)`` says.
///
/// Same as RxSwift's `VirtualTimeComparison`.
///
/// ```swift
/// print(TestSchedulerVirtualTimeConverter(resolution: 1).compareVirtualTime(1, 2))
/// // Prints: lessThan
/// ```
public enum VirtualTimeComparison: Sendable {
    /// The left time is before the right one.
    case lessThan
    /// Both times are the same.
    case equal
    /// The left time is after the right one.
    case greaterThan
}

extension VirtualTimeComparison {
    /// Whether the left time is before the right one (RxSwift spells it `lessThen`, internally).
    var lessThen: Bool { self == .lessThan }

    /// Whether the left time is after the right one.
    var greaterThan: Bool { self == .greaterThan }

    /// Whether both times are the same.
    var equal: Bool { self == .equal }
}
