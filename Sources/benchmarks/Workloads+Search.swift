import Dispatch
import PubSubStreams
import PubSubStreamsTest
import PullStreams
import PushStreams
import PushStreamsTest
import Scheduling

/// B7: a search field's chain, per query: `debounce` on the style's test scheduler ->
/// `distinctUntilChanged` / `skipRepeats` / `removeDuplicates` -> latest-flatten into a created
/// (push, pull) or deferred (pub-sub) source -> `map` -> a sink summing.
///
/// Each query is two keystrokes a short while apart (the first one the debounce drops, so its timer
/// is cancelled), then the clock moves past the debounce interval, which lets the second one through.
/// Query q types 2q then 2q + 1; the search answers (2q + 1) * 2, the map adds one: Σ (4q + 3).
extension Workloads {
    static let b7 = Workload(
        caseName: "B7", summary: "search chain per query: debounce, distinct, latest-flatten, map", defaultN: 100_000,
        push: { n in
            let scheduler = PushStreamsTest.TestScheduler(clock: VirtualClock(), resolution: 1.0)
            let keystrokes = PublishSubject<Int>()
            var sum = 0
            let subscription =
                keystrokes
                .debounce(.seconds(3), scheduler: scheduler)
                .distinctUntilChanged()
                .flatMapLatest { query in
                    Observable<Int>.create { observer in
                        observer.onNext(query &* 2)
                        observer.onCompleted()
                        return Disposables.create()
                    }
                }
                .map { $0 &+ 1 }
                .subscribe(onNext: { sum &+= $0 })
            for q in 0..<n {
                keystrokes.onNext(2 &* q)
                scheduler.advanceTo(scheduler.clock + 1)
                keystrokes.onNext(2 &* q &+ 1)
                scheduler.advanceTo(scheduler.clock + 10)
            }
            subscription.dispose()
            return sum == searchSum(n)
        },
        pull: { n in
            let scheduler = PullStreams.TestScheduler(clock: VirtualClock())
            let (keystrokes, input) = Signal<Int, Never>.pipe()
            var sum = 0
            let disposable =
                keystrokes
                .debounce(0.3, on: scheduler)
                .skipRepeats()
                .flatMap(.latest) { query in
                    SignalProducer<Int, Never> { observer, _ in
                        observer.send(value: query &* 2)
                        observer.sendCompleted()
                    }
                }
                .map { $0 &+ 1 }
                .observeValues { sum &+= $0 }
            for q in 0..<n {
                input.send(value: 2 &* q)
                scheduler.advance(by: .milliseconds(10))
                input.send(value: 2 &* q &+ 1)
                scheduler.advance(by: .seconds(1))
            }
            disposable?.dispose()
            return sum == searchSum(n)
        },
        pubsub: { n in
            let scheduler = DispatchQueue.test(clock: VirtualClock())
            let keystrokes = PassthroughSubject<Int, Never>()
            var sum = 0
            let cancellable =
                keystrokes
                .debounce(for: .milliseconds(300), scheduler: scheduler)
                .removeDuplicates()
                .map { query in Deferred { Just(query &* 2) } }
                .switchToLatest()
                .map { $0 &+ 1 }
                .sink { sum &+= $0 }
            for q in 0..<n {
                keystrokes.send(2 &* q)
                scheduler.advance(by: .milliseconds(10))
                keystrokes.send(2 &* q &+ 1)
                scheduler.advance(by: .seconds(1))
            }
            cancellable.cancel()
            return sum == searchSum(n)
        }
    )

    /// Σ over q in 0..<n of (2q + 1) * 2 + 1.
    static func searchSum(_ n: Int) -> Int { 4 * triangle(n) + 3 * n }
}
