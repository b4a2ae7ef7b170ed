import Foundation

/// The label text for a failed fetch: `"Error occurred: <reason>"`.
///
/// All three pipelines use it, so the three styles print the same words for the same failure.
///
/// ```swift
/// print(errorText(URLError(.notConnectedToInternet)))
/// // Prints: Error occurred: not connected to the internet
/// ```
public func errorText(_ error: Error) -> String {
    "Error occurred: \(reason(for: error))"
}

/// A short, stable reason for `error` (`URLError` codes get words; anything else its description).
public func reason(for error: Error) -> String {
    guard let urlError = error as? URLError else { return "\(error)" }
    switch urlError.code {
    case .notConnectedToInternet: return "not connected to the internet"
    case .timedOut: return "the request timed out"
    case .badServerResponse: return "bad server response"
    case .fileDoesNotExist, .resourceUnavailable: return "library not found"
    case .cannotDecodeContentData, .cannotParseResponse: return "unreadable response"
    case .cannotConnectToHost, .cannotFindHost: return "cannot reach the server"
    case .cancelled: return "cancelled"
    default: return "URL error \(urlError.code.rawValue)"
    }
}

/// The label text for a fetched library: `"Library name: <name>"`.
public func libraryText(_ library: Library) -> String {
    "Library name: \(library.name)"
}
