/// One operator of a chain that all three styles spell the same way, applied to the stream so far.
///
/// Not in any original. Values are `Int`s; the functions are fixed and printable, so a chain can be
/// shown, stored and rebuilt in every style. Binary steps name a second input by its index in
/// ``CrossCase/inputs``. Durations are in frames (one frame is ``CrossCase/frameNanoseconds``), in
/// 128ths of a frame at the finest (``CrossCase/ticksPerFrame``); a fractional duration keeps a timer
/// from firing at the same instant as an input event, whose order the styles are free to differ on.
///
/// | step | push (RxSwift) | pull (ReactiveSwift) | pubsub (Combine) |
/// | --- | --- | --- | --- |
/// | `map` | `map` | `map` | `map` |
/// | `filter` | `filter` | `filter` | `filter` |
/// | `scan` | `scan(_:accumulator:)` | `scan(_:_:)` | `scan(_:_:)` |
/// | `distinct` | `distinctUntilChanged()` | `skipRepeats()` | `removeDuplicates()` |
/// | `take` | `take(_:)` | `take(first:)` | `prefix(_:)` |
/// | `skip` | `skip(_:)` | `skip(first:)` | `dropFirst(_:)` |
/// | `startWith` | `startWith(_:)` | `prefix(value:)` | `prepend(_:)` |
/// | `combineLatest` | `Observable.combineLatest(_:_:resultSelector:)` | `combineLatest(with:)` + `map` | `combineLatest(_:_:)` |
/// | `merge` | `Observable.merge(_:)` | `SignalProducer.merge(_:_:)` | `merge(with:)` |
/// | `zip` | `Observable.zip(_:_:resultSelector:)` | `zip(with:)` + `map` | `zip(_:_:)` |
/// | `flatMapLatest` | `flatMapLatest` | `flatMap(.latest)` | `map` + `switchToLatest()` |
/// | `debounce` | `debounce(_:scheduler:)` | `debounce(_:on:)` | `debounce(for:scheduler:)` |
/// | `throttle` | `throttle(_:latest: true, scheduler:)` | `throttle(_:on:)` | `throttle(for:scheduler:latest: true)` |
/// | `delay` | `delay(_:scheduler:)` | `delay(_:on:)` | `delay(for:scheduler:)` |
public enum ChainStep: Sendable, Hashable, CustomStringConvertible {
    /// `x * multiplier + offset`.
    case map(multiplier: Int, offset: Int)
    /// Keeps `x` when `x % divisor == 0` (a divisor below 1 is treated as 1).
    case filter(divisor: Int)
    /// Running sum starting at `seed`.
    case scan(seed: Int)
    /// Drops a value equal to the previous one.
    case distinct
    /// The first `count` values, then completion (`count` of at least 1).
    case take(Int)
    /// Drops the first `count` values.
    case skip(Int)
    /// Emits `value` first.
    case startWith(Int)
    /// Latest of both, as `a * 10 + b`, once both have a value.
    case combineLatest(input: Int)
    /// Values of both as they come.
    case merge(input: Int)
    /// Pairs by index, as `a * 10 + b`.
    case zip(input: Int)
    /// Each value `v` switches to a fresh subscription of input `inners[v mod inners.count]`.
    case flatMapLatest(inners: [Int])
    /// A value after `frames` quiet frames.
    case debounce(frames: Double)
    /// At most one value per `frames` frames, the latest (`latest: true` where the style has the flag).
    case throttle(frames: Double)
    /// Every event `frames` frames later (see ``StyleDifference/delayedError``).
    case delay(frames: Double)

    /// The inputs this step subscribes to besides the stream it is applied to.
    public var extraInputs: [Int] {
        switch self {
        case .combineLatest(let input), .merge(let input), .zip(let input): [input]
        case .flatMapLatest(let inners): inners
        default: []
        }
    }

    /// Whether the step schedules on the clock.
    public var isTimed: Bool {
        switch self {
        case .debounce, .throttle, .delay: true
        default: false
        }
    }

    /// The chain spelled as a short, style-neutral expression, e.g. `map(x*2+1)` or `zip(in1)`.
    public var description: String {
        switch self {
        case let .map(multiplier, offset): "map(x*\(multiplier)\(offset < 0 ? "" : "+")\(offset))"
        case .filter(let divisor): "filter(x%\(divisor)==0)"
        case .scan(let seed): "scan(\(seed),+)"
        case .distinct: "distinct"
        case .take(let count): "take(\(count))"
        case .skip(let count): "skip(\(count))"
        case .startWith(let value): "startWith(\(value))"
        case .combineLatest(let input): "combineLatest(in\(input),a*10+b)"
        case .merge(let input): "merge(in\(input))"
        case .zip(let input): "zip(in\(input),a*10+b)"
        case .flatMapLatest(let inners): "flatMapLatest(\(inners.map { "in\($0)" }.joined(separator: "|")))"
        case .debounce(let frames): "debounce(\(Self.format(frames)))"
        case .throttle(let frames): "throttle(\(Self.format(frames)),latest)"
        case .delay(let frames): "delay(\(Self.format(frames)))"
        }
    }

    /// The duration in clock nanoseconds.
    static func nanoseconds(_ frames: Double) -> Int64 {
        Int64((frames * Double(CrossCase.ticksPerFrame)).rounded()) * (CrossCase.frameNanoseconds / CrossCase.ticksPerFrame)
    }

    /// `2`, `2.5`, `1.0625`.
    static func format(_ frames: Double) -> String {
        frames == frames.rounded() ? String(Int(frames)) : String(frames)
    }

    /// The step's value function, shared by all styles so they compute the same numbers.
    static func mapped(_ x: Int, _ multiplier: Int, _ offset: Int) -> Int { x &* multiplier &+ offset }
    /// The filter predicate.
    static func kept(_ x: Int, _ divisor: Int) -> Bool { x % Swift.max(1, divisor) == 0 }
    /// The combining function of `combineLatest` and `zip`.
    static func combined(_ a: Int, _ b: Int) -> Int { a &* 10 &+ b }
    /// Which inner a `flatMapLatest` value picks.
    static func innerIndex(_ value: Int, count: Int) -> Int { ((value % count) + count) % count }
}
