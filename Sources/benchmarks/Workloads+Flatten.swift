import PubSubStreams
import PullStreams
import PushStreams

/// B5a, B5b, B5c: N outer values, each flattened from an inner source.
///
/// The outer is the style's anchor's: a `PublishSubject` for push (RxSwift's B5), a sequence
/// producer or publisher for pull and pub-sub.
extension Workloads {
    /// B5a: latest-flatten of `just` (flatMapLatest / `flatMap(.latest)` / `switchToLatest`).
    static let b5a = Workload(
        caseName: "B5a", summary: "N values -> latest-flatten(just)", defaultN: 100_000,
        push: { n in pushSubjectFlattened(n) { $0.flatMapLatest { Observable.just($0 &* 2) } } },
        pull: { n in pullSequenceFlattened(n) { $0.flatMap(.latest) { SignalProducer<Int, Never>(value: $0 &+ 1) } } },
        pubsub: { n in pubSubSequenceFlattened(n) { $0.map { Just($0) }.switchToLatest() } }
    )

    /// B5b: merge-flatten of `just` (flatMap / `flatMap(.merge)` / `flatMap`), as OpenCombine's B5b.
    static let b5b = Workload(
        caseName: "B5b", summary: "N values -> merge-flatten(just)", defaultN: 100_000,
        push: { n in pushSubjectFlattened(n) { $0.flatMap { Observable.just($0 &* 2) } } },
        pull: { n in pullSequenceFlattened(n) { $0.flatMap(.merge) { SignalProducer<Int, Never>(value: $0 &+ 1) } } },
        pubsub: { n in pubSubSequenceFlattened(n) { $0.flatMap { Just($0) } } }
    )

    /// B5c: latest-flatten whose inner is a created (push, pull) or deferred (pub-sub) source, which
    /// no `just` fast path can shortcut: every inner is really subscribed.
    static let b5c = Workload(
        caseName: "B5c", summary: "N values -> latest-flatten(created source)", defaultN: 100_000,
        push: { n in
            pushSubjectFlattened(n) { outer in
                outer.flatMapLatest { value in
                    Observable<Int>.create { observer in
                        observer.onNext(value &* 2)
                        observer.onCompleted()
                        return Disposables.create()
                    }
                }
            }
        },
        pull: { n in
            pullSequenceFlattened(n) { outer in
                outer.flatMap(.latest) { value in
                    SignalProducer<Int, Never> { observer, _ in
                        observer.send(value: value &+ 1)
                        observer.sendCompleted()
                    }
                }
            }
        },
        pubsub: { n in pubSubSequenceFlattened(n) { $0.map { value in Deferred { Just(value) } }.switchToLatest() } }
    )

    /// The push side of B5a, B5b and B5c, as RxSwift's anchor: N values sent through a `PublishSubject`
    /// into `flatten`, whose inners double each value; true if the sink saw their sum.
    static func pushSubjectFlattened(_ n: Int, _ flatten: (PublishSubject<Int>) -> Observable<Int>) -> Bool {
        var sum = 0
        let outer = PublishSubject<Int>()
        let subscription = flatten(outer).subscribe(onNext: { sum &+= $0 })
        for i in 0..<n { outer.onNext(i) }
        outer.onCompleted()
        subscription.dispose()
        return sum == 2 * triangle(n)
    }

    /// The pull side of B5a, B5b and B5c: the producer of 0..<N into `flatten`, whose inners add one
    /// to each value; true if the sink saw their sum.
    static func pullSequenceFlattened(_ n: Int, _ flatten: (SignalProducer<Int, Never>) -> SignalProducer<Int, Never>) -> Bool {
        var sum = 0
        flatten(SignalProducer<Int, Never>(0..<n)).startWithValues { sum &+= $0 }
        return sum == triangle(n) + n
    }

    /// The pub-sub side of B5a, B5b and B5c: `(0..<N).publisher` into `flatten`, whose inners pass each
    /// value on; true if the sink saw their sum.
    static func pubSubSequenceFlattened<Flattened: Publisher<Int, Never>>(
        _ n: Int, _ flatten: (Publishers.Sequence<Range<Int>, Never>) -> Flattened
    ) -> Bool {
        var sum = 0
        let cancellable = flatten((0..<n).publisher).sink { sum &+= $0 }
        cancellable.cancel()
        return sum == triangle(n)
    }
}
