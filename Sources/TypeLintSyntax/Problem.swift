/// One line for the user about a run — an error (a file that cannot be read, a broken configuration) or a notice — with
/// the file it is about and the place in that file kept apart from what it says. A file's name is untrusted text: a
/// sink that writes a line an editor reads (`%f:%l:%c:`) must write the name so that its own `:1:1: error: …` cannot
/// pass for the place typelint names, which only a problem that knows where the name ends can do.
///
/// A problem written as a string (`"\(path): no such file"`) has no place: its text is all there is, and a sink shows
/// every `:LINE:` in it as text.
public struct Problem: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The file the problem is in, as the user named it; nil for a problem of the run.
    public let file: String?
    /// Where in `file` (1-based line and column), when the problem is at a place.
    public let place: Place?
    /// What is wrong, after the file and place.
    public let text: String

    public struct Place: Hashable, Sendable {
        public let line: Int
        public let column: Int
        public init(line: Int, column: Int) { (self.line, self.column) = (line, column) }
    }

    public init(file: String, at place: Place? = nil, _ text: String) {
        (self.file, self.place, self.text) = (file, place, text)
    }

    public init(stringLiteral text: String) {
        (file, place, self.text) = (nil, nil, text)
    }

    /// A problem that names no place: `text` is all there is.
    public init(_ text: String) {
        self.init(stringLiteral: text)
    }

    /// `file:line:column: text`, as every line of a run reads when nothing in it needs escaping.
    public var description: String {
        guard let file else { return text }
        return file + (place.map { ":\($0.line):\($0.column)" } ?? "") + ": " + text
    }

    public static func < (lhs: Problem, rhs: Problem) -> Bool { lhs.description < rhs.description }
}

/// An error that can say which file and place it is about (a configuration's JSON that does not parse).
public protocol ProblemError: Error {
    var problem: Problem { get }
}

extension Problem {
    /// `error` as a problem: its own file and place when it knows them, else its description as text.
    public init(_ error: any Error) {
        self = (error as? any ProblemError)?.problem ?? Problem(stringLiteral: "\(error)")
    }
}
