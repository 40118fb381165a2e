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

private struct Scanner {
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
    /// The last token that is not a comment, and the one before it: the regex heuristics look back.
    var last = -1
    var beforeLast = -1
    /// Unmatched `(` so far, and the depth of the availability argument list we are in (or -1):
    /// there the compiler reads `13.0` as a version tuple, `13` `.` `0`, not as a float.
    var parenDepth = 0
    var versionListDepth = -1

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

    // MARK: - Comments

    mutating func skipToLineEnd() {
        while i < n, p[i] != Ascii.newline, p[i] != Ascii.carriageReturn { i += 1 }
    }

    mutating func skipBlockComment() {
        i += 2
        var depth = 1
        while i < n {
            let c = p[i]
            if c == Ascii.star, at(i + 1) == Ascii.slash {
                i += 2
                depth -= 1
                if depth == 0 { return }
            } else if c == Ascii.slash, at(i + 1) == Ascii.star {
                i += 2
                depth += 1
            } else {
                i += 1
            }
        }
    }

    // MARK: - Identifiers

    /// The length of the identifier character at `k`, or 0 if there is none.
    @inline(__always) func identifierCharacter(at k: Int, head: Bool) -> Int {
        let c = at(k)
        if c < 0x80 {
            if k >= n { return 0 }
            return (head ? Ascii.isIdentifierHead(c) : Ascii.isIdentifierBody(c)) ? 1 : 0
        }
        // Combining marks continue identifiers and operators alike, but start neither.
        guard let (v, length) = UTF8Validation.decode(p, at: k),
              head ? !UnicodeClass.isOperatorContinuation(v) : !UnicodeClass.isOperatorHead(v),
              !UnicodeClass.isSpace(v), !UnicodeClass.isForbidden(v)
        else { return 0 }
        return length
    }

    mutating func skipIdentifierBody() {
        while i < n {
            let c = p[i]
            if classes[Int(c)] & Ascii.identifierBodyBit != 0 {
                i += 1
            } else if c < 0x80 {
                return
            } else {
                let length = identifierCharacter(at: i, head: false)
                if length == 0 { return }
                i += length
            }
        }
    }

    mutating func lexIdentifier() {
        let start = i
        i += max(1, identifierCharacter(at: i, head: true))
        skipIdentifierBody()
        emit(.word, start, i)
    }

    mutating func lexBacktick() {
        let start = i
        let head = identifierCharacter(at: i + 1, head: true)
        if head > 0 {
            i += 1 + head
            skipIdentifierBody()
            if at(i) == Ascii.backtick {
                i += 1
                emit(.word, start, i)
                return
            }
        } else if at(i + 1) == Ascii.dollar, at(i + 2) == Ascii.backtick {
            i += 3
            emit(.word, start, i)
            return
        }
        i = start + 1
        emit(.punct, start, i)
    }

    /// `<#placeholder#>`: an editor placeholder, which the compiler lexes as an identifier.
    mutating func lexPlaceholder() -> Bool {
        var k = i + 2
        while k < n {
            let c = p[k]
            if c == Ascii.newline { return false }
            if c == Ascii.less, at(k + 1) == Ascii.hash { return false }
            if c == Ascii.hash, at(k + 1) == Ascii.greater {
                let start = i
                i = k + 2
                emit(.word, start, i)
                return true
            }
            k += 1
        }
        return false
    }

    mutating func lexNonASCII() {
        let start = i
        guard let (v, length) = UTF8Validation.decode(p, at: i) else {
            i += 1
            while i < n, p[i] >= 0x80, UTF8Validation.decode(p, at: i) == nil { i += 1 }
            emit(.invalid, start, i)
            return
        }
        if UnicodeClass.isSpace(v) {
            i += length
        } else if UnicodeClass.isOperatorHead(v) {
            lexOperator()
        } else if UnicodeClass.isForbidden(v) || UnicodeClass.isOperatorContinuation(v) {
            i += length
            emit(.invalid, start, i)
        } else {
            lexIdentifier()
        }
    }

    // MARK: - Numbers

    mutating func skip(while predicate: (UInt8) -> Bool) {
        while i < n, predicate(p[i]) { i += 1 }
    }

