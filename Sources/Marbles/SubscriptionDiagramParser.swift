/// Reads a subscription diagram; ``MarbleSubscription/init(parsing:frameDuration:)`` wraps it.
struct SubscriptionDiagramParser {
    let scanner: MarbleScanner

    private var position = MarblePosition()
    /// The last character that took time, its frame, and whether a demand is already attached to it.
    private var lastMarker: (character: Character, frame: Int, hasDemand: Bool)?
    private var demands: [MarbleDemandRequest] = []

    init(scanner: MarbleScanner) {
        self.scanner = scanner
    }

    mutating func parse() throws(MarbleSyntaxError) -> MarbleSubscription {
        let characters = scanner.characters
        var offset = 0
        while offset < characters.count {
            if try position.skipsTime(at: &offset, in: scanner) {
                lastMarker = nil
                continue
            }
            if characters[offset] == "(", let demand = try demandAnnotation(at: offset) {
                try attach(demand.demand, at: offset)
                offset += demand.length
                continue
            }
            try read(characters[offset], at: offset)
            offset += 1
        }
        try scanner.requireClosed(position.group)
        guard let subscription = position.subscription else {
            throw scanner.error(at: characters.count, "no subscription point", expected: "`^` where the subscription starts")
        }
        return MarbleSubscription(
            subscribedFrame: subscription.frame, unsubscribedFrame: position.unsubscription?.frame, demands: demands)
    }

    private mutating func read(_ character: Character, at offset: Int) throws(MarbleSyntaxError) {
        if character == " " { return }
        let markerFrame = position.markerFrame
        if try !position.readsLayout(character, at: offset, in: scanner) {
            switch character {
            case "^":
                try position.readSubscription(
                    at: offset, in: scanner, expected: "one `^` per subscription diagram (write one diagram per subscription)")
            case "!":
                guard position.subscription != nil else {
                    throw scanner.error(at: offset, "`!` before any `^`", expected: "`^` (the subscription) before `!`")
                }
                try position.readUnsubscription(at: offset, in: scanner, expected: "at most one `!` per subscription diagram")
            default:
                throw scanner.error(
                    at: offset, "unexpected \(MarbleScanner.quote(character))",
                    expected: "`-`, `^`, `!`, `(`, `)`, a demand such as `(2)` or `(*)`, a space or a time progression")
            }
        }
        lastMarker = (character, markerFrame, false)
        position.frame += 1
    }

    /// `(n)` or `(*)` at `offset`, or `nil` when the parenthesis opens an ordinary group.
    private func demandAnnotation(at offset: Int) throws(MarbleSyntaxError) -> (demand: MarbleDemand, length: Int)? {
        let characters = scanner.characters
        var index = offset + 1
        var body = ""
        while index < characters.count, characters[index].isASCIIDigit || characters[index] == "*" {
            body.append(characters[index])
            index += 1
        }
        guard !body.isEmpty else { return nil }
        guard index < characters.count, characters[index] == ")" else {
            throw scanner.error(
                at: index, "unfinished demand `(\(body)`", expected: "`)` to close the demand, as in `(2)` or `(*)`")
        }
        if body == "*" { return (.unlimited, index - offset + 1) }
        guard let count = Int(body), count > 0 else {
            throw scanner.error(
                at: offset + 1, "demand `(\(body))`", expected: "a positive number of values such as `(2)`, or `(*)` for unlimited")
        }
        return (.max(count), index - offset + 1)
    }

    private mutating func attach(_ demand: MarbleDemand, at offset: Int) throws(MarbleSyntaxError) {
        if let group = position.group {
            throw scanner.error(
                at: offset, "a demand inside the group opened at column \(group.offset + 1)",
                expected: "`)` to close the group first; write the demand after `^` or `-`")
        }
        guard let marker = lastMarker, marker.character == "^" || marker.character == "-" else {
            let after = lastMarker.map { "after `\($0.character)`" } ?? "with no `^` or `-` before it"
            throw scanner.error(
                at: offset, "demand \(demand.marble) \(after)", expected: "a demand right after `^` or `-`")
        }
        guard position.subscription != nil else {
            throw scanner.error(at: offset, "demand \(demand.marble) before `^`", expected: "`^` before the first demand")
        }
        if marker.hasDemand {
            throw scanner.error(
                at: offset, "a second demand in frame \(marker.frame)", expected: "one demand per frame (add them up)")
        }
        if position.unsubscription != nil {
            throw scanner.error(at: offset, "demand \(demand.marble) after `!`", expected: "demands before the cancellation `!`")
        }
        demands.append(MarbleDemandRequest(frame: marker.frame, demand: demand))
        lastMarker = (marker.character, marker.frame, true)
    }
}
