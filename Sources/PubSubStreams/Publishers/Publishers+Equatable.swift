// Combine's conditional `Equatable` conformances of its value publishers: two publishers are equal
// when what they would publish is equal.

extension Just: Equatable where Output: Equatable {
    /// Equal when the values are equal.
    public static func == (lhs: Just, rhs: Just) -> Bool { lhs.output == rhs.output }
}

extension Optional.Publisher: Equatable where Wrapped: Equatable {
    /// Equal when the values (or their absence) are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.output == rhs.output }
}

extension Result.Publisher: Equatable where Output: Equatable, Failure: Equatable {
    /// Equal when the results are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.result == rhs.result }
}

extension Publishers.Sequence: Equatable where Elements: Equatable {
    /// Equal when the sequences are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.sequence == rhs.sequence }
}

extension Fail: Equatable where Failure: Equatable {
    /// Equal when both publish the same error.
    public static func == (lhs: Fail, rhs: Fail) -> Bool { lhs.error == rhs.error }
}