    mutating func lexNumber() {
        let start = i
        let isDigitOrUnderscore: (UInt8) -> Bool = { Ascii.isDigit($0) || $0 == Ascii.underscore }
        let isHexOrUnderscore: (UInt8) -> Bool = { Ascii.isHexDigit($0) || $0 == Ascii.underscore }
        let radix = p[i] == Ascii.zero ? at(i + 1) : 0
        switch radix {
        case UInt8(ascii: "x"):
            i += 2
            skip(while: isHexOrUnderscore)
            var dot = -1
            if at(i) == Ascii.dot, Ascii.isHexDigit(at(i + 1)), !followsPeriod(start) {
                dot = i
                i += 1
                skip(while: isHexOrUnderscore)
            }
            if at(i) | 0x20 == UInt8(ascii: "p") {
                skipExponent()
            } else if dot >= 0, !Ascii.isDigit(at(dot + 1)) {
                i = dot  // `0xff.description`: an integer and a member.
            }
        case UInt8(ascii: "o"), UInt8(ascii: "b"):
            i += 2
            skip(while: isHexOrUnderscore)
        default:
            skip(while: isDigitOrUnderscore)
            // `4.x` is `4` then a member; `t.0.1` is two tuple indices, not a float.
            if at(i) == Ascii.dot, Ascii.isDigit(at(i + 1)), !followsPeriod(start), versionListDepth < 0 {
                i += 1
                skip(while: isDigitOrUnderscore)
            }
            if at(i) | 0x20 == UInt8(ascii: "e") { skipExponent() }
        }
        emit(.number, start, i)
    }

    mutating func skipExponent() {
        i += 1
        if at(i) == Ascii.plus || at(i) == Ascii.minus { i += 1 }
        skip(while: { Ascii.isDigit($0) || $0 == Ascii.underscore })
    }

    /// `@available(`, `@backDeployed(`, `@_originallyDefinedIn(`, `#available(`, `#unavailable(`.
    func opensVersionList() -> Bool {
        guard last >= 0 else { return false }
        let t = tokens[last]
        switch t.kind {
        case .directive:
            return ["#available", "#unavailable"].contains(text(t))
        case .word:
            return beforeLast >= 0 && tokens[beforeLast].kind == .punct && p[tokens[beforeLast].start] == Ascii.at
                && ["available", "backDeployed", "_originallyDefinedIn"].contains(text(t))
        default:
            return false
        }
    }

    func followsPeriod(_ start: Int) -> Bool {
        guard last >= 0 else { return false }
        let t = tokens[last]
        return t.kind == .punct && p[t.start] == Ascii.dot
    }

    // MARK: - Operators and regex literals

    mutating func lexOperator() {
        let start = i
        let startsWithDot = p[i] == Ascii.dot
        i += p[i] < 0x80 ? 1 : (UTF8Validation.decode(p, at: i)?.length ?? 1)
        while i < n {
            let c = p[i]
            if c == Ascii.dot {
                if !startsWithDot { break }
                i += 1
            } else if c < 0x80 {
                if !Ascii.isOperator(c) { break }
                i += 1
            } else if let (v, length) = UTF8Validation.decode(p, at: i),
                      UnicodeClass.isOperatorContinuation(v) {
                i += length
            } else {
                break
            }
        }
        var end = i
        if let slash = (start..<end).first(where: { p[$0] == Ascii.slash }),
           let regexEnd = regexInOperator(start: start, end: end, slash: slash) {
            if slash > start { emit(.operator, start, slash) }
            emit(.regex, slash, regexEnd)
            i = regexEnd
            return
        }
        if end - start > 2,
           let comment = (start + 1..<end).first(where: {
               p[$0] == Ascii.slash && (at($0 + 1) == Ascii.slash || at($0 + 1) == Ascii.star)
           }) {
            end = comment
        }
        i = end
        emit(end - start == 1 && startsWithDot ? .punct : .operator, start, end)
    }

    /// Swift's rule: an operator is left-bound unless white space or an opening bracket or
    /// separator precedes it.
    func isLeftBound(_ k: Int) -> Bool {
        if k == 0 { return false }
        switch p[k - 1] {
        case Ascii.space, Ascii.carriageReturn, Ascii.newline, Ascii.tab, Ascii.leftParen,
            Ascii.leftBracket, Ascii.leftBrace, Ascii.comma, Ascii.semicolon, Ascii.colon, 0,
            Ascii.verticalTab, Ascii.formFeed:
            return false
        case Ascii.slash:
            return !(k >= 2 && p[k - 2] == Ascii.star)
        case 0xA0:
            return !(k >= 2 && p[k - 2] == 0xC2)
        default:
            return true
        }
    }

    func isRightBound(_ k: Int, leftBound: Bool) -> Bool {
        if k >= n { return false }
        switch p[k] {
        case Ascii.space, Ascii.carriageReturn, Ascii.newline, Ascii.tab, Ascii.rightParen,
            Ascii.rightBracket, Ascii.rightBrace, Ascii.comma, Ascii.semicolon, Ascii.colon, 0,
            Ascii.verticalTab, Ascii.formFeed:
            return false
        case Ascii.dot:
            return !leftBound
        case Ascii.slash:
            return !(at(k + 1) == Ascii.slash || at(k + 1) == Ascii.star)
        case 0xC2:
            return at(k + 1) != 0xA0
        default:
            return true
        }
    }

