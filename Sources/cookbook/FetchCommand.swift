// `cookbook fetch <name>`: fetch one library through the three styles, blocking on the first value.
import Foundation
import LibraryFetch
import PubSubStreams
import PubSubStreamsTest
import PullStreams
import PushStreams
import PushStreamsBlocking

/// The `fetch` subcommand: fetches a library in each style and prints one line per style.
///
/// With no `--base-url` it answers from the embedded catalog (`CatalogWebService`, really
/// asynchronous, no server needed); with one it uses `LiveWebService` over HTTP. Each style uses
/// its blocking-first API: RxBlocking's `toBlocking(timeout:).first()`, ReactiveSwift's
/// `first(timeout:)`, and `firstValue(timeout:)` for pub-sub.
///
/// ```
/// $ cookbook fetch RxSwift --style push
/// push   Library name: RxSwift
/// ```
enum FetchCommand: Subcommand {
    static let help = """
        usage: cookbook fetch <name> [--style push|pull|pubsub|all]
                                     [--base-url URL] [--timeout SECONDS]

        Fetches the library <name> in each style, blocking on the first value
        (push: toBlocking(timeout:).first(), pull: first(timeout:),
        pubsub: firstValue(timeout:)), and prints one line per style.

          --style STYLE    push, pull, pubsub or all (default: all)
          --base-url URL   fetch over HTTP from this server instead of the
                           embedded catalog: GET <URL>/libraries/<name>
          --timeout S      seconds a request may take (default: \(formatted(LiveWebService.defaultTimeout)))

        exit status: 0 fetched in every style; 1 not found, server unreachable or
        bad answer; 2 bad arguments.
        """

    /// What the command line asked for.
    struct Options: Equatable {
        var name: String
        var styles: [Style] = Style.allCases
        var baseURL: URL?
        var timeout: TimeInterval = LiveWebService.defaultTimeout
    }

    /// A command line that cannot be run, with what is wrong.
    struct UsageError: Error {
        let message: String
    }

    /// Runs the command on the arguments after `fetch`; returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        let options: Options
        do {
            options = try parse(arguments)
        } catch let error as UsageError {
            writeError("cookbook fetch: \(error.message)\n\n\(help)")
            return 2
        } catch {
            writeError("cookbook fetch: \(error)")
            return 2
        }
        return fetch(options)
    }

    /// Parses `<name> [--style S] [--base-url URL] [--timeout S]`, options in any order.
    static func parse(_ arguments: [String]) throws -> Options {
        var name: String?
        var options = Options(name: "")
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("--") else {
                guard name == nil else { throw UsageError(message: "one library name only, got '\(name!)' and '\(argument)'") }
                name = argument
                continue
            }
            guard let value = rest.popFirst() else { throw UsageError(message: "\(argument) needs a value") }
            switch argument {
            case "--style":
                if value == "all" {
                    options.styles = Style.allCases
                } else if let style = Style(rawValue: value) {
                    options.styles = [style]
                } else {
                    throw UsageError(message: "unknown style '\(value)'; valid: push, pull, pubsub, all")
                }
            case "--base-url":
                guard let url = URL(string: value), ["http", "https"].contains(url.scheme?.lowercased()), url.host != nil else {
                    throw UsageError(message: "--base-url needs an http(s) URL with a host, got '\(value)'")
                }
                options.baseURL = url
            case "--timeout":
                guard let seconds = TimeInterval(value), seconds > 0, seconds.isFinite else {
                    throw UsageError(message: "--timeout needs a positive number of seconds, got '\(value)'")
                }
                options.timeout = seconds
            default:
                throw UsageError(message: "unknown option '\(argument)'")
            }
        }
        guard let name, !name.isEmpty else { throw UsageError(message: "which library? give its name") }
        options.name = name
        return options
    }

    /// Fetches in every requested style, prints the lines, explains a failure; returns the exit status.
    static func fetch(_ options: Options) -> Int32 {
        let service: WebService =
            options.baseURL.map { LiveWebService(baseURL: $0, timeout: options.timeout) }
            ?? CatalogWebService()
        // The blocking wait outlasts the request's own deadline, so a timeout reads as a URLError.
        let wait = options.timeout + 1
        var failures: [URLError] = []
        for style in options.styles {
            switch fetch(options.name, style: style, from: service, wait: wait) {
            case let .success(library):
                print("\(style.label)\(libraryText(library))")
            case let .failure(error):
                print("\(style.label)\(errorText(error))")
                failures.append(error)
            }
        }
        guard let failure = failures.first else { return 0 }
        writeError(explanation(of: failure, options: options))
        return 1
    }

    /// One style's fetch, through its blocking-first API; every failure as a `URLError`.
    static func fetch(_ name: String, style: Style, from service: WebService, wait: TimeInterval) -> Result<Library, URLError> {
        let timedOut = URLError(.timedOut)
        switch style {
        case .push:
            do {
                guard let library = try service.fetchLibraryPush(named: name).toBlocking(timeout: wait).first() else {
                    return .failure(URLError(.badServerResponse))
                }
                return .success(library)
            } catch let error as URLError {
                return .failure(error)
            } catch {
                return .failure(timedOut)
            }
        case .pull:
            switch service.fetchLibraryPull(named: name).first(timeout: wait) {
            case let .success(library): return .success(library)
            case let .failure(.failed(error)): return .failure(error)
            case .failure(.timedOut), .failure(.wouldDeadlock): return .failure(timedOut)
            case nil: return .failure(URLError(.badServerResponse))
            }
        case .pubsub:
            do {
                return .success(try service.fetchLibraryPubSub(named: name).firstValue(timeout: wait))
            } catch let error as URLError {
                return .failure(error)
            } catch FirstValueError.finishedWithoutValue {
                return .failure(URLError(.badServerResponse))
            } catch {
                return .failure(timedOut)
            }
        }
    }

    /// What went wrong and what to do, in lines of at most 80 columns.
    static func explanation(of error: URLError, options: Options) -> String {
        let server = options.baseURL?.absoluteString
        switch error.code {
        case .fileDoesNotExist, .resourceUnavailable:
            guard let server else {
                let known = EmbeddedCatalog.libraries.map(\.name).joined(separator: ", ")
                return wrap("cookbook fetch: library '\(options.name)' not found in the embedded catalog. Known libraries: \(known).")
            }
            return wrap("cookbook fetch: library '\(options.name)' not found: \(server) answered 404.")
        case .cannotConnectToHost, .cannotFindHost, .notConnectedToInternet, .networkConnectionLost,
            .timedOut, .dnsLookupFailed:
            return wrap(
                "cookbook fetch: no answer from \(server ?? "the embedded catalog") "
                    + "(\(reason(for: error)); timeout \(formatted(options.timeout)) s). Is the server running?")
        default:
            let detail = (error.userInfo[NSLocalizedDescriptionKey] as? String).map { ": \($0)" } ?? ""
            return wrap("cookbook fetch: \(reason(for: error))\(detail).")
        }
    }

    /// `text` broken at spaces into lines of at most `width` columns (a longer word keeps its line).
    static func wrap(_ text: String, width: Int = 80) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = "  "
            }
            line += line.isEmpty || line == "  " ? String(word) : " " + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }

    private static func formatted(_ seconds: TimeInterval) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }

    private static func writeError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
