import Scheduling

extension ObservableType {
    /// Mirrors whichever of `sequence` sends an event (element, error or completion) first; the others are disposed.
    ///
    /// Same as RxSwift's `amb(_:)`, which folds the list from `never()`: an empty list never sends anything.
    ///
    /// ```swift
    /// // a:   ---1---2-|
    /// // b:   -x---y---|
    /// // amb: -x---y---|
    /// ```
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        let sources = Array(sequence)
        guard !sources.isEmpty else { return Observable.never() }
        return Producer<Element> { sink in
            let winner = Locked<Int?>(nil)
            let subscriptions = sources.map { _ in SingleAssignmentDisposable() }
            for (index, source) in sources.enumerated() {
                subscriptions[index].setDisposable(
                    source.subscribe(
                        AnonymousObserver { event in
                            let (forward, won) = winner.withLock { current -> (Bool, Bool) in
                                if let current { return (current == index, false) }
                                current = index
                                return (true, true)
                            }
                            if won {
                                for (other, subscription) in subscriptions.enumerated() where other != index {
                                    subscription.dispose()
                                }
                            }
                            if forward { sink.on(event) }
                        }))
            }
            return Disposables.create(subscriptions)
        }
    }

    /// Mirrors whichever of `self` and `right` sends an event first.
    ///
    /// Same as RxSwift's `amb(_:)` instance form.
    public func amb<O2: ObservableType>(_ right: O2) -> Observable<Element> where O2.Element == Element {
        Observable.amb([asObservable(), right.asObservable()])
    }
}
