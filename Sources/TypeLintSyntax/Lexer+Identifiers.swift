/// Comments, identifiers and keywords, and number literals.
extension Scanner {
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
        // A raw identifier (Swift 6.2): any text but a backtick or a line break up to the closing backtick on the same
        // line, `` `label .tracking(2)` `` or `` `open """` ``, is one name, not code, a comment or a string's start.
        var end = start + 1
        var printable = false
        while end < n, at(end) != Ascii.backtick, at(end) != Ascii.newline, at(end) != Ascii.carriageReturn, at(end) != 0 {
            if at(end) != Ascii.space, at(end) != Ascii.tab { printable = true }
            end += 1
        }
        if end < n, at(end) == Ascii.backtick, printable {
            i = end + 1
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
}
