import Foundation
import Scheduling

extension ObservableType {
    /// Prints each subscription, event and disposal on standard output, with a timestamp and an identifier.
    ///
    /// Same as RxSwift's `debug(_:trimOutput:file:line:function:)`: lines read
    /// `2024-05-01 10:00:00.000: identifier -> subscribed`, `-> Event next(1)`, `-> Event completed` and
    /// `-> isDisposed`; the identifier defaults to `File.swift:line (function)`; `trimOutput` shortens an event
    /// text longer than 40 characters to its first and last 20 around `...`.
    ///
    /// ```swift
    /// _ = Observable.of(1).debug("numbers").subscribe()
    /// // Prints: 2024-05-01 10:00:00.000: numbers -> subscribed
    /// //         2024-05-01 10:00:00.000: numbers -> Event next(1)
    /// //         2024-05-01 10:00:00.000: numbers -> Event completed
    /// //         2024-05-01 10:00:00.000: numbers -> isDisposed
    /// ```
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false,
        file: String = #file, line: UInt = #line, function: String = #function
    ) -> Observable<Element> {
        let source = asObservable()
        let name = identifier ?? "\(file.split(separator: "/").last.map(String.init) ?? file):\(line) (\(function))"
        return Producer { sink in
            let log = DebugLog(identifier: name)
            log.write("subscribed")
            let subscription = source.subscribe(
                AnonymousObserver { event in
                    let text = "\(event)"
                    let shown = trimOutput && text.count > 40 ? "\(text.prefix(20))...\(text.suffix(20))" : text
                    log.write("Event \(shown)")
                    sink.on(event)
                })
            return Disposables.create {
                log.write("isDisposed")
                subscription.dispose()
            }
        }
    }
}

/// Writes `debug` lines: to standard output, or to ``DebugLog/capture`` while a test sets it.
package final class DebugLog: Sendable {
    /// Where lines go instead of standard output while set (for tests of `debug`). Not in RxSwift.
    package static let capture = Locked<(@Sendable (String) -> Void)?>(nil)

    private let identifier: String
    private let formatter: Locked<DateFormatter>

    init(identifier: String) {
        self.identifier = identifier
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        self.formatter = Locked(formatter)
    }

    func write(_ content: String) {
        let stamp = formatter.withLock { $0.string(from: Date()) }
        let line = "\(stamp): \(identifier) -> \(content)"
        if let capture = Self.capture.withLock({ $0 }) { return capture(line) }
        print(line)
    }
}
