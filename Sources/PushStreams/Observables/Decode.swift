import Foundation

/// A decoder of `Data` into `Decodable` values, what `decode(type:decoder:)` takes.
///
/// Same as RxSwift's `DataDecoder` (`JSONDecoder` and `PropertyListDecoder` conform).
public protocol DataDecoder {
    /// Decodes a value of `type` from `data`.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}

extension ObservableType where Element == Data {
    /// Decodes each element into an `Item`; a decoding error ends the sequence with that error.
    ///
    /// Same as RxSwift's `decode(type:decoder:)`.
    ///
    /// ```swift
    /// struct User: Decodable { let id: Int }
    /// _ = Observable.just(Data(#"{"id": 7}"#.utf8)).decode(type: User.self, decoder: JSONDecoder())
    ///     .subscribe(onNext: { print($0.id) })
    /// // Prints: 7
    /// ```
    public func decode<Item: Decodable>(type: Item.Type, decoder: some DataDecoder) -> Observable<Item> {
        map { try decoder.decode(type, from: $0) }
    }
}
