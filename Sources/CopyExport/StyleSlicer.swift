/// Cuts a domain source that serves the three styles down to one style's declarations.
///
/// `WebService`, `MockWebService` and friends have one member per style (`fetchLibraryPush`,
/// `fetchLibraryPull`, `fetchLibraryPubSub`). A reader exporting the push pattern wants only the push
/// members, so the other styles' libraries are not needed. The slicer works on lines: a declaration
/// (with its `///` comment and attributes) runs until its brackets balance; it is left out when its
/// first code line names another style (`Pull`, `pubSub`, …). Lines kept are kept verbatim.
public enum StyleSlicer {
    /// How a file is cut.
    public enum Mode: Sendable {
        /// Looks inside types and bodies: leaves out each member that names another style.
        case members
        /// Only top-level declarations: leaves out any that names another style anywhere.
        case topLevel
    }

    /// `text` cut down to `style`.
    public static func slice(_ text: String, to style: ExportStyle, mode: Mode) -> String {
        let lines = SourceLine.lines(text).map(String.init)
        let parsed = lines.map { line in Line(text: line, code: code(line)) }
        let kept = slice(parsed[...], markers: style.otherStyleMarkers, mode: mode)
        var result: [String] = []
        for line in kept
        where
            !(SourceLine.trimmed(line).isEmpty && result.last.map { SourceLine.trimmed($0).isEmpty } == true)
        {
            result.append(line)
        }
        return result.joined(separator: "\n")
    }

    /// A source line with its code part and bracket balance, worked out once per line.
    private struct Line {
        let text: String
        let code: Substring
        let balance: Int

        init(text: String, code: Substring) {
            self.text = text
            self.code = code
            self.balance = StyleSlicer.brackets(in: code)
        }
    }

    private static func slice(_ lines: ArraySlice<Line>, markers: [String], mode: Mode) -> [String] {
        var out: [String] = []
        var pending: [String] = []
        var index = lines.startIndex
        while index < lines.endIndex {
            let line = lines[index].text
            let trimmed = SourceLine.trimmed(line)
            if trimmed.hasPrefix("///") || (trimmed.hasPrefix("@") && !trimmed.contains(" ")) {
                pending.append(line)
                index += 1
                continue
            }
            var balance = lines[index].balance
            var end = index
            while balance > 0, end + 1 < lines.endIndex {
                end += 1
                balance += lines[end].balance
            }
            let unit = lines[index...end]
            let mentionsOther: Bool
            switch mode {
            case .members: mentionsOther = names(lines[index].code, markers)
            case .topLevel: mentionsOther = unit.contains { names($0.code, markers) }
            }
            if mentionsOther {
                // left out, with its comment
            } else if mode == .members, end > index, lines[index].balance > 0 {
                out += pending + [line] + slice(lines[(index + 1)..<end], markers: markers, mode: mode) + [lines[end].text]
            } else {
                out += pending + unit.map(\.text)
            }
            pending = []
            index = end + 1
        }
        return out + pending
    }

    /// The code part of a line (before a `//` comment).
    private static func code(_ line: String) -> Substring {
        SourceLine.beforeComment(line)
    }

    /// Whether `code` names another style: `Pull…`/`…Pull…` in a name, or `pull` as a word start.
    private static func names(_ code: Substring, _ markers: [String]) -> Bool {
        for marker in markers {
            var searchRange = code.startIndex..<code.endIndex
            while let found = code.range(of: marker, range: searchRange) {
                if marker.first?.isUppercase == true { return true }
                let before = found.lowerBound == code.startIndex ? " " : code[code.index(before: found.lowerBound)]
                let after = found.upperBound == code.endIndex ? " " : code[found.upperBound]
                if !before.isLetter && !before.isNumber && !after.isLowercase { return true }
                searchRange = found.upperBound..<code.endIndex
            }
        }
        return false
    }

    /// Opening minus closing brackets of all kinds in a line's code, ignoring string literals roughly.
    private static func brackets(in code: Substring) -> Int {
        var balance = 0
        var inString = false
        var previous: UInt8 = 0
        for byte in code.utf8 {  // every character counted here is ASCII, so bytes say the same as characters
            if byte == UInt8(ascii: "\""), previous != UInt8(ascii: "\\") { inString.toggle() }
            if !inString {
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): balance += 1
                case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): balance -= 1
                default: break
                }
            }
            previous = byte
        }
        return balance
    }
}
