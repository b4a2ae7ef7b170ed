extension ObservableType {
    /// Maps an element to an inner sequence only while no inner is active; others are dropped.
    ///
    /// Same as RxSwift's `flatMapFirst(_:)`: the selector is not even called for a dropped element. The same
    /// subscription as `flatMap`'s, which takes an element only while no inner runs, as RxSwift's does.
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        merging(selector, onlyWhenIdle: true)
    }
}
