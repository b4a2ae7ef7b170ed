import Marbles

/// The one error the harness's marble inputs fail with, and ReactiveSwift's interruption.
///
/// Not in any original. `#` in an input diagram is ``boom``. A pull-style output that ends in
/// `interrupted` (which has no marble of its own) is recorded as an error ``interrupted`` so it
/// shows up as a disagreement instead of vanishing.
public enum CrossFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// What `#` stands for.
    case boom
    /// A ReactiveSwift-style `interrupted` event seen in the pull style's output.
    case interrupted

    /// `boom` or `interrupted`.
    public var description: String {
        switch self {
        case .boom: "boom"
        case .interrupted: "interrupted"
        }
    }
}

/// One recorded output event: the frame and nanosecond time on the shared clock, and what happened.
public typealias CrossEvent = MarbleEvent<Int, CrossFailure>
