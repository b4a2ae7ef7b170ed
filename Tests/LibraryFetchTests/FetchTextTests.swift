import Foundation
import LibraryFetch
import Testing

@Suite("Label texts")
struct FetchTextTests {
    @Test func libraryTextNamesTheLibrary() {
        #expect(libraryText(Library(name: "RxSwift")) == "Library name: RxSwift")
    }

    @Test(arguments: [
        (URLError.Code.notConnectedToInternet, "not connected to the internet"),
        (.timedOut, "the request timed out"),
        (.badServerResponse, "bad server response"),
        (.fileDoesNotExist, "library not found"),
        (.cannotParseResponse, "unreadable response"),
        (.cannotConnectToHost, "cannot reach the server"),
    ])
    func errorTextGivesAShortReason(code: URLError.Code, reason: String) {
        #expect(errorText(URLError(code)) == "Error occurred: \(reason)")
    }

    @Test func otherErrorsUseTheirDescription() {
        struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }
        #expect(errorText(Boom()) == "Error occurred: boom")
    }
}