    func text(_ t: Token) -> String { String(decoding: UnsafeBufferPointer(rebasing: p[t.range]), as: UTF8.self) }

    func lastIsWord(_ words: Set<String>) -> Bool {
        last >= 0 && tokens[last].kind == .word && words.contains(text(tokens[last]))
    }

    /// The keywords the compiler's lexer classifies itself; other words are identifiers to it.
    static let lexerKeywords: Set<String> = [
        "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default",
        "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate",
        "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil",
        "operator", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return",
        "self", "Self", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true",
        "try", "typealias", "var", "where", "while",
    ]
    static let expressionKeywords: Set<String> = ["true", "false", "Any", "nil", "self", "Self", "super"]

    /// Whether the previous token leaves the lexer expecting an expression (where `/` starts a regex)
    /// rather than a binary operator.
    func isInRegexLiteralPosition() -> Bool {
        guard last >= 0 else { return true }
        let t = tokens[last]
        switch t.kind {
        case .punct:
            switch p[t.start] {
            case Ascii.leftParen, Ascii.leftBracket, Ascii.leftBrace, Ascii.comma, Ascii.semicolon,
                Ascii.colon:
                return true
            default:
                return false
            }
        case .operator:
            let leftBound = isLeftBound(t.start)
            let rightBound = isRightBound(t.end, leftBound: leftBound)
            if t.end - t.start == 1 {
                switch p[t.start] {
                case Ascii.equal: return true
                case Ascii.question where leftBound, Ascii.bang where leftBound: return false
                case Ascii.question: return true
                default: break
                }
            } else if t.end - t.start == 2, p[t.start] == Ascii.minus, p[t.start + 1] == Ascii.greater {
                return false
            }
            return leftBound == rightBound || !leftBound
        case .word:
            let word = text(t)
            return Self.lexerKeywords.contains(word) && !Self.expressionKeywords.contains(word)
        case .number, .regex, .comment:
            return false
        case .string:
            // The segment that opens an interpolation ends with `(`, which the compiler lexes apart.
            return p[t.end - 1] == Ascii.leftParen && t.end - t.start >= 2
                && (p[t.end - 2] == Ascii.backslash || p[t.end - 2] == Ascii.hash)
        case .directive:
            return ["#if", "#else", "#elseif", "#endif"].contains(text(t))
        case .invalid:
            return true
        }
    }

    /// The compiler's `tryScanOperatorAsRegexLiteral`: whether the first `/` of an operator starts a
    /// bare regex literal, and where that literal ends.
    func regexInOperator(start: Int, end: Int, slash: Int) -> Int? {
        let leftBound = isLeftBound(start)
        if leftBound || lastIsWord(["func", "operator"]) { return nil }
        var mustBeRegex = false
        if !isRightBound(end, leftBound: false) {
            // `try? /…/`: `try` cannot be an operand, so what follows must be an expression.
            let afterTry = last >= 0 && tokens[last].kind == .operator && tokens[last].end - tokens[last].start == 1
                && beforeLast >= 0 && tokens[beforeLast].kind == .word && text(tokens[beforeLast]) == "try"
            if afterTry { mustBeRegex = true }
            if !mustBeRegex && !isInRegexLiteralPosition() { return nil }
            let inArgumentList = last >= 0 && tokens[last].kind == .punct
                && [Ascii.leftParen, Ascii.leftBracket, Ascii.comma, Ascii.colon].contains(p[tokens[last].start])
            if !inArgumentList { mustBeRegex = true }
        }
        return scanRegex(from: slash, mustBeRegex: mustBeRegex)
    }

