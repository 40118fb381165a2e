import TypeLintSyntax

/// Reads JSON text (RFC 8259, with JSONC's comments) into `JSONValue`s. Profiles and configurations are small, but Foundation's
/// decoders cost more at start-up than linting a small app (a dynamic cast and generic metadata per
/// value); this is one pass over the bytes. Nesting is bounded, so no input can exhaust the stack.
enum JSONReader {
    static let maximumDepth = 256

    /// Where a text stops being JSON, or repeats a key: the 1-based line and UTF-8 byte column (as typelint prints
    /// findings), and what is wrong there.
    struct SyntaxError: Error, Equatable {
        let line: Int
        let column: Int
        var problem = "not valid JSON"

        /// The error for the file `source` (`/repo/.typelint.json:4:3: not valid JSON`).
        func message(in source: String) -> Problem { Problem(file: source, at: .init(line: line, column: column), problem) }
    }

    /// The document, or nil if the text is not one JSON value.
    static func parse(_ text: String) -> JSONValue? { try? read(text).get() }

    /// The document, or where the text stops being one JSON value. A key said twice in one object is an error at its
    /// second place: RFC 8259 leaves the meaning open, and either reading would silently drop what the other says.
    static func read(_ text: String) -> Result<JSONValue, SyntaxError> {
        var text = text
        return text.withUTF8 { bytes in
            var reader = Reader(bytes: bytes)
            // A byte order mark, which some Windows editors write first, is not part of the document.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
            if let value = reader.value(depth: 0) {
                reader.skipWhitespace()
                if reader.position == bytes.count { return .success(value) }
            }
            let before = UnsafeBufferPointer(rebasing: bytes[..<min(reader.position, bytes.count)])
            let lineStart = (before.lastIndex(of: 0x0A) ?? -1) + 1
            var error = SyntaxError(line: before.count { $0 == 0x0A } + 1, column: before.count - lineStart + 1)
            if let key = reader.repeatedKey { error.problem = "duplicate key '\(key)'" }
            return .failure(error)
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0
        /// The key that stopped the reading by appearing twice in an object (`position` is at its start).
        var repeatedKey: String?

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        var current: UInt8? { position < bytes.count ? bytes[position] : nil }

        /// White space, and comments as JSONC has them (`// …` to the end of the line, `/* … */`): a configuration is
        /// written by hand, and says why a rule is off beside it. An unclosed `/*` is left where it starts, an error there.
        mutating func skipWhitespace() {
            while let byte = current {
                if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                    position += 1
                } else if byte == 0x2F, position + 1 < bytes.count, bytes[position + 1] == 0x2F {
                    while let next = current, next != 0x0A { position += 1 }
                } else if byte == 0x2F, position + 1 < bytes.count, bytes[position + 1] == 0x2A {
                    var end = position + 2
                    while end + 1 < bytes.count, !(bytes[end] == 0x2A && bytes[end + 1] == 0x2F) { end += 1 }
                    guard end + 1 < bytes.count else { return }
                    position = end + 2
                } else {
                    return
                }
            }
        }

        mutating func consume(_ byte: UInt8) -> Bool {
            skipWhitespace()
            guard current == byte else { return false }
            position += 1
            return true
        }

        mutating func consume(word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard position + count <= bytes.count else { return false }
            for offset in 0..<count where bytes[position + offset] != word.utf8Start[offset] { return false }
            position += count
            return true
        }

        mutating func value(depth: Int) -> JSONValue? {
            skipWhitespace()
            guard let byte = current, depth < JSONReader.maximumDepth else { return nil }
            switch byte {
            case UInt8(ascii: "{"):
                position += 1
                var object: [String: JSONValue] = [:]
                if consume(UInt8(ascii: "}")) { return .object(object) }
                repeat {
                    skipWhitespace()
                    let keyStart = position
                    guard let key = string() else { return nil }
                    guard object[key] == nil else {
                        (position, repeatedKey) = (keyStart, key)
                        return nil
                    }
                    guard consume(UInt8(ascii: ":")), let member = value(depth: depth + 1) else { return nil }
                    object[key] = member
                } while consume(UInt8(ascii: ","))
                return consume(UInt8(ascii: "}")) ? .object(object) : nil
            case UInt8(ascii: "["):
                position += 1
                var array: [JSONValue] = []
                if consume(UInt8(ascii: "]")) { return .array(array) }
                repeat {
                    guard let element = value(depth: depth + 1) else { return nil }
                    array.append(element)
                } while consume(UInt8(ascii: ","))
                return consume(UInt8(ascii: "]")) ? .array(array) : nil
            case UInt8(ascii: "\""):
                return string().map(JSONValue.string)
            case UInt8(ascii: "t"):
                return consume(word: "true") ? .bool(true) : nil
            case UInt8(ascii: "f"):
                return consume(word: "false") ? .bool(false) : nil
            case UInt8(ascii: "n"):
                return consume(word: "null") ? .null : nil
            default:
                return number().map(JSONValue.number)
            }
        }

        /// `-? int frac? exp?`, checked by the grammar, converted by the standard library.
        mutating func number() -> Double? {
            let start = position
            func digits() -> Int {
                let first = position
                while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { position += 1 }
                return position - first
            }
            let isNegative = current == UInt8(ascii: "-")
            if isNegative { position += 1 }
            let leadingZero = current == UInt8(ascii: "0")
            let integer = digits()
            guard integer > 0, !(leadingZero && integer > 1) else { return nil }
            // Most numbers of a profile are small integers (sizes, leadings): exact as a Double, made without a String.
            if integer <= 15, current != UInt8(ascii: "."), current != UInt8(ascii: "e"), current != UInt8(ascii: "E") {
                let value = bytes[position - integer..<position].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
                return isNegative ? -Double(value) : Double(value)
            }
            if current == UInt8(ascii: ".") {
                position += 1
                guard digits() > 0 else { return nil }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                position += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
                guard digits() > 0 else { return nil }
            }
            return Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self))
        }

        /// A string literal at the current position, escapes decoded; nil if malformed.
        mutating func string() -> String? {
            guard current == UInt8(ascii: "\"") else { return nil }
            position += 1
            var decoded: [UInt8] = []  // only once an escape is met; most strings have none
            var runStart = position
            while let byte = current {
                switch byte {
                case UInt8(ascii: "\""):
                    let run = UnsafeBufferPointer(rebasing: bytes[runStart..<position])
                    position += 1
                    if decoded.isEmpty { return String(decoding: run, as: UTF8.self) }
                    decoded.append(contentsOf: run)
                    return String(decoding: decoded, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
                    position += 1
                    guard let escaped = escape() else { return nil }
                    appendUTF8(escaped, to: &decoded)
                    runStart = position
                case 0..<0x20:
                    return nil  // control characters must be escaped
                default:
                    position += 1
                }
            }
            return nil
        }

        func appendUTF8(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
            let value = scalar.value
            switch value {
            case 0..<0x80:
                bytes.append(UInt8(value))
            case 0x80..<0x800:
                bytes += [UInt8(0xC0 | value >> 6), UInt8(0x80 | value & 0x3F)]
            case 0x800..<0x10000:
                bytes += [UInt8(0xE0 | value >> 12), UInt8(0x80 | value >> 6 & 0x3F), UInt8(0x80 | value & 0x3F)]
            default:
                bytes += [UInt8(0xF0 | value >> 18), UInt8(0x80 | value >> 12 & 0x3F), UInt8(0x80 | value >> 6 & 0x3F),
                          UInt8(0x80 | value & 0x3F)]
            }
        }

        /// The character after a backslash (`\n`, `\u00e9`, a surrogate pair `\ud83d\ude00`).
        mutating func escape() -> Unicode.Scalar? {
            guard let byte = current else { return nil }
            position += 1
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(byte)
            case UInt8(ascii: "b"): return "\u{08}"
            case UInt8(ascii: "f"): return "\u{0C}"
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "u"):
                guard let high = hex4() else { return nil }
                if (0xD800..<0xDC00).contains(high) {
                    guard consume(word: "\\u"), let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
                    return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                }
                return Unicode.Scalar(high)
            default: return nil
            }
        }

        mutating func hex4() -> UInt32? {
            guard position + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = current.flatMap({ Character(Unicode.Scalar($0)).hexDigitValue }) else { return nil }
                value = value << 4 | UInt32(digit)
                position += 1
            }
            return value
        }
    }
}
