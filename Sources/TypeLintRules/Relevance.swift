/// Which files can matter, decided by one pass over their bytes before any lexing: a file that
/// mentions none of the words the rules and suppressions react to (`font`, `Font`, `bold`, `weight`,
/// `Weight`, `minimumScaleFactor`, `monospaced`, `typelint:`) cannot produce a finding. Most files of
/// an app (models, networking, tests) are skipped this way. A test keeps every rule's examples in scope.
public enum Relevance {
    public static func mayHaveFindings(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = bytes.count
        var i = 0
        while i + 4 <= n {
            switch bytes[i] {
            case UInt8(ascii: "f"), UInt8(ascii: "F"):
                if matches(bytes, i + 1, "ont") { return true }
            case UInt8(ascii: "b"):
                if matches(bytes, i + 1, "old") { return true }
            case UInt8(ascii: "w"), UInt8(ascii: "W"):
                if matches(bytes, i + 1, "eight") { return true }
            case UInt8(ascii: "m"):
                if matches(bytes, i + 1, "inimumScaleFactor") || matches(bytes, i + 1, "onospaced") { return true }
            case UInt8(ascii: "t"):
                if matches(bytes, i + 1, "ypelint:") { return true }
            default:
                break
            }
            i += 1
        }
        return false
    }

    /// Whether the file can declare font tokens (`static let display = Font…`, `extension UIFont`).
    public static func mayDeclareFontTokens(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        contains(bytes, "static") && contains(bytes, "Font")
    }

    @inline(__always)
    static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard at + count <= bytes.count else { return false }
        let letters = word.utf8Start
        for k in 0..<count where bytes[at + k] != letters[k] { return false }
        return true
    }

    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        let first = word.utf8Start[0]
        var i = 0
        while i < bytes.count {
            if bytes[i] == first, matches(bytes, i, word) { return true }
            i += 1
        }
        return false
    }
}
