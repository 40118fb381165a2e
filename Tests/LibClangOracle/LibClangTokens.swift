import TypeLintObjC
import TypeLintSyntax

/// clang's own lexer as the oracle `ObjCLexer` is checked against.
extension LibClang {
    /// Clang's tokens as typelint's kinds (what `ObjCLexer` promises): comments apart, punctuation the light
    /// parser matches as `punct`, a literal that starts with a digit or `.` as a `number`. Two differences that
    /// do not matter are taken out: a backslash-newline just before a token is not part of it (clang keeps it in
    /// the token after a continued line), an unterminated quote, clang's unknown token, is a `string`, and a
    /// byte-order mark is no token.
    public func typelintTokens(_ bytes: [UInt8], objectiveCPlusPlus: Bool) -> (code: [TypeLintSyntax.Token], comments: [TypeLintSyntax.Token])? {
        guard let tokens = tokenize(bytes, objectiveCPlusPlus: objectiveCPlusPlus) else { return nil }
        var code: [TypeLintSyntax.Token] = [], comments: [TypeLintSyntax.Token] = []
        let backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        let hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        for token in tokens where token.end > token.start && token.end <= bytes.count && !(hasByteOrderMark && token.start < 3) {
            var start = token.start
            while start + 1 < token.end, bytes[start] == backslash, bytes[start + 1] == newline || bytes[start + 1] == carriageReturn {
                start += bytes[start + 1] == carriageReturn && start + 2 < token.end && bytes[start + 2] == newline ? 3 : 2
            }
            let first = bytes[start]
            switch token.kind {
            case 0 where first == UInt8(ascii: "\"") || first == UInt8(ascii: "'"):
                code.append(.init(.string, start, token.end))
            case 0:
                let single = token.end - start == 1 ? first : 0
                code.append(.init(Array("()[]{},;:@.#".utf8).contains(single) ? .punct : .operator, start, token.end))
            case 1, 2:
                code.append(.init(.word, start, token.end))
            case 3:
                let isNumber = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) || first == UInt8(ascii: ".")
                code.append(.init(isNumber ? .number : .string, start, token.end))
            default:
                comments.append(.init(.comment, start, token.end))
            }
        }
        return (code, comments)
    }
}
