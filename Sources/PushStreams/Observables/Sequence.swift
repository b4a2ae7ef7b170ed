extension ObservableType {
    /// Emits `elements` one by one on `scheduler`, then completes.
    ///
    /// Same as RxSwift's `of(_:scheduler:)`: with the default current-thread scheduler each element is
    /// a trampoline step, so emission starts once the whole chain is subscribed.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).subscribe(onNext: { print($0) })
    /// // Prints: 1
    /// //         2
    /// ```
    public static func of(
        _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        sequence(elements, scheduler: scheduler)
    }

    /// Emits the elements of `array` on `scheduler`, then completes.
    ///
    /// Same as RxSwift's `from(_:scheduler:)`.
    public static func from(
        _ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        sequence(array, scheduler: scheduler)
    }

    /// Emits the elements of `sequence` on `scheduler`, then completes.
    ///
    /// Same as RxSwift's `from(_:scheduler:)` for sequences.
    public static func from<Source: Sequence>(
        _ sequence: Source, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Source.Element == Element {
        self.sequence(sequence, scheduler: scheduler)
    }

    private static func sequence<Source: Sequence>(
        _ elements: Source, scheduler: ImmediateSchedulerType
    ) -> Observable<Element> where Source.Element == Element {
        Producer { sink in
            scheduler.scheduleRecursive(elements.makeIterator()) { iterator, recurse in
                var iterator = iterator
                if let next = iterator.next() {
                    sink.on(.next(next))
                    recurse(iterator)
                } else {
                    sink.on(.completed)
                }
            }
        }
    }
}

extension ObservableType where Element: FixedWidthInteger {
    /// Emits `count` consecutive integers from `start`, then completes.
    ///
    /// Same as RxSwift's `range(start:count:scheduler:)`; a negative count fails with
    /// `RxError.argumentOutOfRange` (RxSwift stops the program).
    public static func range(
        start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        guard count >= 0 else { return .error(RxError.argumentOutOfRange) }
        return sequence((0..<count).lazy.map { start + $0 }, scheduler: scheduler)
    }
}
