/// A malformed marble diagram: which column, what was found there, and what was expected instead.
///
/// RxJS throws plain `Error`s with a sentence (and none at all for many mistakes, which it reads as
/// values); ours always names the column, quotes the diagram with a caret under it, and never crashes.
///
/// ```swift
/// do {
///     _ = try MarbleDiagram<Int, Never>(parsing: "--(a-|", values: ["a": 1])
/// } catch {
///     print(error)
/// }
/// // Prints: invalid marble diagram at column 3: unclosed `(`
/// //           --(a-|
/// //             ^
/// //         expected `)` to close the group
/// ```
public struct MarbleSyntaxError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The whole diagram, as given.
    public let diagram: String
    /// The 1-based column (in characters) of the offending character; one past the end for a missing one.
    public let column: Int
    /// What was found, for example "unclosed `(`".
    public let problem: String
    /// What was expected instead, for example "`)` to close the group".
    public let expected: String

    /// A syntax error at a column.
    /// - Parameters:
    ///   - diagram: the whole diagram.
    ///   - column: the 1-based column of the problem.
    ///   - problem: what was found.
    ///   - expected: what was expected instead (without the word "expected").
    public init(diagram: String, column: Int, problem: String, expected: String) {
        self.diagram = diagram
        self.column = column
        self.problem = problem
        self.expected = expected
    }

    /// Four lines: the problem and column, the diagram, a caret under the column, what was expected.
    public var description: String {
        let caretIndent = String(repeating: " ", count: max(column - 1, 0))
        return """
            invalid marble diagram at column \(column): \(problem)
              \(diagram)
              \(caretIndent)^
            expected \(expected)
            """
    }
}
