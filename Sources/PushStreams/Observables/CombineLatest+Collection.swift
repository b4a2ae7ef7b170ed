import Scheduling

extension ObservableType {
    /// Combines the latest elements of every source in `collection` with `resultSelector`, once all have one.
    ///
    /// Same as RxSwift's `combineLatest(_:resultSelector:)` over a collection: emits on every element after
    /// all sources have emitted; a completed source's subscription is disposed; completes when all have
    /// completed, or as soon as a source sends an element while another has none and every other source
    /// has completed; any error (or a throwing selector) ends everything. An empty collection emits
    /// `resultSelector([])` and completes at once.
    ///
    /// ```swift
    /// // a: -1-----2---|
    /// // b: ---3-------|
    /// // combineLatest([a, b]) { $0.reduce(0, +) }: ---4---5---|
    /// ```
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        combineLatestCore(collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// Combines the latest elements of every source in `collection` into arrays, once all have one.
    ///
    /// Same as RxSwift's `combineLatest(_:)` over a collection (see ``combineLatest(_:resultSelector:)``).
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.combineLatestCore(collection.map { $0.asObservable() }) { $0 }
    }

    /// The `combineLatest` of any number of sources of one element type: the collection overloads and, through
    /// ``combineLatestOfEach(_:resultSelector:)``, the arities from three up.
    static func combineLatestCore<Value>(
        _ sources: [Observable<Value>], resultSelector: @escaping ([Value]) throws -> Element
    ) -> Observable<Element> {
        Producer { sink in
            guard !sources.isEmpty else {
                do { sink.on(.next(try resultSelector([]))) } catch { sink.on(.error(error)) }
                sink.on(.completed)
                return Disposables.create()
            }
            return subscribeAll(sources, through: CombineLatestNState(arity: sources.count), to: sink, resultSelector: resultSelector)
        }
    }

    /// The `combineLatest` of a fixed number of sources (RxSwift's arity overloads): the collection core on the
    /// sources erased to `Any`, the selector called with their values cast back.
    static func combineLatestOfEach<each Source: ObservableType>(
        _ source: repeat each Source, resultSelector: @escaping (repeat (each Source).Element) throws -> Element
    ) -> Observable<Element> {
        combineLatestCore(erased(repeat each source)) { try callWithErased(resultSelector, $0) }
    }
}

/// The state of a `combineLatest` of any arity: the latest value of each source and which are done.
struct CombineLatestNState<Value>: ManySourcesState {
    private var values: [Value?]
    private var valueCount = 0
    private var done: [Bool]
    private var doneCount = 0

    init(arity: Int) {
        values = Array(repeating: nil, count: arity)
        done = Array(repeating: false, count: arity)
    }

    /// Source `index` sent `value`: emit when every source has one; complete (RxSwift's rule) when some
    /// source has none and every other source is done, since nothing can ever be combined.
    mutating func received(_ value: Value, at index: Int) -> ManySourcesOutput<Value>? {
        if values[index] == nil { valueCount += 1 }
        values[index] = value
        if valueCount == values.count { return .emit(values.compactMap { $0 }) }
        let othersDone = doneCount - (done[index] ? 1 : 0)
        return othersDone == values.count - 1 ? .complete : nil
    }

    /// Source `index` completed: the result completes when every source has.
    mutating func completed(at index: Int) -> ManySourcesOutput<Value>? {
        if done[index] { return nil }
        done[index] = true
        doneCount += 1
        return doneCount == values.count ? .complete : nil
    }
}
