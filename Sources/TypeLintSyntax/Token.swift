/// The lexical class of a token. The raw names are what `typelint tokens` prints.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    /// Identifiers and keywords, including `$0`, `$name`, `_` and backticked names.
    case word
    case number
    /// String literal content and delimiters. An interpolated string is split into segments: the
    /// segment before `\(` ends with the `(`, the segment after it starts with the `)`.
    case string
    case comment
    case `operator`
    case punct
    /// `#if`, `#available`, `#selector`, `#Preview`, …: a `#` directly followed by a name.
    case directive
    case regex
    /// Bytes that are not valid UTF-8, or characters Swift does not allow in code.
    case invalid

    public var name: String {
        switch self {
        case .word: "word"
        case .number: "number"
        case .string: "string"
        case .comment: "comment"
        case .operator: "operator"
        case .punct: "punct"
        case .directive: "directive"
        case .regex: "regex"
        case .invalid: "invalid"
        }
    }
}

/// One token: its kind and the byte range `start..<end` in the source.
public struct Token: Sendable, Hashable {
    public let kind: TokenKind
    // 32-bit offsets keep a token at 12 bytes; a source file over 4 GB is refused before lexing.
    private let startOffset: UInt32
    private let endOffset: UInt32

    public init(_ kind: TokenKind, _ start: Int, _ end: Int) {
        self.kind = kind
        self.startOffset = UInt32(truncatingIfNeeded: start)
        self.endOffset = UInt32(truncatingIfNeeded: end)
    }

    public var start: Int { Int(startOffset) }
    public var end: Int { Int(endOffset) }
    public var range: Range<Int> { start..<end }
}