    /// The compiler's `RegexLiteralLexer`: scans `#…#/…/#…#` or `/…/` from `start`; returns its end,
    /// or nil when the text is not a regex literal.
    func scanRegex(from start: Int, mustBeRegex: Bool) -> Int? {
        var k = start
        while at(k) == Ascii.hash { k += 1 }
        let pounds = k - start
        guard at(k) == Ascii.slash else { return nil }
        k += 1
        if pounds == 0 {
            switch at(k) {
            case Ascii.space, Ascii.tab: if !mustBeRegex { return nil }
            case Ascii.star, Ascii.slash: return nil
            default: break
            }
        }
        var firstNewline = -1
        if pounds > 0 {
            var scan = k
            while Ascii.isHorizontalSpace(at(scan)) { scan += 1 }
            if at(scan) == Ascii.newline || at(scan) == Ascii.carriageReturn {
                firstNewline = scan
                k = scan
            }
        }
        var groupDepth = 0
        var classDepth = 0
        var lastSpace = -1
        while true {
            if at(k) == Ascii.slash {
                var close = k + 1
                if pounds > 0 { while at(close) == Ascii.hash { close += 1 } }
                if close - (k + 1) >= pounds {
                    if pounds == 0 {
                        if at(close) == Ascii.star || at(close) == Ascii.slash {
                            return mustBeRegex ? k : nil
                        }
                        if lastSpace >= 0, lastSpace + 1 == k, !mustBeRegex { return nil }
                    }
                    return close
                }
            }
            if k >= n {
                if !mustBeRegex { return nil }
                return firstNewline >= 0 ? firstNewline : n
            }
            var c = p[k]
            var escaped = false
            if c == Ascii.backslash {
                k += 1
                if k >= n { return mustBeRegex ? n : nil }
                c = p[k]
                escaped = true
            }
            switch c {
            case Ascii.newline, Ascii.carriageReturn:
                if firstNewline < 0 { return mustBeRegex ? k : nil }
            case Ascii.leftParen where !escaped && classDepth == 0:
                groupDepth += 1
            case Ascii.rightParen where !escaped && classDepth == 0:
                if groupDepth == 0 {
                    if !mustBeRegex { return nil }
                } else {
                    groupDepth -= 1
                }
            case Ascii.leftBracket where !escaped:
                classDepth += 1
            case Ascii.rightBracket where !escaped:
                if classDepth > 0 { classDepth -= 1 }
            case Ascii.space, Ascii.tab:
                if !escaped { lastSpace = k }
            default:
                break
            }
            k += 1
        }
    }

    // MARK: - `#`: raw strings, extended regexes, directives

    mutating func lexHash() {
        let start = i
        var k = i
        while at(k) == Ascii.hash { k += 1 }
        if at(k) == Ascii.quote {
            i = k
            lexString(tokenStart: start, pounds: k - start)
            return
        }
        if at(k) == Ascii.slash, let end = scanRegex(from: start, mustBeRegex: true) {
            i = end
            emit(.regex, start, end)
            return
        }
        let name = identifierCharacter(at: i + 1, head: true)
        if name > 0 {
            i += 1 + name
            skipIdentifierBody()
            emit(.directive, start, i)
            return
        }
        i += 1
        emit(.punct, start, i)
    }

    // MARK: - Strings

    /// Whether `count` `#` follow at `k`.
    @inline(__always) func poundsFollow(_ k: Int, _ count: Int) -> Bool {
        var j = 0
        while j < count {
            if at(k + j) != Ascii.hash { return false }
            j += 1
        }
        return true
    }

    /// `i` is at the opening quote; `pounds` `#` precede it from `tokenStart`.
    mutating func lexString(tokenStart: Int, pounds: Int) {
        let quote = p[i]
        var multiline = false
        if quote == Ascii.quote, at(i + 1) == Ascii.quote, at(i + 2) == Ascii.quote {
            multiline = true
            if pounds > 0 {
                // `#"""#` is a one-line raw string holding `"`: the compiler treats `"""` as a
                // multi-line opener only if no closing `"#` follows on the same line.
                var k = i + 2
                while k < n, p[k] != Ascii.newline, p[k] != Ascii.carriageReturn {
                    if p[k] == Ascii.quote, poundsFollow(k + 1, pounds) {
                        multiline = false
                        break
                    }
                    k += 1
                }
            }
        }
        i += multiline ? 3 : 1
        lexStringBody(tokenStart: tokenStart, pounds: pounds, quote: quote, multiline: multiline)
    }

    /// Lexes string content from `i` up to and including the closing delimiter, or up to and
    /// including the `\(` of an interpolation (then code follows until the matching `)`).
    mutating func lexStringBody(tokenStart: Int, pounds: Int, quote: UInt8, multiline: Bool) {
        while i < n {
            let c = p[i]
            if c == Ascii.backslash {
                guard poundsFollow(i + 1, pounds) else {
                    i += 1
                    continue
                }
                let escaped = i + 1 + pounds
                if at(escaped) == Ascii.leftParen {
                    i = escaped + 1
                    emit(.string, tokenStart, i)
                    interpolations.append(Interpolation(pounds: pounds, quote: quote, multiline: multiline))
                    return
                }
                let breaksLine = at(escaped) == Ascii.newline || at(escaped) == Ascii.carriageReturn
                i = escaped < n && (multiline || !breaksLine) ? escaped + 1 : escaped
                continue
            }
            if c == quote {
                if !multiline {
                    if poundsFollow(i + 1, pounds) {
                        i += 1 + pounds
                        emit(.string, tokenStart, i)
                        return
                    }
                } else if at(i + 1) == quote, at(i + 2) == quote, poundsFollow(i + 3, pounds) {
                    i += 3 + pounds
                    emit(.string, tokenStart, i)
                    return
                }
                i += 1
                continue
            }
            if !multiline, c == Ascii.newline || c == Ascii.carriageReturn {
                break  // An unterminated one-line string ends at the line break.
            }
            i += 1
        }
        emit(.string, tokenStart, i)
    }
}
