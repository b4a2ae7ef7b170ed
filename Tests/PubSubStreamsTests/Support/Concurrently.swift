import Foundation
import Scheduling
import XCTest

/// Runs `body(0..<threads)` on that many threads at once and waits (bounded) for all of them.
///
/// The threads start together (a barrier) so their work overlaps; a run that does not finish within
/// `timeout` seconds fails the test (a deadlock shows as a failure, never as a hung test run).
func concurrently(
    threads: Int, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @Sendable (Int) -> Void
) {
    let group = DispatchGroup()
    let ready = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)
    // The threads reach `body` only through this box, which the calling thread empties afterwards: what
    // `body` captured is released here, deterministically, before the test's leak check runs.
    let work = Locked<(@Sendable (Int) -> Void)?>(body)
    defer { work.withLock { $0 = nil } }
    for index in 0..<threads {
        group.enter()
        let thread = Thread {
            ready.signal()
            go.wait()
            do {
                let body = work.withLock { $0 }
                body?(index)
            }
            group.leave()
        }
        thread.start()
    }
    for _ in 0..<threads { ready.wait() }
    for _ in 0..<threads { go.signal() }
    if group.wait(timeout: .now() + timeout) == .timedOut {
        XCTFail("\(threads) threads did not finish within \(timeout)s: a deadlock or a livelock", file: file, line: line)
    }
}

/// Counts how many callers are inside a callback at once, to prove that callbacks never overlap.
final class OverlapDetector: Sendable {
    private let state = Locked((inside: 0, maximum: 0))

    /// Runs `body` while counted as inside.
    func inside<T>(_ body: () -> T) -> T {
        state.withLock { state in
            state.inside += 1
            state.maximum = max(state.maximum, state.inside)
        }
        defer { state.withLock { $0.inside -= 1 } }
        return body()
    }

    /// The most callers ever seen inside at once (1 when serial).
    var maximum: Int { state.withLock { $0.maximum } }
}

/// A thread-safe list of events a callback recorded.
final class EventLog<Event: Sendable>: Sendable {
    private let events = Locked<[Event]>([])

    func append(_ event: Event) { events.withLock { $0.append(event) } }

    var all: [Event] { events.withLock { $0 } }
}

/// What a sink saw, in order, as the tests compare it.
enum Seen: Equatable, Sendable {
    case value(Int)
    case finished
    case failed
}

/// Runs `body` on a thread with a `megabytes` stack and waits for it (bounded); false on timeout.
func onThread(stackMegabytes megabytes: Int, timeout: TimeInterval = 300, _ body: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    let work = Locked<(@Sendable () -> Void)?>(body)
    defer { work.withLock { $0 = nil } }
    let thread = Thread {
        do {
            let body = work.withLock { $0 }
            body?()
        }
        done.signal()
    }
    thread.stackSize = megabytes << 20
    thread.start()
    return done.wait(timeout: .now() + timeout) == .success
}

/// Whether this process runs under ThreadSanitizer (`swift test --sanitize=thread`).
///
/// TSan's instrumentation multiplies every frame's size, so a test that proves a 10,000-deep nested
/// chain fits a given stack does not transfer to it; such tests use a smaller depth there.
let isRunningUnderThreadSanitizer: Bool = {
    #if canImport(Darwin)
        let everyLoadedImage = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
    #else
        let everyLoadedImage: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
    #endif
    return dlsym(everyLoadedImage, "__tsan_init") != nil
}()
