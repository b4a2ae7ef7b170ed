import Scheduling

extension ObservableType {
    /// Combines the n-th elements of every source in `collection` with `resultSelector`.
    ///
    /// Same as RxSwift's `zip(_:resultSelector:)` over a collection: a completed source's subscription is
    /// disposed; the result completes when every source has completed, or as soon as a source sends an
    /// element that cannot be paired because every other source has completed (RxSwift's collection sink; its
    /// arity overloads wait for all); any error (or a throwing selector) ends everything. An empty collection
    /// completes at once.
    ///
    /// ```swift
    /// // a: -1---2---3-|
    /// // b: ---4---5-----|
    /// // zip([a, b]) { $0.reduce(0, +) }: ---5---7-----|
    /// ```
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        zipCore(collection.map { $0.asObservable() }, completesWhenUnpairable: true, resultSelector: resultSelector)
    }

    /// Combines the n-th elements of every source in `collection` into arrays.
    ///
    /// Same as RxSwift's `zip(_:)` over a collection (see ``zip(_:resultSelector:)``).
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.zipCore(collection.map { $0.asObservable() }, completesWhenUnpairable: true) { $0 }
    }

    /// The `zip` of any number of sources of one element type: the collection overloads and, through
    /// ``zipOfEach(_:resultSelector:)``, every arity. `completesWhenUnpairable` is the collection rule.
    static func zipCore<Value>(
        _ sources: [Observable<Value>], completesWhenUnpairable: Bool,
        resultSelector: @escaping ([Value]) throws -> Element
    ) -> Observable<Element> {
        Producer<Element>.over(sources) { sink in
            let state = ZipNState<Value>(arity: sources.count, completesWhenUnpairable: completesWhenUnpairable)
            return subscribeAll(sources, through: state, to: sink, resultSelector: resultSelector)
        }
    }

    /// The `zip` of a fixed number of sources (RxSwift's arity overloads): the collection core on the sources
    /// erased to `Any`, with the arity rule (complete when all have completed), the selector called with their
    /// values cast back.
    static func zipOfEach<each Source: ObservableType>(
        _ source: repeat each Source, resultSelector: @escaping (repeat (each Source).Element) throws -> Element
    ) -> Observable<Element> {
        zipCore(erased(repeat each source), completesWhenUnpairable: false) { try callWithErased(resultSelector, $0) }
    }
}

/// The state of a `zip` of any arity: a queue of unpaired values per source and which sources are done.
struct ZipNState<Value>: ManySourcesState {
    private var queues: [[Value]]
    private var done: [Bool]
    private var doneCount = 0
    private let completesWhenUnpairable: Bool

    init(arity: Int, completesWhenUnpairable: Bool) {
        queues = Array(repeating: [], count: arity)
        done = Array(repeating: false, count: arity)
        self.completesWhenUnpairable = completesWhenUnpairable
    }

    /// Source `index` sent `value`: emit the next tuple when every queue has a value.
    mutating func received(_ value: Value, at index: Int) -> ManySourcesOutput<Value>? {
        queues[index].append(value)
        if queues.allSatisfy({ !$0.isEmpty }) {
            return .emit(queues.indices.map { queues[$0].removeFirst() })
        }
        return completesWhenUnpairable && doneCount == queues.count - 1 ? .complete : nil
    }

    /// Source `index` completed: the result completes when every source has.
    mutating func completed(at index: Int) -> ManySourcesOutput<Value>? {
        if done[index] { return nil }
        done[index] = true
        doneCount += 1
        return doneCount == queues.count ? .complete : nil
    }
}
