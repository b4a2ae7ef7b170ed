import Foundation

/// A reactive library the demo screen fetches and shows by name.
///
/// The tutorial this domain comes from shows one button per framework; tapping it fetches the
/// library of that name and the label shows `"Library name: <name>"`.
///
/// ```swift
/// print(Library(name: "RxSwift").name)
/// // Prints: RxSwift
/// ```
public struct Library: Equatable, Hashable, Codable, Sendable {
    /// The library's name, for example `RxSwift`.
    public let name: String

    /// Creates a library value.
    public init(name: String) {
        self.name = name
    }
}

/// What the catalog knows about a library beyond its name.
///
/// `ensureLibraryExists(library:)` combines a library's details with the list of all known
/// identifiers: the library exists when its global identifier is among them.
public struct LibraryDetails: Equatable, Hashable, Codable, Sendable {
    /// The library's name.
    public let name: String
    /// A catalog-wide identifier, for example `swift.rxswift`.
    public let globalIdentifier: String
    /// One line about the library.
    public let summary: String

    /// Creates a details value.
    public init(name: String, globalIdentifier: String, summary: String = "") {
        self.name = name
        self.globalIdentifier = globalIdentifier
        self.summary = summary
    }
}
