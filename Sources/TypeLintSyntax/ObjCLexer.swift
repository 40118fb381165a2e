/// Objective-C's (and Objective-C++'s) lexer: one hand-written pass over the bytes, as clang lexes a file
/// without its preprocessor (what `clang_tokenize` returns, checked against it by `ObjCLexerOracleTests`).
/// Directives stay tokens (`#`, `define`, `kSmall`, `9`), `#if 0` blocks are lexed like the rest, and `@` is a
/// token of its own (`@` `"text"`, `@` `interface`). It never fails: an unterminated literal or comment ends at
/// the end of its line or of the file.
public enum ObjCLexer {
    /// The tokens that are not comments, and the comments, each in order. Punctuation the light parser matches
    /// (`( ) [ ] { } , ; : @ . #`) is `punct`, every other operator `operator`; a literal that starts with a
    /// digit or `.` is a `number`, other literals (`"…"`, `'c'`, `L"…"`, `R"(…)"`) are `string`s.
    public static func tokenizeSeparately(_ bytes: [UInt8], cPlusPlus: Bool) -> (code: [Token], comments: [Token]) {
        bytes.withUnsafeBufferPointer { p in
            var scanner = CScanner(p, cPlusPlus: cPlusPlus)
            defer {
                scanner.code.deallocate()
                scanner.comments.deallocate()
            }
            scanner.run()
            return (scanner.code.array(), scanner.comments.array())
        }
    }
}

private struct CScanner {
    let p: UnsafeBufferPointer<UInt8>
    let n: Int
    let cPlusPlus: Bool
    var i = 0
    var code: TokenBuffer
    var comments = TokenBuffer(capacity: 64)

    init(_ p: UnsafeBufferPointer<UInt8>, cPlusPlus: Bool) {
        self.p = p
        self.n = p.count
        self.cPlusPlus = cPlusPlus
        code = TokenBuffer(capacity: p.count / 5 + 16)
    }

    @inline(__always) func at(_ k: Int) -> UInt8 { k < n ? p[k] : 0 }

    /// Letters, digits, `_`, `$` (clang's default) and non-ASCII letters.
    @inline(__always) func identifierLength(at k: Int) -> Int {
        let c = p[k]
        if c < 0x80 { return Ascii.isIdentifierBody(c) ? 1 : 0 }
        guard let (scalar, length) = UTF8Validation.decode(p, at: k) else { return 1 }
        return Self.isUnicodePunctuation(scalar) ? 0 : length
    }

    /// What clang lexes as an unknown character, not a letter, in the ranges real code has: no-break space, Latin-1's
    /// signs, general punctuation (dashes), arrows, mathematical operators and the other symbol blocks, CJK punctuation.
    @inline(__always) static func isUnicodePunctuation(_ scalar: UInt32) -> Bool {
        (0xA0...0xBF).contains(scalar) || scalar == 0xD7 || scalar == 0xF7 || (0x2000...0x2BFF).contains(scalar)
            || (0x3000...0x303F).contains(scalar)
    }

    mutating func run() {
        if n >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF { i = 3 }
        while i < n {
            let c = p[i]
            switch c {
            case Ascii.space, Ascii.tab, Ascii.newline, Ascii.carriageReturn, Ascii.verticalTab, Ascii.formFeed:
                i += 1
            case Ascii.backslash where splice(at: i) > 0:
                i += splice(at: i)
            case Ascii.slash where at(i + 1) == Ascii.slash:
                lexLineComment()
            case Ascii.slash where at(i + 1) == Ascii.star:
                lexBlockComment()
            case Ascii.quote, Ascii.apostrophe:
                let start = i
                lexQuoted(from: start)
            case _ where Ascii.isDigit(c) || (c == Ascii.dot && Ascii.isDigit(at(i + 1))):
                lexNumber()
            case _ where Ascii.isIdentifierHead(c) || c == Ascii.dollar || (c >= 0x80 && identifierLength(at: i) > 0):
                lexIdentifierOrPrefixedLiteral()
            case _ where c >= 0x80:
                let start = i
                i += UTF8Validation.decode(p, at: i)?.length ?? 1
                emit(.operator, start)
            default:
                lexPunctuator()
            }
        }
    }

    /// The length of a backslash-newline (the line continues) at `k`, or 0.
    @inline(__always) func splice(at k: Int) -> Int {
        guard at(k) == Ascii.backslash else { return 0 }
        if at(k + 1) == Ascii.newline { return 2 }
        if at(k + 1) == Ascii.carriageReturn { return at(k + 2) == Ascii.newline ? 3 : 2 }
        return 0
    }

    mutating func emit(_ kind: TokenKind, _ start: Int) {
        if kind == .comment {
            comments.append(Token(kind, start, i))
        } else {
            code.append(Token(kind, start, i))
        }
    }

    /// `// …` up to the end of the line; a backslash at the end of the line continues it.
    mutating func lexLineComment() {
        let start = i
        while i < n {
            let c = p[i]
            if c == Ascii.newline || c == Ascii.carriageReturn { break }
            if c == Ascii.backslash, splice(at: i) > 0 { i += splice(at: i) } else { i += 1 }
        }
        emit(.comment, start)
    }

    /// `/* … */`, which does not nest in C.
    mutating func lexBlockComment() {
        let start = i
        i += 2
        while i < n, !(p[i] == Ascii.star && at(i + 1) == Ascii.slash) { i += 1 }
        i = min(n, i + 2)
        emit(.comment, start)
    }

