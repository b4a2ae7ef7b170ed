import Dispatch
import Foundation
import Testing

@testable import Scheduling

/// The per-thread nesting guard: direct calls while shallow, deferred in order when deep.
@Suite("NestingGuard")
struct NestingGuardTests {
    /// A recursion `levels` deep in which every level goes through the guard, as a nested chain does.
    private func nest(_ guardian: NestingGuard, levels: Int, log: UnsafeMutablePointer<[Int]>, level: Int = 0) {
        guard level < levels else { return }
        let work = {
            log.pointee.append(level)
            self.nest(guardian, levels: levels, log: log, level: level + 1)
        }
        if guardian.enter() {
            work()
            guardian.exit()
        } else {
            guardian.deferWork(work)
        }
    }

    /// Nests `levels` levels through `guardian` and expects every level to have run, in order, with the
    /// guard back at depth 0.
    private func expectNestsInOrder(_ guardian: NestingGuard, levels: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        var log: [Int] = []
        withUnsafeMutablePointer(to: &log) { nest(guardian, levels: levels, log: $0) }
        #expect(log.count == levels, sourceLocation: sourceLocation)
        #expect(log == Array(0..<levels), sourceLocation: sourceLocation)
        #expect(guardian.depth == 0, sourceLocation: sourceLocation)
    }

    @Test func shallowCallsRunAtOnceAndNothingIsDeferred() {
        expectNestsInOrder(NestingGuard(limit: 8), levels: 8)
    }

    @Test func aHundredThousandLevelsCompleteInOrderWithBoundedDepth() {
        expectNestsInOrder(NestingGuard(limit: 16), levels: 100_000)
    }

    /// The production guard lets `nestingCap` (512) levels nest as plain calls, eight times the 64 the
    /// earlier count allowed, while the stack has room; the next one is deferred.
    @Test func aStackDecidedGuardLetsFiveHundredTwelveLevelsNestWithoutDeferring() {
        let guardian = NestingGuard(fallbackLimit: 8)
        #expect(guardian.isEnabled)
        var deepest = 0
        func nest(_ level: Int) {
            guard level < NestingGuard.nestingCap else {
                #expect(!guardian.enter(), "level \(level) should be deferred")
                return
            }
            #expect(guardian.enter(), "level \(level) was deferred")
            deepest = max(deepest, guardian.depth)
            nest(level + 1)
            guardian.exit()
        }
        nest(0)
        #expect(deepest == NestingGuard.nestingCap)
    }

    /// Past the stack's reserve the guard defers, so a recursion of any depth completes in order.
    @Test func aStackDecidedGuardDefersNearTheEndOfTheStackAndKeepsOrder() {
        expectNestsInOrder(NestingGuard(fallbackLimit: 8), levels: 200_000)
    }

    /// Switched off, the guard never defers (the originals' plain recursion, for differential tests).
    @Test func aDisabledGuardNeverDefers() {
        let guardian = NestingGuard(limit: 1)
        guardian.isEnabled = false
        #expect(!guardian.isEnabled)
        #expect(guardian.enter())
        #expect(guardian.enter())
        guardian.exit()
        guardian.exit()
        guardian.isEnabled = true
        #expect(guardian.isEnabled)
    }

    /// The reserve is half of the stack.
    @Test func theReserveIsHalfTheStack() {
        #expect(stackReserve(size: 8 << 20) == 4 << 20)
        #expect(stackReserve(size: 512 << 10) == 256 << 10)
    }

    @Test func deferredWorkRunsAfterTheOuterCallsOwnWork() {
        let guardian = NestingGuard(limit: 1)
        var log: [String] = []
        if guardian.enter() {
            if guardian.enter() { log.append("never") } else { guardian.deferWork { log.append("deferred") } }
            log.append("outer")
            guardian.exit()
        }
        #expect(log == ["outer", "deferred"])
    }

    @Test func threadLocalGivesEachThreadItsOwnValue() {
        let perThread = ThreadLocal { NestingGuard(limit: 4) }
        let mine = perThread.current
        #expect(mine === perThread.current)
        let seenElsewhere = Locked<(first: ObjectIdentifier?, second: ObjectIdentifier?)>((nil, nil))
        let done = DispatchSemaphore(value: 0)
        Thread {
            seenElsewhere.withLock { $0 = (ObjectIdentifier(perThread.current), ObjectIdentifier(perThread.current)) }
            done.signal()
        }.start()
        done.wait()
        let other = seenElsewhere.withLock { $0 }
        #expect(other.first != nil && other.first == other.second)
        #expect(other.first != ObjectIdentifier(mine))
    }
}
