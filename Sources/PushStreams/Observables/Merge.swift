import Scheduling

extension ObservableType {
    /// Interleaves the elements of all `sources`; completes when all complete; any error ends everything.
    ///
    /// Same as RxSwift's `merge(_:)`: the sources are subscribed in order, and a source that errors while it is
    /// being subscribed ends everything before the later ones are subscribed.
    ///
    /// ```swift
    /// // a: -1---3-|
    /// // b: ---2---4-|
    /// // merge(a, b): -1-2-3-4-|
    /// ```
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        merge(sources)
    }

    /// Interleaves the elements of all `sources`.
    ///
    /// Same as RxSwift's `merge(_:)` for arrays and collections.
    public static func merge<Sources: Collection>(_ sources: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        let sources = Array(sources)
        return Producer<Element>.over(sources) { sink in
            let remaining = Locked(sources.count)
            let group = CompositeDisposable()
            for source in sources {
                // As RxSwift's `MergeSink.subscribeInner`: once an earlier source has ended everything (an error
                // sent while it was being subscribed), the later sources are not subscribed at all.
                if sink.isDisposed { break }
                let subscription = SingleAssignmentDisposable()
                group.insert(subscription)
                subscription.setDisposable(
                    source.subscribe(
                        AnonymousObserver { event in
                            guard case .completed = event else { return sink.on(event) }
                            subscription.dispose()
                            if remaining.withLock({
                                $0 -= 1
                                return $0 == 0
                            }) {
                                sink.on(.completed)
                            }
                        }))
            }
            return group
        }
    }
}
