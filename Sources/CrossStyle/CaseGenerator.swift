import Scheduling

/// Generates random ``CrossCase``s: marble inputs and short chains over ``ChainStep``.
///
/// Not in any original. Case `n` of seed `s` is generated from `SplitMix64(seed: s ^ n·φ)`, so any case
/// can be regenerated on its own (`cookbook fuzz --seed s --cases n+1` reaches it, or ``make(seed:index:)``).
/// Inputs are 4–15 frames of digits and `-`, ending in `|` (70 %), `#` (10 %) or nothing (20 %, never ends);
/// chains are 1–4 steps; durations 1–3 frames plus 1/16, 1/32, 1/64 or 1/128 of a frame by step position (so even
/// consecutive windows of one step need 16 of them to land on a whole frame).
///
/// Same-instant order: in three cases of four, ties between sources are avoided by construction (input 0
/// has events on even frames only, every other input, and every inner, which starts on an input-0 event,
/// on odd frames only, and a chain has at most one multi-input step); in every fourth case (index 3 mod 4)
/// all inputs share even frames, so merge, combineLatest, zip, flatMapLatest, debounce and delay meet
/// simultaneous events of different sources, which all three originals order first-scheduled, first-run.
/// Those cases leave out the steps whose same-instant order the originals do not agree on
/// (``StyleDifference/sameInstantOrder``: throttle and startWith). A timer's fractional duration never
/// lands on a whole frame. The other documented differences are not avoided; ``CrossRun`` finds where
/// they can show and compares only before that point.
public enum CaseGenerator {
    /// The case numbered `index` of the run seeded with `seed`.
    public static func make(seed: UInt64, index: Int) -> CrossCase {
        var rng = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15))
        var inputs = [marbles(&rng, parity: 0)]
        var chain: [ChainStep] = []
        let ties = index % 4 == 3
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            var next = step(&rng, inputs: &inputs, position: chain.count, otherParity: ties ? 0 : 1)
            // One second timeline per chain: a second multi-input step would let two odd-frame inputs meet.
            while !next.extraInputs.isEmpty, inputs.count > next.extraInputs.count + 1 {
                inputs.removeLast(next.extraInputs.count)
                next = step(&rng, inputs: &inputs, position: chain.count, otherParity: ties ? 0 : 1)
            }
            chain.append(next)
        }
        return CrossCase(inputs: inputs, chain: chain)
    }

    /// A diagram whose events (terminal included) all sit on frames of the given parity.
    static func marbles(_ rng: inout SplitMix64, parity: Int) -> String {
        let length = Int.random(in: 2...7, using: &rng) * 2 + parity
        var text = ""
        for frame in 0..<length {
            let event = frame % 2 == parity && Int.random(in: 0..<10, using: &rng) < 6
            text += event ? String(Int.random(in: 0...9, using: &rng)) : "-"
        }
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<7: text += "|"
        case 7: text += "#"
        default: break
        }
        return text
    }

    static func step(_ rng: inout SplitMix64, inputs: inout [String], position: Int, otherParity: Int) -> ChainStep {
        func newInput() -> Int {
            inputs.append(marbles(&rng, parity: otherParity))
            return inputs.count - 1
        }
        // Whole frames plus a fraction unique to the step, so no two timers and no timer and input
        // event ever fall on the same instant (whose order the originals do not agree on).
        let frames = Double(Int.random(in: 1...3, using: &rng)) + 1.0 / Double(16 << position)
        var kind = Int.random(in: 0..<14, using: &rng)
        // Where sources may tie, no step whose same-instant order the originals do not agree on
        // (``StyleDifference/sameInstantOrder``): throttle becomes debounce, startWith becomes map.
        if otherParity == 0, kind == 12 { kind = 11 }
        if otherParity == 0, kind == 6 { kind = 0 }
        switch kind {
        case 0: return .map(multiplier: Int.random(in: 1...3, using: &rng), offset: Int.random(in: 0...2, using: &rng))
        case 1: return .filter(divisor: Int.random(in: 2...3, using: &rng))
        case 2: return .scan(seed: Int.random(in: 0...2, using: &rng))
        case 3: return .distinct
        case 4: return .take(Int.random(in: 1...4, using: &rng))
        case 5: return .skip(Int.random(in: 0...3, using: &rng))
        case 6: return .startWith(Int.random(in: 0...9, using: &rng))
        case 7: return .combineLatest(input: newInput())
        case 8: return .merge(input: newInput())
        case 9: return .zip(input: newInput())
        case 10: return .flatMapLatest(inners: (0..<Int.random(in: 1...2, using: &rng)).map { _ in newInput() })
        case 11: return .debounce(frames: frames)
        case 12: return .throttle(frames: frames)
        default: return .delay(frames: frames)
        }
    }
}
