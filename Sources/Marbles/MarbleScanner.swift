/// The character-level pieces the stream and subscription parsers share: columns, errors, time progressions
/// (and, below, ``MarblePosition``: where a parser stands).
struct MarbleScanner {
    let source: String
    let characters: [Character]
    let frameDuration: Int64

    /// A scanner over `source`, whose frames last `frameDuration` nanoseconds.
    /// - Throws: `MarbleSyntaxError` unless the frame duration is positive.
    init(_ source: String, frameDuration: Int64) throws(MarbleSyntaxError) {
        self.source = source
        self.characters = Array(source)
        self.frameDuration = frameDuration
        guard frameDuration > 0 else {
            throw error(
                at: 0, "frame duration of \(frameDuration)ns",
                expected: "a positive frame duration in nanoseconds (for example 1_000_000 for 1ms frames)")
        }
    }

    /// An error at a 0-based character offset.
    func error(at offset: Int, _ problem: String, expected: String) -> MarbleSyntaxError {
        MarbleSyntaxError(diagram: source, column: offset + 1, problem: problem, expected: expected)
    }

    /// Opens a `(` group at `frame`, or throws when one is already open (groups do not nest).
    func openGroup(_ group: inout (frame: Int, offset: Int)?, frame: Int, at offset: Int) throws(MarbleSyntaxError) {
        if let open = group {
            throw error(
                at: offset, "`(` inside the group opened at column \(open.offset + 1)",
                expected: "`)` to close that group before opening another")
        }
        group = (frame, offset)
    }

    /// Closes the open group, or throws when `)` has no matching `(`.
    func closeGroup(_ group: inout (frame: Int, offset: Int)?, at offset: Int) throws(MarbleSyntaxError) {
        guard group != nil else {
            throw error(at: offset, "`)` without a matching `(`", expected: "`(` earlier to open a group")
        }
        group = nil
    }

    /// Fails when the diagram ended with a group still open.
    func requireClosed(_ group: (frame: Int, offset: Int)?) throws(MarbleSyntaxError) {
        if let group {
            throw error(at: group.offset, "unclosed `(`", expected: "`)` to close the group")
        }
    }

    /// Whether a time progression may start at `offset`: at the start of the diagram or after a space.
    func isTokenStart(_ offset: Int) -> Bool {
        offset == 0 || characters[offset - 1] == " "
    }

    /// A time progression starting at `offset` (`10ms`, `1.5s`, `1m`), as a length in characters and a
    /// number of frames; `nil` when the text there is not one (then it is read as values, as RxJS does).
    ///
    /// A progression is digits, an optional fraction and letters, starting at a token start and followed
    /// by a space or the end. Letters that are no unit, a fraction of a frame or of a nanosecond, and a
    /// known unit glued to a following marble are errors rather than silently read as values.
    func timeProgression(at offset: Int, insideGroup: Bool) throws(MarbleSyntaxError) -> (length: Int, frames: Int)? {
        guard isTokenStart(offset), offset < characters.count, characters[offset].isASCIIDigit else { return nil }
        var index = offset
        var integer = ""
        while index < characters.count, characters[index].isASCIIDigit {
            integer.append(characters[index])
            index += 1
        }
        var fraction = ""
        if index + 1 < characters.count, characters[index] == ".", characters[index + 1].isASCIIDigit {
            index += 1
            while index < characters.count, characters[index].isASCIIDigit {
                fraction.append(characters[index])
                index += 1
            }
        }
        let unitStart = index
        var unit = ""
        while index < characters.count, characters[index].isASCIILetter {
            unit.append(characters[index])
            index += 1
        }
        let number = fraction.isEmpty ? integer : "\(integer).\(fraction)"
        guard !unit.isEmpty else { return nil }
        let endsToken = index == characters.count || characters[index] == " "
        guard let unitSize = MarbleTime.unitNanoseconds(unit) else {
            guard endsToken else { return nil }
            throw error(
                at: unitStart, "unknown time unit `\(unit)` in `\(number)\(unit)`",
                expected: "a time progression unit: ms, s or m (for example `10ms`, `1.5s`, `1m`)")
        }
        guard endsToken else {
            throw error(
                at: index, "`\(characters[index])` right after the time progression `\(number)\(unit)`",
                expected: "a space after a time progression")
        }
        if insideGroup {
            throw error(at: offset, "time progression `\(number)\(unit)` inside a group", expected: "`)` to close the group first")
        }
        guard let nanoseconds = MarbleTime.exactNanoseconds(integer: integer, fraction: fraction, unit: unitSize) else {
            throw error(
                at: offset, "time progression `\(number)\(unit)` is too long or not a whole number of nanoseconds",
                expected: "a shorter duration with at most nanosecond precision")
        }
        guard nanoseconds % frameDuration == 0, let frames = Int(exactly: nanoseconds / frameDuration) else {
            throw error(
                at: offset,
                "time progression `\(number)\(unit)` is not a whole number of frames (1 frame = \(MarbleTime.describe(nanoseconds: frameDuration)))",
                expected: "a multiple of the frame duration")
        }
        return (index - offset, frames)
    }

