/// A property list in the old OpenStep text form, which Xcode writes `project.pbxproj` in: dictionaries `{ key = value; }`,
/// arrays `( a, b, )`, strings bare or quoted, `/* comments */` and `// comments`. Read, never written; a damaged
/// file gives nil, not a crash.
enum OpenStepPlist: Equatable {
    case string(String)
    case array([OpenStepPlist])
    case dictionary([String: OpenStepPlist])

    var string: String? { if case .string(let value) = self { value } else { nil } }
    var array: [OpenStepPlist]? { if case .array(let value) = self { value } else { nil } }
    var dictionary: [String: OpenStepPlist]? { if case .dictionary(let value) = self { value } else { nil } }

    subscript(key: String) -> OpenStepPlist? { dictionary?[key] }

    /// The value the bytes hold (after an optional `// !$*UTF8*$!` header), or nil when they are not one.
    static func parse(_ bytes: [UInt8]) -> OpenStepPlist? {
        var reader = Reader(bytes: bytes)
        guard let value = reader.value(depth: 0) else { return nil }
        reader.skipSpace()
        return reader.position == bytes.count ? value : nil
    }

    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        /// Nesting beyond this is no project file: the reader stops rather than recursing on.
        static let maximumDepth = 64

        mutating func skipSpace() {
            while position < bytes.count {
                let byte = bytes[position]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    position += 1
                } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                    position += 2
                    while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) {
                        position += 1
                    }
                    position = min(bytes.count, position + 2)
                } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                    while position < bytes.count, bytes[position] != 0x0A { position += 1 }
                } else {
                    return
                }
            }
        }

        mutating func value(depth: Int) -> OpenStepPlist? {
            skipSpace()
            guard position < bytes.count, depth < Self.maximumDepth else { return nil }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                position += 1
                var result: [String: OpenStepPlist] = [:]
                while true {
                    skipSpace()
                    guard position < bytes.count else { return nil }
                    if bytes[position] == UInt8(ascii: "}") {
                        position += 1
                        return .dictionary(result)
                    }
                    guard let key = string(), expect("="), let item = value(depth: depth + 1), expect(";") else { return nil }
                    result[key] = item
                }
            case UInt8(ascii: "("):
                position += 1
                var result: [OpenStepPlist] = []
                while true {
                    skipSpace()
                    guard position < bytes.count else { return nil }
                    if bytes[position] == UInt8(ascii: ")") {
                        position += 1
                        return .array(result)
                    }
                    guard let item = value(depth: depth + 1) else { return nil }
                    result.append(item)
                    skipSpace()
                    if position < bytes.count, bytes[position] == UInt8(ascii: ",") { position += 1 }
                }
            default:
                return string().map(OpenStepPlist.string)
            }
        }

        mutating func expect(_ character: Unicode.Scalar) -> Bool {
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
            position += 1
            return true
        }

        /// A quoted string (with `\"`, `\\`, `\n`, `\t` escapes) or a bare one (letters, digits and `_$/:.-+`).
        mutating func string() -> String? {
            skipSpace()
            guard position < bytes.count else { return nil }
            if bytes[position] == UInt8(ascii: "\"") {
                position += 1
                var result: [UInt8] = []
                while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                    if bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count {
                        position += 1
                        switch bytes[position] {
                        case UInt8(ascii: "n"): result.append(0x0A)
                        case UInt8(ascii: "t"): result.append(0x09)
                        default: result.append(bytes[position])
                        }
                    } else {
                        result.append(bytes[position])
                    }
                    position += 1
                }
                guard position < bytes.count else { return nil }
                position += 1
                return String(decoding: result, as: UTF8.self)
            }
            let start = position
            while position < bytes.count, Self.isBare(bytes[position]) { position += 1 }
            return position > start ? String(decoding: bytes[start..<position], as: UTF8.self) : nil
        }

        static func isBare(_ byte: UInt8) -> Bool {
            (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || [UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"),
                    UInt8(ascii: "+")].contains(byte)
        }
    }
}
