/// Operators, and the heuristics that tell a bare `/…/` regex literal from a division.
extension Scanner {
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
                if mustBeRegex, unclosedRegexes.known(pounds: pounds, at: k) { return firstNewline }
            }
        }
        let scanStart = k
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
                if firstNewline >= 0, unclosedRegexes.from[pounds].map({ scanStart < $0 }) ?? true {
                    unclosedRegexes.from[pounds] = scanStart
                }
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
}
