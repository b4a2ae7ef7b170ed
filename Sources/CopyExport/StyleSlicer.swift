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
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let kept = slice(lines[...], markers: style.otherStyleMarkers, mode: mode)
        var result: [String] = []
        for line in kept
        where
            !(line.trimmingCharacters(in: .whitespaces).isEmpty
            && result.last?.trimmingCharacters(in: .whitespaces).isEmpty == true)
        {
            result.append(line)
        }
        return result.joined(separator: "\n")
    }

    private static func slice(_ lines: ArraySlice<String>, markers: [String], mode: Mode) -> [String] {
        var out: [String] = []
        var pending: [String] = []
        var index = lines.startIndex
        while index < lines.endIndex {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("///") || (trimmed.hasPrefix("@") && !trimmed.contains(" ")) {
                pending.append(line)
                index += 1
                continue
            }
            var balance = brackets(in: line)
            var end = index
            while balance > 0, end + 1 < lines.endIndex {
                end += 1
                balance += brackets(in: lines[end])
            }
            let unit = lines[index...end]
            let mentionsOther: Bool
            switch mode {
            case .members: mentionsOther = names(code(line), markers)
            case .topLevel: mentionsOther = unit.contains { names(code($0), markers) }
            }
            if mentionsOther {
                // left out, with its comment
            } else if mode == .members, end > index, brackets(in: line) > 0 {
                out += pending + [line] + slice(lines[(index + 1)..<end], markers: markers, mode: mode) + [lines[end]]
            } else {
                out += pending + unit
            }
            pending = []
            index = end + 1
        }
        return out + pending
    }

    /// The code part of a line (before a `//` comment).
    private static func code(_ line: String) -> String {
        line.components(separatedBy: "//").first ?? line
    }

    /// Whether `code` names another style: `Pull…`/`…Pull…` in a name, or `pull` as a word start.
    private static func names(_ code: String, _ markers: [String]) -> Bool {
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
    private static func brackets(in line: String) -> Int {
        var balance = 0
        var inString = false
        var previous: Character = " "
        for character in code(line) {
            if character == "\"", previous != "\\" { inString.toggle() }
            if !inString {
                switch character {
                case "{", "(", "[": balance += 1
                case "}", ")", "]": balance -= 1
                default: break
                }
            }
            previous = character
        }
        return balance
    }
}
