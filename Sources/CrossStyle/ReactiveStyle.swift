/// One of the three stream styles held against each other.
///
/// Not in any original: the cross-style harness's name for RxSwift-like push (`PushStreams`),
/// ReactiveSwift-like pull (`PullStreams`) and Combine-like pub-sub (`PubSubStreams`).
public enum ReactiveStyle: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    /// `PushStreams` (RxSwift).
    case push
    /// `PullStreams` (ReactiveSwift).
    case pull
    /// `PubSubStreams` (Combine; transcripts recorded from OpenCombine).
    case pubSub = "pubsub"

    /// `push`, `pull` or `pubsub`.
    public var description: String { rawValue }
}
