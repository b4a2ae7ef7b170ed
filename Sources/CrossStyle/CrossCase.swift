import Marbles

/// A case run in all three styles: cold marble inputs and an operator chain applied to input 0.
///
/// Not in any original. Inputs are cold marble diagrams (RxJS grammar, see `MarbleDiagram`) whose
/// keys are the digits `0`–`9` standing for those `Int`s and whose `#` is ``CrossFailure/boom``.
/// Every input is subscribed when the chain is (frame 0, clock time 0), except the inners of
/// ``ChainStep/flatMapLatest(inners:)``, which start afresh each time they are switched to.
///
/// Time: one frame is ``frameNanoseconds`` (one virtual second) on the shared `VirtualClock`: one
/// 128 ticks of push's `TestScheduler(clock:resolution: 1/128)`, one second of pull's `TestScheduler`,
/// `.seconds(1)` of pub-sub's `DispatchQueue.test(clock:)`.
///
/// ```swift
/// let c = CrossCase(inputs: ["-1-2-3|"], chain: [.map(multiplier: 2, offset: 0)])
/// print(c)
/// // Prints: in0 = -1-2-3| ; in0.map(x*2+0)
/// ```
public struct CrossCase: Sendable, Hashable, CustomStringConvertible {
    /// Nanoseconds of one marble frame: one virtual second.
    public static let frameNanoseconds: Int64 = 1_000_000_000
    /// Push ticks per frame: push's `TestScheduler` counts whole ticks, so it runs at a resolution of
    /// 1/128 s (one tick is 7.8125 ms) to express the fractional durations of ``ChainStep``.
    public static let ticksPerFrame: Int64 = 128
    /// The value of each input marble key.
    public static let inputValues: [String: Int] = Dictionary(uniqueKeysWithValues: (0...9).map { (String($0), $0) })

    /// The cold input diagrams; the chain starts from input 0.
    public var inputs: [String]
    /// The operators, applied in order.
    public var chain: [ChainStep]

    /// Creates a case.
    /// - Parameters:
    ///   - inputs: cold marble diagrams with digit keys (at least one).
    ///   - chain: the operators applied to input 0.
    public init(inputs: [String], chain: [ChainStep]) {
        self.inputs = inputs
        self.chain = chain
    }

    /// `in0 = … ; in1 = … ; in0.step.step`: enough to rebuild the case by hand.
    public var description: String {
        let lines = inputs.enumerated().map { "in\($0.offset) = \($0.element)" }
        return (lines + ["in0" + chain.map { ".\($0)" }.joined()]).joined(separator: " ; ")
    }

    /// Checks the case before any style runs it: every input parses, every index exists, counts are positive.
    /// - Throws: ``CrossCaseError`` naming the problem.
    public func validate() throws(CrossCaseError) {
        guard !inputs.isEmpty else { throw .noInputs }
        for (index, marbles) in inputs.enumerated() {
            do {
                let diagram = try MarbleDiagram(
                    parsing: marbles, kind: .cold, values: Self.inputValues, error: CrossFailure.boom,
                    frameDuration: Self.frameNanoseconds)
                if diagram.unsubscriptionFrame != nil { throw CrossCaseError.badInput(index: index, problem: "`!` is not allowed") }
            } catch let error as CrossCaseError {
                throw error
            } catch {
                throw .badInput(index: index, problem: "\(error)")
            }
        }
        for step in chain {
            for input in step.extraInputs where !inputs.indices.contains(input) || input == 0 {
                throw .badStep(step: step.description, problem: "input \(input) is not one of in1…in\(inputs.count - 1)")
            }
            switch step {
            case .take(let count) where count < 1, .skip(let count) where count < 0:
                throw .badStep(step: step.description, problem: "count out of range")
            case .debounce(let frames), .throttle(let frames), .delay(let frames):
                guard frames > 0, frames < 1000, (frames * Double(Self.ticksPerFrame)).rounded() == frames * Double(Self.ticksPerFrame)
                else {
                    throw .badStep(step: step.description, problem: "a duration must be a positive multiple of 1/128 frame below 1000")
                }
            case .filter(let divisor) where divisor < 1:
                throw .badStep(step: step.description, problem: "divisor must be at least 1")
            case .flatMapLatest(let inners) where inners.isEmpty:
                throw .badStep(step: step.description, problem: "needs at least one inner input")
            default:
                break
            }
        }
    }
}

/// Why a ``CrossCase`` cannot run.
public enum CrossCaseError: Error, Equatable, CustomStringConvertible {
    /// The case has no input.
    case noInputs
    /// An input diagram does not parse.
    case badInput(index: Int, problem: String)
    /// A step names a missing input or has an out-of-range parameter.
    case badStep(step: String, problem: String)

    /// The problem in words.
    public var description: String {
        switch self {
        case .noInputs: "a cross-style case needs at least one input"
        case let .badInput(index, problem): "input in\(index): \(problem)"
        case let .badStep(step, problem): "step \(step): \(problem)"
        }
    }
}
