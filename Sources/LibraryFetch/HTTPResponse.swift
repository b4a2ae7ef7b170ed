import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Turns what a `URLSession` data task reports into a decoded value or a `URLError`.
///
/// Shared by the three styles of ``LiveWebService``, so they fail alike for the same answer.
enum HTTPResponse {
    /// The decoded body, or the `URLError` that says why there is none.
    ///
    /// A transport error passes through with its own code (as a `URLError`); a 404 becomes
    /// `.fileDoesNotExist`; another status outside 200–299, or a missing HTTP response,
    /// `.badServerResponse`; a body that does not decode as `Value`, `.cannotParseResponse`.
    static func decode<Value: Decodable>(
        _: Value.Type, url: URL, data: Data?, response: URLResponse?, error: Error?
    ) -> Result<Value, URLError> {
        if let error { return .failure(urlError(from: error)) }
        guard let http = response as? HTTPURLResponse else {
            return .failure(failure(.badServerResponse, url: url, "no HTTP response from \(url.absoluteString)"))
        }
        switch http.statusCode {
        case 200..<300:
            break
        case 404:
            return .failure(failure(.fileDoesNotExist, url: url, "HTTP 404 for \(url.absoluteString)"))
        default:
            return .failure(failure(.badServerResponse, url: url, "HTTP \(http.statusCode) for \(url.absoluteString)"))
        }
        do {
            return .success(try JSONDecoder().decode(Value.self, from: data ?? Data()))
        } catch {
            return .failure(
                failure(
                    .cannotParseResponse, url: url, "the body of \(url.absoluteString) is not a \(Value.self): \(error)"
                ))
        }
    }

    /// `error` as a `URLError`, keeping its code (Foundation on Linux reports some as `NSError`).
    static func urlError(from error: Error) -> URLError {
        if let urlError = error as? URLError { return urlError }
        let nsError = error as NSError
        if nsError.domain == NSURLErrorDomain {
            // Failable on Linux (an enum), not on Darwin (a struct): the annotation fits both.
            let code: URLError.Code? = URLError.Code(rawValue: nsError.code)
            return URLError(code ?? .unknown, userInfo: nsError.userInfo)
        }
        return URLError(.unknown, userInfo: [NSUnderlyingErrorKey: nsError, NSLocalizedDescriptionKey: "\(error)"])
    }

    private static func failure(_ code: URLError.Code, url: URL, _ description: String) -> URLError {
        URLError(code, userInfo: [NSURLErrorFailingURLErrorKey: url, NSLocalizedDescriptionKey: description])
    }
}
