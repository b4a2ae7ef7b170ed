/// A small, fast, seedable random number generator (Steele, Lea and Flood's SplitMix64).
///
/// Not in any original. The same seed gives the same sequence on every platform, so a fuzz failure
/// reproduces from its seed and case number, and a benchmark or a shuffling test sees the same values on
/// every run.
///
/// ```swift
/// var rng = SplitMix64(seed: 42)
/// print(rng.next() == SplitMix64(seed: 42).next())
/// // Prints: true
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
    @usableFromInline var state: UInt64

    /// A generator starting from `seed`.
    @inlinable
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    @inlinable
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
