import Foundation
import Scheduling

/// The catalog of real reactive Swift libraries that ``CatalogWebService`` answers from.
///
/// The JSON is embedded here as a string literal rather than shipped as a SwiftPM resource
/// (`Resources/catalog.json`), so the package manifest needs no `resources:` entry and
/// `swift run cookbook fetch RxSwift` works on a fresh clone with no bundle lookup. Each entry
/// has the fields of ``LibraryDetails``: `name`, `globalIdentifier`, `summary`. The same JSON
/// shapes are what ``LiveWebService`` expects from a server.
///
/// ```swift
/// print(EmbeddedCatalog.libraries.first!.name)
/// // Prints: RxSwift
/// ```
public enum EmbeddedCatalog {
    /// The catalog's JSON text: an array of `{"name", "globalIdentifier", "summary"}` objects.
    public static let json = #"""
        [
          {"name": "RxSwift", "globalIdentifier": "swift.rxswift", "summary": "Reactive Extensions for Swift: observables, operators"},
          {"name": "RxCocoa", "globalIdentifier": "swift.rxcocoa", "summary": "RxSwift bindings for UIKit and AppKit controls"},
          {"name": "RxRelay", "globalIdentifier": "swift.rxrelay", "summary": "Subjects that never terminate: PublishRelay, BehaviorRelay"},
          {"name": "RxDataSources", "globalIdentifier": "swift.rxdatasources", "summary": "Animated table and collection data sources"},
          {"name": "ReactiveSwift", "globalIdentifier": "swift.reactiveswift", "summary": "Signals and signal producers, typed errors"},
          {"name": "ReactiveCocoa", "globalIdentifier": "swift.reactivecocoa", "summary": "ReactiveSwift bindings for Cocoa"},
          {"name": "ReactiveKit", "globalIdentifier": "swift.reactivekit", "summary": "A small framework: signals, properties"},
          {"name": "Bond", "globalIdentifier": "swift.bond", "summary": "Data binding for UIKit and AppKit built on ReactiveKit"},
          {"name": "Combine", "globalIdentifier": "swift.combine", "summary": "Apple's publishers and subscribers with back-pressure"},
          {"name": "OpenCombine", "globalIdentifier": "swift.opencombine", "summary": "An open-source implementation of Combine's API"},
          {"name": "CombineExt", "globalIdentifier": "swift.combineext", "summary": "Operators and publishers that Combine lacks"},
          {"name": "CombineCocoa", "globalIdentifier": "swift.combinecocoa", "summary": "Combine publishers for UIKit controls"},
          {"name": "CombineSchedulers", "globalIdentifier": "swift.combineschedulers", "summary": "Test and immediate Combine schedulers"},
          {"name": "swift-async-algorithms", "globalIdentifier": "swift.asyncalgorithms", "summary": "Algorithms over AsyncSequence"}
        ]
        """#

    /// The decoded catalog, in the order of ``json``.
    ///
    /// Decoded once. Should the literal ever stop decoding, the failure is reported through
    /// `IssueReporting` and the catalog is empty (every lookup then answers "library not found").
    public static let libraries: [LibraryDetails] = {
        do {
            return try decode()
        } catch {
            IssueReporting.report("EmbeddedCatalog.json does not decode as [LibraryDetails]: \(error)")
            return []
        }
    }()

    /// Decodes ``json``.
    /// - Throws: the `DecodingError` that says where the JSON is wrong.
    public static func decode() throws -> [LibraryDetails] {
        try JSONDecoder().decode([LibraryDetails].self, from: Data(json.utf8))
    }
}
