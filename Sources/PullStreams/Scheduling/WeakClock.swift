import Scheduling

/// A weak reference to a clock, shared by every handle a `TestScheduler` returns.
///
/// A handle must not keep the clock alive (a strong capture makes a cycle through pending actions),
/// and forming a weak reference per scheduled action cost about 100 instructions: one shared box does it once.
final class WeakClock: Sendable {
    weak let clock: VirtualClock?

    init(_ clock: VirtualClock) {
        self.clock = clock
    }
}
