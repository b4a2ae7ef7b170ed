import Foundation
import PushStreams
import PushStreamsTest
import XCTest

// Binder, Reactive/rx and HistoricalScheduler, as RxSwift's Binder.swift, Reactive.swift and HistoricalScheduler.swift.

final class BinderReactiveHistoricalTests: PushTestCase {
    final class Screen: ReactiveCompatible {
        var title = ""
        var count = 0
    }

    func testBinder_AppliesElementsOnItsScheduler_HoldsTheTargetWeakly_IgnoresCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        var screen: Screen? = Screen()
        let binder = Binder(screen!, scheduler: scheduler) { screen, title in screen.title = title }
        binder.on(.next("a"))
        XCTAssertEqual(screen?.title, "", "applied on the scheduler, not at once")
        scheduler.start()
        XCTAssertEqual(screen?.title, "a")
        binder.on(.completed)
        binder.on(.next("b"))
        scheduler.start()
        XCTAssertEqual(screen?.title, "b", "completion is ignored")

        weak let weakScreen = screen
        screen = nil
        XCTAssertNil(weakScreen, "the binder does not keep its target")
        binder.on(.next("c"))
        scheduler.start()
    }

    func testReactive_WritablePropertiesAreBindersOnTheMainScheduler() {
        let screen = Screen()
        _ = Observable.of(1, 2).bind(to: screen.rx.count)
        XCTAssertEqual(screen.count, 2, "on the main thread MainScheduler applies at once")
        let custom = Reactive(screen)
        XCTAssertTrue(custom.base === screen)
        XCTAssertTrue(Screen.rx == Reactive<Screen>.self)
    }

    func testHistoricalScheduler_DateClock_RelativeScheduling_Advance() {
        let scheduler = HistoricalScheduler()
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 0))
        var fired: [TimeInterval] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            fired.append(scheduler.now.timeIntervalSince1970)
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .seconds(30)) { _ in
            fired.append(scheduler.now.timeIntervalSince1970)
            return Disposables.create()
        }
        scheduler.advanceTo(Date(timeIntervalSince1970: 20))
        XCTAssertEqual(fired, [10])
        XCTAssertEqual(scheduler.clock, Date(timeIntervalSince1970: 20))
        scheduler.start()
        XCTAssertEqual(fired, [10, 30])
    }
}
