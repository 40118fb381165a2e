/// `#` (raw strings, extended regexes, directives) and string literals with their interpolations.
extension Scanner {
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
        // A run of `#` that opens no string or regex is that many `#`, the last perhaps a directive's (`##if`): each is
        // emitted here, so that the run is scanned once, not once per `#`.
        while i < k - 1 {
            emit(.punct, i, i + 1)
            i += 1
        }
        let last = i
        let name = identifierCharacter(at: i + 1, head: true)
        if name > 0 {
            i += 1 + name
            skipIdentifierBody()
            emit(.directive, last, i)
            return
        }
        i += 1
        emit(.punct, last, i)
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
