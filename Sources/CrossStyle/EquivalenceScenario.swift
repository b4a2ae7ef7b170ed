/// One row of the cross-style equivalence table: a case and the output each style must give.
///
/// Not in any original. Outputs are written as ``CrossRun/render(_:)`` draws them: one column per
/// frame, a one-digit value as its digit, a longer one in parentheses, `|`, `#`, several events of
/// one frame in brackets (`[2 |]`). Where the originals genuinely differ, `perStyle` holds the
/// expectation of the styles that differ from `expected`, and `difference` names the reason.
public struct EquivalenceScenario: Sendable, CustomStringConvertible {
    /// A short name (shown as the test argument).
    public let name: String
    /// Inputs and chain.
    public let testCase: CrossCase
    /// The output every style gives unless overridden.
    public let expected: String
    /// The styles whose original behaves differently, and their output.
    public let perStyle: [ReactiveStyle: String]
    /// Why they differ, when they do.
    public let difference: StyleDifference?
    /// Where the expectation comes from (transcript scenario or documentation).
    public let source: String

    /// The output `style` must give.
    public func expected(for style: ReactiveStyle) -> String {
        perStyle[style] ?? expected
    }

    /// The name.
    public var description: String { name }
}