    /// `"…"` or `'…'` from `start` (which may be a prefix such as `L` or `u8`), with `\` escapes; an
    /// unterminated one ends at the end of its line.
    mutating func lexQuoted(from start: Int) {
        let quote = p[i]
        i += 1
        while i < n {
            let c = p[i]
            if c == quote {
                i += 1
                break
            }
            if c == Ascii.newline || c == Ascii.carriageReturn { break }
            i += c == Ascii.backslash ? max(2, splice(at: i)) : 1
        }
        i = min(i, n)
        emit(.string, start)
    }

    /// C++'s `R"delimiter( … )delimiter"` from `start`, `i` at the `"`.
    mutating func lexRawString(from start: Int) {
        var k = i + 1
        while k < n, k - i <= 17, p[k] != Ascii.leftParen, p[k] != Ascii.quote, p[k] != Ascii.newline { k += 1 }
        guard at(k) == Ascii.leftParen else { return lexQuoted(from: start) }
        let delimiter = Array(p[(i + 1)..<k])
        i = k + 1
        search: while i < n {
            if p[i] == Ascii.rightParen, i + delimiter.count + 1 < n + 1 {
                var matches = true
                for (offset, byte) in delimiter.enumerated() where at(i + 1 + offset) != byte { matches = false }
                if matches, at(i + 1 + delimiter.count) == Ascii.quote {
                    i += delimiter.count + 2
                    break search
                }
            }
            i += 1
        }
        i = min(i, n)
        emit(.string, start)
    }

    /// A preprocessing number: digits, letters, `_`, `.`, signs after an exponent letter (`1e-5`, `0x1p+3`), and
    /// C++'s digit separators (`1'000`).
    mutating func lexNumber() {
        let start = i
        i += 1
        while i < n {
            let c = p[i]
            if Ascii.isIdentifierBody(c) || c == Ascii.dot {
                i += 1
                if (c | 0x20 == 0x65 || c | 0x20 == 0x70), at(i) == Ascii.plus || at(i) == Ascii.minus { i += 1 }
            } else if c == Ascii.apostrophe, cPlusPlus, Ascii.isIdentifierBody(at(i + 1)) {
                i += 2
            } else {
                break
            }
        }
        emit(.number, start)
    }

    mutating func lexIdentifierOrPrefixedLiteral() {
        let start = i
        i += identifierLength(at: i)
        while i < n {
            let length = identifierLength(at: i)
            if length == 0 { break }
            i += length
        }
        let next = at(i)
        guard next == Ascii.quote || next == Ascii.apostrophe, i - start <= 3 else { return emit(.word, start) }
        switch String(decoding: UnsafeBufferPointer(rebasing: p[start..<i]), as: UTF8.self) {
        case "L", "u", "U", "u8":
            lexQuoted(from: start)
        case "R", "LR", "uR", "UR", "u8R":
            // A raw string opens with a double quote (clang reads them in Objective-C too, as GNU C does): `R'x'` is the name
            // `R` and then a character.
            guard next == Ascii.quote else { return emit(.word, start) }
            lexRawString(from: start)
        default:
            emit(.word, start)
        }
    }

    mutating func lexPunctuator() {
        let start = i
        let c = p[i]
        let next = at(i + 1)
        var length = 1
        switch c {
        case Ascii.minus:
            length = next == Ascii.greater ? (cPlusPlus && at(i + 2) == Ascii.star ? 3 : 2)
                : next == Ascii.minus || next == Ascii.equal ? 2 : 1
        case Ascii.plus:
            length = next == Ascii.plus || next == Ascii.equal ? 2 : 1
        case Ascii.less, Ascii.greater:
            length = next == c ? (at(i + 2) == Ascii.equal ? 3 : 2) : next == Ascii.equal ? 2 : 1
        case UInt8(ascii: "&"), UInt8(ascii: "|"):
            length = next == c || next == Ascii.equal ? 2 : 1
        case Ascii.star, Ascii.slash, UInt8(ascii: "%"), UInt8(ascii: "^"), Ascii.equal, Ascii.bang:
            length = next == Ascii.equal ? 2 : 1
        case Ascii.dot:
            length = next == Ascii.dot && at(i + 2) == Ascii.dot ? 3 : cPlusPlus && next == Ascii.star ? 2 : 1
        case Ascii.colon:  // clang lexes `::` as one token in Objective-C too (C23's attributes)
            length = next == Ascii.colon ? 2 : 1
        case Ascii.hash:
            length = next == Ascii.hash ? 2 : 1
        default:
            length = 1
        }
        i += length
        emit(length == 1 && Self.isMatchedPunctuation(c) ? .punct : .operator, start)
    }

    /// What the light parser pairs, separates and chains on: `( ) [ ] { } , ; : @ . #`.
    @inline(__always) static func isMatchedPunctuation(_ c: UInt8) -> Bool {
        switch c {
        case Ascii.leftParen, Ascii.rightParen, Ascii.leftBracket, Ascii.rightBracket, Ascii.leftBrace, Ascii.rightBrace,
             Ascii.comma, Ascii.semicolon, Ascii.colon, Ascii.at, Ascii.dot, Ascii.hash: true
        default: false
        }
    }
}