    /// A description of a character for messages: `x`, or "a space".
    static func quote(_ character: Character) -> String {
        character == " " ? "a space" : "`\(character)`"
    }
}

/// Where a parser stands in a diagram: the frame, the open group, and the `^` and `!` read so far.
///
/// The stream and subscription parsers share it, and with it how a time progression, `-`, `(`, `)`,
/// `^` and `!` move it; each parser reads the other characters itself.
struct MarblePosition {
    var frame = 0
    var group: (frame: Int, offset: Int)?
    var subscription: (frame: Int, offset: Int)?
    var unsubscription: (frame: Int, offset: Int)?

    /// The frame of an event or marker read now: the open group's, else the current one.
    var markerFrame: Int { group?.frame ?? frame }

    /// Skips the time progression at `offset`, if one starts there (its frames pass); answers whether it did.
    mutating func skipsTime(at offset: inout Int, in scanner: MarbleScanner) throws(MarbleSyntaxError) -> Bool {
        guard let progression = try scanner.timeProgression(at: offset, insideGroup: group != nil) else { return false }
        frame += progression.frames
        offset += progression.length
        return true
    }

    /// Reads `-`, `(` or `)` and answers true; answers false for any other character.
    mutating func readsLayout(_ character: Character, at offset: Int, in scanner: MarbleScanner) throws(MarbleSyntaxError) -> Bool {
        switch character {
        case "-": return true
        case "(": try scanner.openGroup(&group, frame: frame, at: offset)
        case ")": try scanner.closeGroup(&group, at: offset)
        default: return false
        }
        return true
    }

    /// Reads a `^`, or throws when the diagram has one already (`expected` says how many it may have).
    mutating func readSubscription(at offset: Int, in scanner: MarbleScanner, expected: String) throws(MarbleSyntaxError) {
        if let subscription {
            throw scanner.error(at: offset, "a second `^` (the first is at column \(subscription.offset + 1))", expected: expected)
        }
        subscription = (markerFrame, offset)
    }

    /// Reads a `!`, or throws when the diagram has one already (`expected` says how many it may have).
    mutating func readUnsubscription(at offset: Int, in scanner: MarbleScanner, expected: String) throws(MarbleSyntaxError) {
        if let unsubscription {
            throw scanner.error(at: offset, "a second `!` (the first is at column \(unsubscription.offset + 1))", expected: expected)
        }
        unsubscription = (markerFrame, offset)
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
    var isASCIILetter: Bool { isASCII && isLetter }
    /// `a`–`z`, `A`–`Z`, `0`–`9`: the characters that name a value.
    var isMarbleKey: Bool { isASCIIDigit || isASCIILetter }
}
