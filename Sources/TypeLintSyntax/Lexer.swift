/// Swift's lexer: one hand-written pass over UTF-8 bytes, no regular expressions, no allocation per
/// character, no recursion (deep nesting of strings, comments and brackets cannot exhaust the stack).
///
/// It follows the compiler's own lexer (swift-syntax's `Lexer.Cursor`) wherever real code can tell
/// the difference: raw and multi-line strings, interpolation, the bare `/…/` regex heuristics,
/// operator boundness, tuple indices after `.`. It never fails: anything it does not understand
/// becomes an `invalid` token or ends a literal at the end of the file.
public enum Lexer {
    /// The file's tokens, comments among them, in order.
    public static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> [Token] {
        let (code, comments) = tokenizeSeparately(bytes)
        return merged(code, comments)
    }

    /// Code tokens and comments, each in order, as one list in order.
    public static func merged(_ code: [Token], _ comments: [Token]) -> [Token] {
        guard !comments.isEmpty else { return code }
        var merged: [Token] = []
        merged.reserveCapacity(code.count + comments.count)
        var c = 0
        for token in code {
            while c < comments.count, comments[c].start < token.start {
                merged.append(comments[c])
                c += 1
            }
            merged.append(token)
        }
        merged += comments[c...]
        return merged
    }

    public static func tokenize(_ bytes: [UInt8]) -> [Token] {
        bytes.withUnsafeBufferPointer { tokenize($0) }
    }

    /// The tokens that are not comments, and the comments, each in order and each in an array of its exact
    /// size: what a syntax tree keeps, with no list of both made and sorted out.
    public static func tokenizeSeparately(_ bytes: UnsafeBufferPointer<UInt8>) -> (code: [Token], comments: [Token]) {
        Ascii.classTable.withUnsafeBufferPointer { classes in
            var scanner = Scanner(bytes, classes: classes)
            defer {
                scanner.code.deallocate()
                scanner.comments.deallocate()
            }
            scanner.run()
            return (scanner.code.array(), scanner.comments.array())
        }
    }

    public static func tokenizeSeparately(_ bytes: [UInt8]) -> (code: [Token], comments: [Token]) {
        bytes.withUnsafeBufferPointer { tokenizeSeparately($0) }
    }
}

/// Tokens in a buffer grown by hand: `Array.append` checks uniqueness per token.
struct TokenBuffer {
    var base: UnsafeMutablePointer<Token>
    var count = 0
    var capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    @inline(__always) mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count += 1
    }

    mutating func grow() {
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    func array() -> [Token] { Array(UnsafeBufferPointer(start: base, count: count)) }

    func deallocate() { base.deallocate() }
}

/// The lexer's state and its main loop; each kind of token is read in a `Lexer+…` file.
struct Scanner {
    let p: UnsafeBufferPointer<UInt8>
    let n: Int
    let classes: UnsafeBufferPointer<UInt8>
    var i = 0
    /// The tokens so far that are not comments, and the comments.
    var code: TokenBuffer
    var comments = TokenBuffer(capacity: 64)
    /// Where `last` and `beforeLast` point.
    var tokens: UnsafeMutablePointer<Token> { code.base }
    /// The string interpolations `\( … )` that are open here, innermost last.
    var interpolations: [Interpolation] = []
    /// Where a multi-line extended regex was found to have no end (see `scanRegex`).
    let unclosedRegexes = UnclosedRegexes()
    /// The last token that is not a comment, and the one before it: the regex heuristics look back.
    var last = -1
    var beforeLast = -1
    /// Unmatched `(` so far, and the depth of the availability argument list we are in (or -1):
    /// there the compiler reads `13.0` as a version tuple, `13` `.` `0`, not as a float.
    var parenDepth = 0
    var versionListDepth = -1

    /// For each number of `#`, the first offset from which a multi-line extended regex was scanned to the end of the file
    /// without meeting its closing delimiter: none closes after it, nor one needing more `#`. Each `#/` line of a file
    /// of them would otherwise scan the rest of the file again.
    final class UnclosedRegexes {
        var from: [Int: Int] = [:]

