/// Byte and scalar classes of Swift's lexical grammar ("Lexical Structure" in The Swift
/// Programming Language), as the compiler's lexer applies them.
enum Ascii {
    static let tab: UInt8 = 0x09, newline: UInt8 = 0x0A, verticalTab: UInt8 = 0x0B
    static let formFeed: UInt8 = 0x0C, carriageReturn: UInt8 = 0x0D, space: UInt8 = 0x20
    static let bang: UInt8 = 0x21, quote: UInt8 = 0x22, hash: UInt8 = 0x23, dollar: UInt8 = 0x24
    static let apostrophe: UInt8 = 0x27
    static let leftParen: UInt8 = 0x28, rightParen: UInt8 = 0x29, star: UInt8 = 0x2A
    static let plus: UInt8 = 0x2B, comma: UInt8 = 0x2C, minus: UInt8 = 0x2D, dot: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F, zero: UInt8 = 0x30, nine: UInt8 = 0x39, colon: UInt8 = 0x3A
    static let semicolon: UInt8 = 0x3B, less: UInt8 = 0x3C, equal: UInt8 = 0x3D
    static let greater: UInt8 = 0x3E, question: UInt8 = 0x3F, at: UInt8 = 0x40
    static let leftBracket: UInt8 = 0x5B, backslash: UInt8 = 0x5C, rightBracket: UInt8 = 0x5D
    static let underscore: UInt8 = 0x5F, backtick: UInt8 = 0x60
    static let leftBrace: UInt8 = 0x7B, rightBrace: UInt8 = 0x7D

    @inline(__always) static func isDigit(_ c: UInt8) -> Bool { c &- zero < 10 }
    @inline(__always) static func isHexDigit(_ c: UInt8) -> Bool {
        isDigit(c) || (c | 0x20) &- 0x61 < 6
    }
    @inline(__always) static func isIdentifierHead(_ c: UInt8) -> Bool {
        (c | 0x20) &- 0x61 < 26 || c == underscore
    }
    @inline(__always) static func isIdentifierBody(_ c: UInt8) -> Bool {
        isIdentifierHead(c) || isDigit(c) || c == dollar
    }
    /// `/ = - + ! * % < > & | ^ ~ ?` (`.` only continues an operator that starts with one).
    @inline(__always) static func isOperator(_ c: UInt8) -> Bool {
        switch c {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: true
        default: false
        }
    }
    @inline(__always) static func isHorizontalSpace(_ c: UInt8) -> Bool { c == space || c == tab }

    /// Class bits per byte, so the hot loops test one table entry instead of several ranges.
    static let identifierBodyBit: UInt8 = 1
    static let classTable: [UInt8] = (0..<256).map { UInt8($0) }.map { c in
        c < 0x80 && isIdentifierBody(c) ? identifierBodyBit : 0
    }
}

enum UTF8Validation {
    /// Decodes the scalar at `i`, or returns nil for an ill-formed sequence (overlong forms,
    /// surrogates and values past U+10FFFF included).
    @inline(__always)
    static func decode(_ p: UnsafeBufferPointer<UInt8>, at i: Int) -> (scalar: UInt32, length: Int)? {
        let n = p.count
        let b0 = p[i]
        if b0 < 0x80 { return (UInt32(b0), 1) }
        func cont(_ k: Int) -> UInt32? {
            guard k < n, p[k] & 0xC0 == 0x80 else { return nil }
            return UInt32(p[k] & 0x3F)
        }
        switch b0 {
        case 0xC2...0xDF:
            guard let c1 = cont(i + 1) else { return nil }
            return (UInt32(b0 & 0x1F) << 6 | c1, 2)
        case 0xE0...0xEF:
            guard let c1 = cont(i + 1), let c2 = cont(i + 2) else { return nil }
            let v = UInt32(b0 & 0x0F) << 12 | c1 << 6 | c2
            guard v >= 0x800, !(0xD800...0xDFFF).contains(v) else { return nil }
            return (v, 3)
        case 0xF0...0xF4:
            guard let c1 = cont(i + 1), let c2 = cont(i + 2), let c3 = cont(i + 3) else { return nil }
            let v = UInt32(b0 & 0x07) << 18 | c1 << 12 | c2 << 6 | c3
            guard v >= 0x10000, v <= 0x10FFFF else { return nil }
            return (v, 4)
        default:
            return nil
        }
    }

    static func firstInvalidOffset(in p: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = p.baseAddress else { return nil }
        var i = 0
        while i < p.count {
            // Source is mostly ASCII: skip it eight bytes at a time.
            while i + 8 <= p.count, UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                i += 8
            }
            guard i < p.count else { break }
            if p[i] < 0x80 { i += 1; continue }
            guard let (_, length) = decode(p, at: i) else { return i }
            i += length
        }
        return nil
    }
}

enum UnicodeClass {
    /// Swift's operator-head scalars beyond ASCII.
    static func isOperatorHead(_ v: UInt32) -> Bool {
        switch v {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0...0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
            0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
            0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
            0x3008...0x3020, 0x3030:
            true
        default: false
        }
    }

    /// Combining marks that may continue an operator.
    static func isOperatorContinuation(_ v: UInt32) -> Bool {
        switch v {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
            0xE0100...0xE01EF:
            true
        default: isOperatorHead(v)
        }
    }

    /// Non-ASCII scalars the lexer treats as white space (the compiler diagnoses them but skips them).
    static func isSpace(_ v: UInt32) -> Bool { v == 0xA0 || v == 0xFEFF }

    /// Curly quotes and C0/C1 controls are not allowed in Swift code.
    static func isForbidden(_ v: UInt32) -> Bool { v == 0x201C || v == 0x201D || (0x80...0x9F).contains(v) }
}
