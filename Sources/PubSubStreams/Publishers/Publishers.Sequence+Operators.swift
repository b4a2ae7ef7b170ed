// Combine's specialised operators on `Publishers.Sequence`: evaluated at once over the whole
// sequence, returning another sequence publisher (or `Optional.Publisher`, `Result.Publisher`, `Just`,
// `Empty`) instead of an operator chain. As in Combine, a closure passed here runs when the operator
// is applied, not when a subscriber asks.

extension Publishers.Sequence where Failure == Never {
    /// The smallest element by `areInIncreasingOrder`, if any.
    public func min(by areInIncreasingOrder: (Elements.Element, Elements.Element) -> Bool) -> Optional<Elements.Element>.Publisher {
        Optional<Elements.Element>.Publisher(sequence.min(by: areInIncreasingOrder))
    }
    /// The greatest element by `areInIncreasingOrder`, if any.
    public func max(by areInIncreasingOrder: (Elements.Element, Elements.Element) -> Bool) -> Optional<Elements.Element>.Publisher {
        Optional<Elements.Element>.Publisher(sequence.max(by: areInIncreasingOrder))
    }
    /// The first element satisfying `predicate`, if any.
    public func first(where predicate: (Elements.Element) -> Bool) -> Optional<Elements.Element>.Publisher {
        Optional<Elements.Element>.Publisher(sequence.first(where: predicate))
    }
}

extension Publishers.Sequence where Failure == Never, Elements.Element: Comparable {
    /// The smallest element, if any.
    public func min() -> Optional<Elements.Element>.Publisher { Optional<Elements.Element>.Publisher(sequence.min()) }
    /// The greatest element, if any.
    public func max() -> Optional<Elements.Element>.Publisher { Optional<Elements.Element>.Publisher(sequence.max()) }
}

extension Publishers.Sequence {
    /// Whether every element satisfies `predicate`.
    public func allSatisfy(_ predicate: (Elements.Element) -> Bool) -> Result<Bool, Failure>.Publisher {
        Result<Bool, Failure>.Publisher(.success(sequence.allSatisfy(predicate)))
    }
    /// `allSatisfy` with a throwing predicate.
    public func tryAllSatisfy(_ predicate: (Elements.Element) throws -> Bool) -> Result<Bool, any Error>.Publisher {
        Result<Bool, any Error>.Publisher(Result { try sequence.allSatisfy(predicate) })
    }
    /// All elements in one array.
    public func collect() -> Result<[Elements.Element], Failure>.Publisher {
        Result<[Elements.Element], Failure>.Publisher(.success(Array(sequence)))
    }
    /// The non-nil transformed elements.
    @inlinable  // specialized in the caller: B1 (eager map, filter) 1,784 → 152 instructions per element
    public func compactMap<T>(_ transform: (Elements.Element) -> T?) -> Publishers.Sequence<[T], Failure> {
        Publishers.Sequence<[T], Failure>(sequence: sequence.compactMap(transform))
    }
    /// Whether an element satisfies `predicate`.
    public func contains(where predicate: (Elements.Element) -> Bool) -> Result<Bool, Failure>.Publisher {
        Result<Bool, Failure>.Publisher(.success(sequence.contains(where: predicate)))
    }
    /// `contains(where:)` with a throwing predicate.
    public func tryContains(where predicate: (Elements.Element) throws -> Bool) -> Result<Bool, any Error>.Publisher {
        Result<Bool, any Error>.Publisher(Result { try sequence.contains(where: predicate) })
    }
    /// The elements after those satisfying `predicate`.
    public func drop(while predicate: @escaping (Elements.Element) -> Bool) -> Publishers.Sequence<DropWhileSequence<Elements>, Failure> {
        Publishers.Sequence<DropWhileSequence<Elements>, Failure>(sequence: sequence.drop(while: predicate))
    }
    /// The elements after the first `count` (a negative count is reported and treated as 0).
    public func dropFirst(_ count: Int = 1) -> Publishers.Sequence<DropFirstSequence<Elements>, Failure> {
        if count < 0 { Violations.negativeCount(count, in: "dropFirst", treatedAs: "drops nothing") }
        return Publishers.Sequence<DropFirstSequence<Elements>, Failure>(sequence: sequence.dropFirst(Swift.max(0, count)))
    }
    /// The elements satisfying `isIncluded`.
    @inlinable  // specialized in the caller: B1 (eager map, filter) 1,784 → 152 instructions per element
    public func filter(_ isIncluded: (Elements.Element) -> Bool) -> Publishers.Sequence<[Elements.Element], Failure> {
        Publishers.Sequence<[Elements.Element], Failure>(sequence: sequence.filter(isIncluded))
    }
    /// An `Empty` that finishes at once.
    public func ignoreOutput() -> Empty<Elements.Element, Failure> { Empty() }
    /// The transformed elements, evaluated now (Combine's `Publishers.Sequence.map(_:)`).
    @inlinable  // specialized in the caller: B1 (eager map, filter) 1,784 → 152 instructions per element
    public func map<T>(_ transform: (Elements.Element) -> T) -> Publishers.Sequence<[T], Failure> {
        Publishers.Sequence<[T], Failure>(sequence: sequence.map(transform))
    }
    /// The first `maxLength` elements (a negative length is reported and treated as 0).
    public func prefix(_ maxLength: Int) -> Publishers.Sequence<PrefixSequence<Elements>, Failure> {
        if maxLength < 0 { Violations.negativeCount(maxLength, in: "prefix", treatedAs: "finishes at once") }
        return Publishers.Sequence<PrefixSequence<Elements>, Failure>(sequence: sequence.prefix(Swift.max(0, maxLength)))
    }
    /// The leading elements satisfying `predicate`.
    public func prefix(while predicate: (Elements.Element) -> Bool) -> Publishers.Sequence<[Elements.Element], Failure> {
        Publishers.Sequence<[Elements.Element], Failure>(sequence: Array(sequence.prefix(while: predicate)))
    }
    /// The folded elements.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Elements.Element) -> T) -> Result<T, Failure>.Publisher {
        Result<T, Failure>.Publisher(.success(sequence.reduce(initialResult, nextPartialResult)))
    }
    /// The folded elements or the error thrown.
    public func tryReduce<T>(
        _ initialResult: T, _ nextPartialResult: @escaping (T, Elements.Element) throws -> T
    ) -> Result<T, any Error>.Publisher {
        Result<T, any Error>.Publisher(Result { try sequence.reduce(initialResult, nextPartialResult) })
    }
    /// The elements with nil replaced by `output`.
    public func replaceNil<T>(with output: T) -> Publishers.Sequence<[Elements.Element], Failure> where Elements.Element == T? {
        Publishers.Sequence<[Elements.Element], Failure>(sequence: sequence.map { $0 ?? output })
    }
    /// Every partial result.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Elements.Element) -> T) -> Publishers.Sequence<[T], Failure>
    {
        var accumulator = initialResult
        return Publishers.Sequence<[T], Failure>(
            sequence: sequence.map { element in
                accumulator = nextPartialResult(accumulator, element)
                return accumulator
            })
    }
    /// The same elements with another failure type.
    public func setFailureType<E: Error>(to error: E.Type) -> Publishers.Sequence<Elements, E> {
        Publishers.Sequence<Elements, E>(sequence: sequence)
    }
}

