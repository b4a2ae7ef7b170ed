import Foundation
import PubSubStreams
import PubSubStreamsTest
import XCTest

/// `NotificationCenter.publisher(for:object:)`, as Combine's (OpenCombine 0.14.0's `NotificationCenter.swift`;
/// its `NotificationCenterTests` cannot compile here: they override methods this Foundation does not make open).
final class NotificationCenterPublisherTests: PubSubTestCase {
    private let ping = Notification.Name("PubSubStreamsTests.ping")

    func testNotificationPublisher_DeliversWhileThereIsDemandAndDropsTheRest() {
        let center = NotificationCenter()
        let recorder = EventRecorder<Notification, Never>(initial: .max(1))
        center.publisher(for: ping).subscribe(recorder)
        XCTAssertEqual(recorder.events.count, 1)
        XCTAssertEqual(recorder.events.first, "subscription(NotificationCenter Observer)")
        center.post(name: ping, object: nil, userInfo: ["n": 1])
        center.post(name: ping, object: nil, userInfo: ["n": 2])  // no demand: dropped, not kept
        recorder.subscription?.request(.max(1))
        center.post(name: ping, object: nil, userInfo: ["n": 3])
        XCTAssertEqual(recorder.events.count, 3, "\(recorder.events)")
        recorder.subscription?.cancel()
        center.post(name: ping, object: nil, userInfo: ["n": 4])
        XCTAssertEqual(recorder.events.count, 3, "the observer is removed at cancel")
        recorder.release()
    }

    func testNotificationPublisher_FiltersByObjectAndComparesCenterNameAndObject() {
        let center = NotificationCenter()
        let sender = NSObject()
        let other = NSObject()
        var received: [Bool] = []
        let cancellable = center.publisher(for: ping, object: sender).sink { received.append(($0.object as AnyObject?) === sender) }
        center.post(name: ping, object: other)
        center.post(name: ping, object: sender)
        XCTAssertEqual(received, [true])
        cancellable.cancel()
        XCTAssertEqual(center.publisher(for: ping, object: sender), center.publisher(for: ping, object: sender))
        XCTAssertNotEqual(center.publisher(for: ping, object: sender), center.publisher(for: ping, object: other))
        XCTAssertNotEqual(center.publisher(for: ping), NotificationCenter().publisher(for: ping))
    }

    func testNotificationPublisher_PostsFromSeveralThreads_AreDeliveredSeriallyAndAllArrive() {
        let center = NotificationCenter()
        let overlap = OverlapDetector()
        let log = EventLog<Int>()
        let cancellable = center.publisher(for: ping).sink { notification in
            overlap.inside { log.append(notification.userInfo?["n"] as? Int ?? -1) }
        }
        let ping = ping
        concurrently(threads: 4) { thread in
            for index in 0..<100 { center.post(name: ping, object: nil, userInfo: ["n": thread * 1_000 + index]) }
        }
        XCTAssertEqual(overlap.maximum, 1, "two posts were delivered to one subscriber at the same time")
        for thread in 0..<4 {
            let mine = log.all.filter { $0 / 1_000 == thread }
            XCTAssertEqual(mine, (0..<100).map { thread * 1_000 + $0 }, "thread \(thread)'s posts missing or out of order")
        }
        cancellable.cancel()
    }
}
