import Foundation

/// Waits until `isSettled()` holds or `within` seconds have passed, letting queued work run meanwhile:
/// on the main thread it turns the run loop (so main-queue blocks run), elsewhere it sleeps, 2 ms at a
/// time. Returns at once when `isSettled()` already holds.
///
/// The leak checks use it: a subscription disposed on a background queue is released when that
/// queue's current block ends, a moment after the test's last line.
///
/// ```swift
/// settleQueuedWork { Resources.total == start }
/// XCTAssertEqual(Resources.total, start)
/// ```
public func settleQueuedWork(within: TimeInterval = 1, until isSettled: () -> Bool) {
    let deadline = Date().addingTimeInterval(within)
    while !isSettled(), Date() < deadline {
        if Thread.isMainThread {
            _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.002))
        } else {
            Thread.sleep(forTimeInterval: 0.002)
        }
    }
}