extension Publishers.Sequence where Elements.Element: Equatable {
    /// The elements without consecutive repeats.
    public func removeDuplicates() -> Publishers.Sequence<[Elements.Element], Failure> {
        var previous: Elements.Element?
        var result: [Elements.Element] = []
        for element in sequence where element != previous {
            result.append(element)
            previous = element
        }
        return Publishers.Sequence<[Elements.Element], Failure>(sequence: result)
    }
    /// Whether `output` is an element.
    public func contains(_ output: Elements.Element) -> Result<Bool, Failure>.Publisher {
        Result<Bool, Failure>.Publisher(.success(sequence.contains(output)))
    }
}

extension Publishers.Sequence where Elements: Collection, Failure == Never {
    /// The first element, if any.
    public func first() -> Optional<Elements.Element>.Publisher { Optional<Elements.Element>.Publisher(sequence.first) }
    /// The element at `index`, if it is a valid index.
    public func output(at index: Elements.Index) -> Optional<Elements.Element>.Publisher {
        Optional<Elements.Element>.Publisher(sequence.indices.contains(index) ? sequence[index] : nil)
    }
}

extension Publishers.Sequence where Elements: Collection {
    /// The number of elements.
    public func count() -> Result<Int, Failure>.Publisher { Result<Int, Failure>.Publisher(.success(sequence.count)) }
    /// The elements in `range`.
    public func output(in range: Range<Elements.Index>) -> Publishers.Sequence<[Elements.Element], Failure> {
        Publishers.Sequence<[Elements.Element], Failure>(sequence: Array(sequence[range]))
    }
}

extension Publishers.Sequence where Elements: BidirectionalCollection, Failure == Never {
    /// The last element, if any.
    public func last() -> Optional<Elements.Element>.Publisher { Optional<Elements.Element>.Publisher(sequence.last) }
    /// The last element satisfying `predicate`, if any.
    public func last(where predicate: (Elements.Element) -> Bool) -> Optional<Elements.Element>.Publisher {
        Optional<Elements.Element>.Publisher(sequence.last(where: predicate))
    }
}

extension Publishers.Sequence where Elements: RandomAccessCollection, Failure == Never {
    /// The number of elements, as a `Just`.
    public func count() -> Just<Int> { Just(sequence.count) }
}

extension Publishers.Sequence where Elements: RangeReplaceableCollection {
    /// `elements`, then this sequence's.
    public func prepend(_ elements: Elements.Element...) -> Publishers.Sequence<Elements, Failure> { prepend(elements) }
    /// `elements`, then this sequence's.
    public func prepend<S: Sequence>(_ elements: S) -> Publishers.Sequence<Elements, Failure> where S.Element == Elements.Element {
        // As Combine's: one new collection, sized once, then both appended.
        var result = Elements()
        result.reserveCapacity(sequence.count + elements.underestimatedCount)
        result.append(contentsOf: elements)
        result.append(contentsOf: sequence)
        return Publishers.Sequence<Elements, Failure>(sequence: result)
    }
    /// `publisher`'s elements, then this sequence's.
    public func prepend(_ publisher: Publishers.Sequence<Elements, Failure>) -> Publishers.Sequence<Elements, Failure> {
        // As Combine's: this sequence appended to a copy of `publisher`'s.
        var result = publisher.sequence
        result.append(contentsOf: sequence)
        return Publishers.Sequence<Elements, Failure>(sequence: result)
    }
    /// This sequence's elements, then `elements`.
    public func append(_ elements: Elements.Element...) -> Publishers.Sequence<Elements, Failure> { append(elements) }
    /// This sequence's elements, then `elements`.
    public func append<S: Sequence>(_ elements: S) -> Publishers.Sequence<Elements, Failure> where S.Element == Elements.Element {
        var result = sequence
        result.append(contentsOf: elements)
        return Publishers.Sequence<Elements, Failure>(sequence: result)
    }
    /// This sequence's elements, then `publisher`'s.
    public func append(_ publisher: Publishers.Sequence<Elements, Failure>) -> Publishers.Sequence<Elements, Failure> {
        append(publisher.sequence)
    }
}