        func known(pounds: Int, at offset: Int) -> Bool { from.contains { $0.key <= pounds && $0.value <= offset } }
    }

    struct Interpolation {
        let pounds: Int
        let quote: UInt8
        let multiline: Bool
        var parenDepth = 0
    }

    init(_ p: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<UInt8>) {
        self.p = p
        self.n = p.count
        self.classes = classes
        self.code = TokenBuffer(capacity: p.count / 4 + 16)
    }

    @inline(__always) func at(_ k: Int) -> UInt8 { k < n ? p[k] : 0 }

    private static let eightSpaces: UInt64 = 0x2020_2020_2020_2020

    @inline(__always) mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int) {
        if kind == .comment {
            comments.append(Token(kind, start, end))
        } else {
            beforeLast = last
            last = code.count
            code.append(Token(kind, start, end))
        }
    }

    mutating func run() {
        if n >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF { i = 3 }
        if at(i) == Ascii.hash, at(i + 1) == Ascii.bang {
            let start = i
            skipToLineEnd()
            emit(.comment, start, i)
        }
        while i < n { lexToken() }
    }

    mutating func lexToken() {
        let start = i
        let c = p[i]
        switch c {
        case Ascii.space, Ascii.tab, Ascii.newline, Ascii.carriageReturn, Ascii.verticalTab,
            Ascii.formFeed, 0:
            i += 1
            // A line's indentation, eight spaces a load: most bytes of blank space in Swift source are there.
            if c == Ascii.newline {
                while i + 8 <= n, UnsafeRawPointer(p.baseAddress! + i).loadUnaligned(as: UInt64.self) == Self.eightSpaces { i += 8 }
            }
            while i < n, p[i] == Ascii.space || p[i] == Ascii.tab { i += 1 }
        case Ascii.slash:
            let next = at(i + 1)
            if next == Ascii.slash {
                skipToLineEnd()
                emit(.comment, start, i)
            } else if next == Ascii.star {
                skipBlockComment()
                emit(.comment, start, i)
            } else {
                lexOperator()
            }
        case Ascii.quote, Ascii.apostrophe:
            lexString(tokenStart: start, pounds: 0)
        case Ascii.hash:
            lexHash()
        case Ascii.backtick:
            lexBacktick()
        case Ascii.zero...Ascii.nine:
            lexNumber()
        case Ascii.leftParen:
            if !interpolations.isEmpty { interpolations[interpolations.count - 1].parenDepth += 1 }
            parenDepth += 1
            if versionListDepth < 0, opensVersionList() { versionListDepth = parenDepth }
            i += 1
            emit(.punct, start, i)
        case Ascii.rightParen:
            i += 1
            if let open = interpolations.last {
                if open.parenDepth == 0 {
                    interpolations.removeLast()
                    lexStringBody(tokenStart: start, pounds: open.pounds, quote: open.quote,
                                  multiline: open.multiline)
                    return
                }
                interpolations[interpolations.count - 1].parenDepth -= 1
            }
            if parenDepth == versionListDepth { versionListDepth = -1 }
            parenDepth -= 1
            emit(.punct, start, i)
        case Ascii.leftBrace, Ascii.rightBrace, Ascii.leftBracket, Ascii.rightBracket, Ascii.comma,
            Ascii.semicolon, Ascii.colon, Ascii.at, Ascii.backslash:
            i += 1
            emit(.punct, start, i)
        case Ascii.dot:
            lexOperator()
        case Ascii.less where at(i + 1) == Ascii.hash:
            if !lexPlaceholder() { lexOperator() }
        case Ascii.bang, Ascii.question:
            // A left-bound `!` or `?` is a postfix token of its own (`x!.y`, `try? …`).
            if isLeftBound(i) {
                i += 1
                emit(.operator, start, i)
            } else {
                lexOperator()
            }
        case 0x80...0xFF:
            lexNonASCII()
        default:
            if Ascii.isIdentifierHead(c) || c == Ascii.dollar {
                lexIdentifier()
            } else if Ascii.isOperator(c) {
                lexOperator()
            } else {
                i += 1
                emit(.invalid, start, i)
            }
        }
    }
}
