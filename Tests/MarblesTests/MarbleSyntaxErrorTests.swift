import Marbles
import TestReporting
import Testing

/// The values every diagram of these tests may use (built once: the crash sweep parses 80,000 diagrams).
let sweepValues = ["a": 1, "b": 2]

/// The error a diagram throws, or `nil` when it parses.
func streamError(
    _ diagram: String, kind: MarbleDiagram<Int, Boom>.Kind = .cold, error: Boom? = Boom(), frameDuration: Int64 = MarbleTime.millisecond
) -> MarbleSyntaxError? {
    do {
        _ = try MarbleDiagram<Int, Boom>(
            parsing: diagram, kind: kind, values: sweepValues, error: error, frameDuration: frameDuration)
        return nil
    } catch {
        return error
    }
}

func subscriptionError(_ diagram: String) -> MarbleSyntaxError? {
    do {
        _ = try MarbleSubscription(parsing: diagram)
        return nil
    } catch {
        return error
    }
}

@Suite("MarblesTests.MarbleSyntaxError")
struct MarbleSyntaxErrorTests {
    @Test func testUnbalancedOpeningParenthesis() {
        let error = streamError("--(a-|")
        #expect(error?.column == 3)
        #expect(
            error?.description == """
                invalid marble diagram at column 3: unclosed `(`
                  --(a-|
                    ^
                expected `)` to close the group
                """)
    }

    @Test func testUnbalancedClosingParenthesis() {
        #expect(
            streamError("--a)-|")?.description == """
                invalid marble diagram at column 4: `)` without a matching `(`
                  --a)-|
                     ^
                expected `(` earlier to open a group
                """)
    }

    @Test func testNestedParenthesis() {
        #expect(
            streamError("--(a(b))|")?.description == """
                invalid marble diagram at column 5: `(` inside the group opened at column 3
                  --(a(b))|
                      ^
                expected `)` to close that group before opening another
                """)
    }

    @Test func testTwoSubscriptionPoints() {
        #expect(
            streamError("-^-^-a", kind: .hot)?.description == """
                invalid marble diagram at column 4: a second `^` (the first is at column 2)
                  -^-^-a
                     ^
                expected at most one subscription point `^`
                """)
    }

    @Test func testSubscriptionPointInAColdDiagram() {
        #expect(
            streamError("--^--a")?.description == """
                invalid marble diagram at column 3: `^` in a cold diagram
                  --^--a
                    ^
                expected no `^`: a cold stream starts when subscribed (use a hot diagram for a subscription point)
                """)
    }

    @Test func testValueAfterCompletion() {
        #expect(
            streamError("--a--|-b")?.description == """
                invalid marble diagram at column 8: `b` after the completion `|` at column 6
                  --a--|-b
                         ^
                expected nothing but `-`, spaces, time or `!` after `|` or `#`
                """)
    }

    @Test func testValueAfterError() {
        #expect(
            streamError("-#-a")?.description == """
                invalid marble diagram at column 4: `a` after the error `#` at column 2
                  -#-a
                     ^
                expected nothing but `-`, spaces, time or `!` after `|` or `#`
                """)
    }

    @Test func testEventAfterCompletionInTheSameGroup() {
        #expect(streamError("(|a)")?.column == 3)
        #expect(streamError("--|-|")?.column == 5)
        #expect(streamError("--|--!") == nil)
    }

    @Test func testUnknownKey() {
        #expect(
            streamError("--a-x-|")?.description == """
                invalid marble diagram at column 5: unknown value key `x`
                  --a-x-|
                      ^
                expected one of the keys in `values:` (a, b)
                """)
    }

    @Test func testBadTimeProgressionUnit() {
        #expect(
            streamError("-a 10xs b")?.description == """
                invalid marble diagram at column 6: unknown time unit `xs` in `10xs`
                  -a 10xs b
                       ^
                expected a time progression unit: ms, s or m (for example `10ms`, `1.5s`, `1m`)
                """)
        #expect(streamError("a 10xs")?.column == 5)
    }

    @Test func testTimeProgressionGluedToAMarble() {
        #expect(
            streamError("-a 10ms-b")?.description == """
                invalid marble diagram at column 8: `-` right after the time progression `10ms`
                  -a 10ms-b
                         ^
                expected a space after a time progression
                """)
    }

    @Test func testTimeProgressionNotAWholeNumberOfFrames() {
        #expect(
            streamError("a 1.5ms b")?.description == """
                invalid marble diagram at column 3: time progression `1.5ms` is not a whole number of frames (1 frame = 1ms)
                  a 1.5ms b
                    ^
                expected a multiple of the frame duration
                """)
    }

    @Test func testTimeProgressionTooLong() {
        #expect(streamError("a 99999999999999999999m b")?.column == 3)
        #expect(streamError("a 1.0000000001s b", frameDuration: 1)?.column == 3)
    }

    @Test func testTimeProgressionInsideAGroup() {
        #expect(
            streamError("-(a 10ms b)")?.description == """
                invalid marble diagram at column 5: time progression `10ms` inside a group
                  -(a 10ms b)
                      ^
                expected `)` to close the group first
                """)
    }

    @Test func testTwoUnsubscriptions() {
        #expect(
            streamError("--a-!-!")?.description == """
                invalid marble diagram at column 7: a second `!` (the first is at column 5)
                  --a-!-!
                        ^
                expected at most one `!` per diagram
                """)
    }

    @Test func testCharacterOutsideTheGrammar() {
        #expect(
            streamError("--a-.-|")?.description == """
                invalid marble diagram at column 5: unexpected `.`
                  --a-.-|
                      ^
                expected `-`, a value key (a-z, A-Z, 0-9), `(`, `)`, `|`, `#`, `^`, `!`, a space or a time progression
                """)
        #expect(streamError("a-é")?.column == 3)
    }

    @Test func testErrorMarbleWithoutAnError() {
        #expect(
            streamError("-#", error: nil)?.description == """
                invalid marble diagram at column 2: `#` but no error was given
                  -#
                   ^
                expected an `error:` argument for `#` to fail with
                """)
    }

    @Test func testNonPositiveFrameDuration() {
        #expect(
            streamError("-a", frameDuration: 0)?.description == """
                invalid marble diagram at column 1: frame duration of 0ns
                  -a
                  ^
                expected a positive frame duration in nanoseconds (for example 1_000_000 for 1ms frames)
                """)
        #expect(subscriptionError("^-!") == nil)
    }

    @Test func testTutorialUnknownKey() {
        do {
            _ = try TutorialTimeline.parseEventsAndTimes(
                timeline: "--a-zz-|", values: ["a": 1], errors: ["x": Boom()], defaultError: Boom())
            Issue.record("expected a syntax error")
        } catch {
            #expect(
                error.description == """
                    invalid marble diagram at column 5: unknown key `zz`
                      --a-zz-|
                          ^
                    expected a key of `values:` or `errors:` (`a`, `x`), `#` or `|`
                    """)
        }
    }

    /// The grammar's alphabet, plus characters it does not know.
    static let crashSweepAlphabet: [Character] = ["-", "a", "(", ")", "|", "#", "^", "!", " ", "1", "m", "s", "x", "."]

    @Test(arguments: crashSweepAlphabet)
    func testNeverCrashes_OnAnyShortDiagramOverTheAlphabet(startingWith first: Character) async {
        // Every diagram of up to 4 characters over the grammar's alphabet parses or throws; none traps.
        // One case per first character, so the 14 sweeps spread over the cores; each on a thread of its
        // own, so these 0.5 CPU-seconds leave the test pool's threads free to start the other tests.
        await onItsOwnThread {
            var diagrams = [String(first)]
            for length in 1...4 {
                if length > 1 { diagrams = diagrams.flatMap { prefix in Self.crashSweepAlphabet.map { prefix + String($0) } } }
                for diagram in diagrams {
                    _ = streamError(diagram, kind: .hot)
                    _ = streamError(diagram, kind: .cold)
                    _ = subscriptionError(diagram)
                }
            }
        }
    }

    @Test func testNeverCrashes_OnTheEmptyDiagram() {
        #expect(streamError("", kind: .hot) == nil)
        #expect(streamError("", kind: .cold) == nil)
    }
}
