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
    // Eight bytes a token (a syntax tree keeps several for every token of every file until the lint): the
    // start in 32 bits, the kind in the top 4 bits of the end, the end in the 28 below it.
    private let startOffset: UInt32
    private let kindAndEnd: UInt32

    /// The largest source a token can point into: 256 MB (typelint lints files up to 4 MB).
    public static let maxSourceBytes = 1 << 28

    public init(_ kind: TokenKind, _ start: Int, _ end: Int) {
        startOffset = UInt32(truncatingIfNeeded: start)
        kindAndEnd = UInt32(kind.rawValue) << 28 | UInt32(truncatingIfNeeded: end) & 0x0FFF_FFFF
    }

    // Only `init` writes the bits, from a `TokenKind`.
    public var kind: TokenKind { unsafeBitCast(UInt8(truncatingIfNeeded: kindAndEnd >> 28), to: TokenKind.self) }
    public var start: Int { Int(startOffset) }
    public var end: Int { Int(kindAndEnd & 0x0FFF_FFFF) }
    public var range: Range<Int> { start..<end }
}
