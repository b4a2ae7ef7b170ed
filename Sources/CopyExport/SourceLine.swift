/// Line helpers for Swift source text, on its UTF-8 bytes: the exporter reads every line of every
/// pattern test and domain file, and Foundation's `trimmingCharacters(in:)` and
/// `components(separatedBy:)` made that most of `swift test`'s export checks (0.36 s of a debug run).
public enum SourceLine {
    /// `line` without leading and trailing spaces and tabs (the only whitespace our sources use).
    public static func trimmed(_ line: String) -> Substring { trimmed(line[...]) }

    /// `line` without leading and trailing spaces and tabs.
    public static func trimmed(_ line: Substring) -> Substring {
        let bytes = line.utf8
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return line[first...last]
    }

    /// The part of `line` before its first `//` (the whole line when it has none).
    public static func beforeComment(_ line: String) -> Substring { beforeComment(line[...]) }

    /// The part of `line` before its first `//` (the whole line when it has none).
    public static func beforeComment(_ line: Substring) -> Substring {
        var previousWasSlash = false
        for index in line.utf8.indices {
            let isSlash = line.utf8[index] == UInt8(ascii: "/")
            if isSlash, previousWasSlash { return line[..<line.utf8.index(before: index)] }
            previousWasSlash = isSlash
        }
        return line
    }

    /// The lines of `text`, split at each `\n` (empty lines kept), on its UTF-8 bytes.
    public static func lines(_ text: String) -> [Substring] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
    }

    /// How many `\n` bytes `text` holds.
    public static func newlineCount(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            var count = 0
            for byte in bytes where byte == UInt8(ascii: "\n") { count += 1 }
            return count
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}
