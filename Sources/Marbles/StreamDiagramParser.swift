/// Reads a stream diagram character by character; ``MarbleDiagram/init(parsing:kind:values:error:frameDuration:)`` wraps it.
///
/// Frames are counted from the diagram's first character and rebased onto `^` at the end, so a hot
/// diagram's earlier frames come out negative.
struct StreamDiagramParser<Value, Failure> {
    struct Result {
        var events: [(frame: Int, notification: MarbleNotification<Value, Failure>)] = []
        var subscriptionFrame: Int?
        var unsubscriptionFrame: Int?
        var endFrame = 0
    }

    let scanner: MarbleScanner
    let kind: MarbleDiagram<Value, Failure>.Kind
    let values: [String: Value]
    let error: Failure?

    private var position = MarblePosition()
    private var terminal: (character: Character, offset: Int)?
    private var events: [(frame: Int, notification: MarbleNotification<Value, Failure>)] = []

    init(scanner: MarbleScanner, kind: MarbleDiagram<Value, Failure>.Kind, values: [String: Value], error: Failure?) {
        self.scanner = scanner
        self.kind = kind
        self.values = values
        self.error = error
    }

    mutating func parse() throws(MarbleSyntaxError) -> Result {
        let characters = scanner.characters
        var offset = 0
        while offset < characters.count {
            if try position.skipsTime(at: &offset, in: scanner) { continue }
            try read(characters[offset], at: offset)
            offset += 1
        }
        try scanner.requireClosed(position.group)
        let origin = position.subscription?.frame ?? 0
        var result = Result()
        result.events = events.map { (frame: $0.frame - origin, notification: $0.notification) }
        result.subscriptionFrame = position.subscription == nil ? nil : 0
        result.unsubscriptionFrame = position.unsubscription.map { $0.frame - origin }
        result.endFrame = position.frame - origin
        return result
    }

    private mutating func read(_ character: Character, at offset: Int) throws(MarbleSyntaxError) {
        if character == " " { return }
        if try position.readsLayout(character, at: offset, in: scanner) {
            position.frame += 1
            return
        }
        switch character {
        case "^":
            try readSubscription(at: offset)
        case "!":
            try position.readUnsubscription(at: offset, in: scanner, expected: "at most one `!` per diagram")
        case "|":
            try append(.completed, character, at: offset)
        case "#":
            guard let error else {
                throw scanner.error(
                    at: offset, "`#` but no error was given", expected: "an `error:` argument for `#` to fail with")
            }
            try append(.error(error), character, at: offset)
        default:
            guard character.isMarbleKey else {
                throw scanner.error(
                    at: offset, "unexpected \(MarbleScanner.quote(character))",
                    expected: "`-`, a value key (a-z, A-Z, 0-9), `(`, `)`, `|`, `#`, `^`, `!`, a space or a time progression")
            }
            guard let value = values[String(character)] else {
                let known = values.keys.sorted().joined(separator: ", ")
                throw scanner.error(
                    at: offset, "unknown value key `\(character)`",
                    expected: known.isEmpty ? "a `values:` entry for `\(character)`" : "one of the keys in `values:` (\(known))")
            }
            try append(.value(value), character, at: offset)
        }
        position.frame += 1
    }

    private mutating func readSubscription(at offset: Int) throws(MarbleSyntaxError) {
        guard kind == .hot else {
            throw scanner.error(
                at: offset, "`^` in a cold diagram",
                expected: "no `^`: a cold stream starts when subscribed (use a hot diagram for a subscription point)")
        }
        try position.readSubscription(at: offset, in: scanner, expected: "at most one subscription point `^`")
    }

    private mutating func append(
        _ notification: MarbleNotification<Value, Failure>, _ character: Character, at offset: Int
    ) throws(MarbleSyntaxError) {
        if let terminal {
            let ended = terminal.character == "|" ? "completion" : "error"
            throw scanner.error(
                at: offset, "`\(character)` after the \(ended) `\(terminal.character)` at column \(terminal.offset + 1)",
                expected: "nothing but `-`, spaces, time or `!` after `|` or `#`")
        }
        if notification.isTerminal { terminal = (character, offset) }
        events.append((position.markerFrame, notification))
    }
}
