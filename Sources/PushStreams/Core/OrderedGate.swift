import Scheduling

/// The state of an operator with several upstreams, and the outputs it decided on, in the order decided.
///
/// RxSwift's multi-source sinks (`SwitchSink`, `CombineLatestSink`, `ZipSink`) take one recursive lock, update
/// their state and forward downstream while still holding it, so an output can never overtake one decided
/// before it (a stale "latest" inner value can never follow a newer one). Ours never calls out while holding
/// a lock; instead each transition runs under the lock and appends what it decided to a queue in the same
/// critical section, and one thread at a time (the first that found the gate idle) delivers the queue in
/// order, outside the lock. The outcome is the same order RxSwift's lock gives; what differs is that an
/// output decided re-entrantly (from inside a delivery) waits until the delivery in progress returns,
/// where RxSwift's recursive lock would deliver it nested.
///
/// Performance: an uncontended transition that decides one output costs one lock round trip, one
/// compare-and-swap to end the delivery (``DeliveryFlag``) and no queue (the output is handed to the caller
/// directly), as ``Sink/on(_:)`` does.
// @unchecked: `state`, `queue` and `head` are only touched inside `lock.withLock`; `delivery` is atomic.
@usableFromInline
final class OrderedGate<State, Output>: @unchecked Sendable {
    @usableFromInline let lock = Locked<UInt8>(0)
    // B6 push: +18% instructions with this field's exclusivity checks on (692 -> 816), B5c +13% (measured 2026-11-26).
    @exclusivity(unchecked) @usableFromInline var state: State
    /// The outputs decided behind the delivery in progress; `queue[head...]` are not delivered yet. Touched only
    /// when outputs queue up, so their exclusivity checks cost nothing measurable (B5a-c, B6, measured 2026-11-26).
    @usableFromInline var queue: [Output] = []
    @usableFromInline var head = 0
    /// Whether a thread is delivering, and whether outputs were queued behind it.
    @usableFromInline let delivery = DeliveryFlag()

    /// A gate around `initial`, with nothing queued.
    @inlinable
    init(_ initial: State) {
        state = initial
    }

    /// Runs `decide` on the state under the lock; what it returns is delivered through `deliver`, after every
    /// output decided before it and before every output decided after it. `deliver` runs outside the lock,
    /// on this thread or on the thread already delivering (never two at once).
    @inlinable
    func perform(_ decide: (inout State) -> Output?, deliver: (Output) -> Void) {
        guard let output = decideOrQueue(decide) else { return }
        deliver(output)
        drain(deliver)
    }

    /// ``perform(_:deliver:)`` for a gate that is its sink's only sender (see ``Sink/forwardFromSoleSender(_:to:)``):
    /// the delivery and the drain after it run in a stack-guarded frame of the gate's own, since the sink's `on(_:)`,
    /// which would guard it, is not called. Too deep on this thread, the delivery is deferred to the outermost frame
    /// with the gate still marked as delivering, so later outputs queue behind it in order.
    @inlinable
    func performGuarded(_ decide: (inout State) -> Output?, deliver: @escaping (Output) -> Void) {
        guard let output = decideOrQueue(decide) else { return }
        deliverGuarded(output, deliver)
    }

    /// Runs `decide` under the lock; returns its output when this thread is to deliver it (the gate was idle, and
    /// is now marked as delivering), or queues it behind the delivery in progress and returns `nil`.
    @inlinable
    func decideOrQueue(_ decide: (inout State) -> Output?) -> Output? {
        var first: Output?
        lock.withLock { _ in
            guard let output = decide(&state) else { return }
            if delivery.claimOrQueue() { first = output } else { queue.append(output) }
        }
        return first
    }

    /// Delivers `output`, then the queue, in a guarded frame (see ``performGuarded(_:deliver:)``).
    @inlinable
    func deliverGuarded(_ output: Output, _ deliver: @escaping (Output) -> Void) {
        ThreadState.withCurrent { thread in
            guard thread.enter() else { return thread.deferWork { self.deliverGuarded(output, deliver) } }
            deliver(output)
            drain(deliver)
            thread.exit()
        }
    }

    /// Runs `decide` on the state under the lock, with nothing to deliver; returns what it returns.
    @inlinable
    func update<Result>(_ decide: (inout State) -> Result) -> Result {
        lock.withLock { _ in decide(&state) }
    }

    /// Delivers what was queued while this thread delivered; marks the gate idle when nothing is left.
    @inlinable
    func drain(_ deliver: (Output) -> Void) {
        // Nothing was queued during the delivery (the common case): one compare-and-swap ends it, no lock (B6).
        if delivery.endUnlessQueued() { return }
        while true {
            var next: Output?
            lock.withLock { _ in
                if head < queue.count {
                    next = queue[head]
                    head += 1
                } else {
                    if !queue.isEmpty { queue.removeAll(keepingCapacity: queue.count <= 64) }
                    head = 0
                    delivery.end()
                }
            }
            guard let output = next else { return }
            deliver(output)
        }
    }
}
