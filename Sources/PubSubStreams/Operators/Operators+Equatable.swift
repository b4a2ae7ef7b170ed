// Combine's conditional `Equatable` conformances of its operator publishers. Two publishers are equal when the
// stored publishers and parameters that Combine's `==` compares are equal. Closures are never compared: every
// operator that stores one (`map`, `filter`, `scan`, `catch`, …) is not `Equatable` in Combine, nor here.
// Where several operators share one generic struct, the conformance on a whole family (`Pairing`, `Staged3`,
// `Replacing`) matches Combine because Combine declares it for every member. For a family where only some
// members are `Equatable` (`UpstreamOnly`, `UntilOutput`), the rule must adopt ``EquatableOperatorRule``.

/// Marks an operator rule whose publisher is `Equatable` in Combine.
///
/// ``Publishers/UpstreamOnly`` and ``Publishers/UntilOutput`` are `Equatable` only with such a rule, so
/// each family has exactly the `Equatable` members Combine has: `First`, `Last`, `Count`, `Collect`,
/// `IgnoreOutput` and `DropUntilOutput` are, but `SwitchToLatest` and `PrefixUntilOutput` are not.
public protocol EquatableOperatorRule {}

extension Publishers.FirstRule: EquatableOperatorRule {}
extension Publishers.LastRule: EquatableOperatorRule {}
extension Publishers.CountRule: EquatableOperatorRule {}
extension Publishers.CollectRule: EquatableOperatorRule {}
extension Publishers.IgnoreOutputRule: EquatableOperatorRule {}
extension Publishers.DropUntilOutputRule: EquatableOperatorRule {}

extension Publishers.UpstreamOnly: Equatable where Upstream: Equatable, Rule: EquatableOperatorRule {
    /// Equal when the upstreams are equal (Combine's `First`, `Last`, `Count`, `Collect`, `IgnoreOutput`).
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.upstream == rhs.upstream }
}

extension Publishers.UntilOutput: Equatable where Upstream: Equatable, Other: Equatable, Rule: EquatableOperatorRule {
    /// Equal when the upstreams and the triggers are equal (Combine's `DropUntilOutput`).
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.upstream == rhs.upstream && lhs.other == rhs.other }
}

extension Publishers.Pairing: Equatable where A: Equatable, B: Equatable {
    /// Equal when both pairs of publishers are equal (Combine's `CombineLatest`, `Zip`).
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.a == rhs.a && lhs.b == rhs.b }
}

extension Publishers.Staged3: Equatable where A: Equatable, B: Equatable, C: Equatable {
    /// Equal when the three pairs of publishers are equal (Combine's `CombineLatest3`, `Zip3`).
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c }
}

extension Publishers.Merge: Equatable where A: Equatable, B: Equatable {
    /// Equal when both pairs of publishers are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.a == rhs.a && lhs.b == rhs.b }
}

extension Publishers.MergeMany: Equatable where Upstream: Equatable {
    /// Equal when the arrays of publishers are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.publishers == rhs.publishers }
}

extension Publishers.Concatenate: Equatable where Prefix: Equatable, Suffix: Equatable {
    /// Equal when the prefixes and the suffixes are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.prefix == rhs.prefix && lhs.suffix == rhs.suffix }
}

extension Publishers.Replacing: Equatable where Upstream: Equatable, Upstream.Output: Equatable {
    /// Equal when the upstreams and the replacement values are equal (Combine's `ReplaceEmpty`, `ReplaceError`).
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.upstream == rhs.upstream && lhs.output == rhs.output }
}

extension Publishers.Contains: Equatable where Upstream: Equatable {
    /// Equal when the upstreams and the values looked for are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.upstream == rhs.upstream && lhs.output == rhs.output }
}

extension Publishers.Drop: Equatable where Upstream: Equatable {
    /// Equal when the upstreams and the counts are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.upstream == rhs.upstream && lhs.count == rhs.count }
}

extension Publishers.Output: Equatable where Upstream: Equatable {
    /// Equal when the upstreams and the ranges are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.upstream == rhs.upstream && lhs.range == rhs.range }
}

extension Publishers.CollectByCount: Equatable where Upstream: Equatable {
    /// Equal when the upstreams and the counts are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.upstream == rhs.upstream && lhs.count == rhs.count }
}

extension Publishers.Retry: Equatable where Upstream: Equatable {
    /// Equal when the upstreams and the retry counts are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.upstream == rhs.upstream && lhs.retries == rhs.retries }
}

extension Publishers.SetFailureType: Equatable where Upstream: Equatable {
    /// Equal when the upstreams are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.upstream == rhs.upstream }
}
