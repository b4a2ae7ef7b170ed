import Foundation

/// Foundation's JSON encoder encodes to `Data` (as in Combine, where Foundation declares this conformance).
extension JSONEncoder: TopLevelEncoder {}
/// Foundation's JSON decoder decodes from `Data`.
extension JSONDecoder: TopLevelDecoder {}
/// Foundation's property-list encoder encodes to `Data`.
extension PropertyListEncoder: TopLevelEncoder {}
/// Foundation's property-list decoder decodes from `Data`.
extension PropertyListDecoder: TopLevelDecoder {}
