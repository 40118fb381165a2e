import Foundation
import TypeLintSyntax

/// Today's findings, recorded so that only new ones are reported (`--write-baseline`, `--baseline`).
/// An entry is a path (relative to the baseline file's folder), a rule and the flagged line's text
/// with its white space normalised — not a line number, not a message — so entries survive edits
/// elsewhere in the file. Entries are counted: a second identical violation is new.
public struct Baseline: Sendable {
    public struct Entry: Codable, Hashable, Sendable {
        public let path: String
        public let rule: String
        public let line: String

        public init(path: String, rule: String, line: String) {
            self.path = path
            self.rule = rule
            self.line = line
        }

        // Paths by their bytes: Swift compares strings as canonically equivalent, and `café.swift` composed and
        // decomposed are two files on a file system that keeps names as given.
        public static func == (a: Entry, b: Entry) -> Bool {
            a.path.utf8.elementsEqual(b.path.utf8) && a.rule == b.rule && a.line == b.line
        }

        public func hash(into hasher: inout Hasher) {
            for byte in path.utf8 { hasher.combine(byte) }
            hasher.combine(rule)
            hasher.combine(line)
        }
    }

    struct Document: Codable {
        let version: Int
        let findings: [Entry]
    }

    public static let formatVersion = 1
    private var remaining: [Entry: Int] = [:]
    public private(set) var entries: [Entry] = []

    public init(entries: [Entry]) {
        // A long line recorded whole (as baselines once did) is compared as it is recorded now. Bytes are counted first
        // (a line has at least as many bytes as characters), without walking the line's characters.
        self.entries = entries.map { entry in
            guard entry.line.utf8.count > Self.longestKey, entry.line.count > Self.longestKey else { return entry }
            return Entry(path: entry.path, rule: entry.rule, line: Self.compacted(entry.line))
        }
        for entry in self.entries { remaining[entry, default: 0] += 1 }
    }

    public struct Error: Swift.Error, CustomStringConvertible {
        public let description: String
    }

    public init(data: Data, path: String) throws {
        guard let document = try? JSONDecoder().decode(Document.self, from: data) else {
            throw Error(description: "\(path): not a typelint baseline (expected {\"version\": 1, \"findings\": [{\"path\", \"rule\", \"line\"}]})")
        }
        guard document.version == Self.formatVersion else {
            throw Error(description: "\(path): baseline version \(document.version) is not supported (expected \(Self.formatVersion))")
        }
        self.init(entries: document.findings)
    }

    /// The text a finding is recorded by: its line with white space normalised.
    public static func lineKey(for finding: Finding, in file: SourceFile) -> String {
        let lineIndex = file.lines.lineIndex(of: finding.byteRange.lowerBound)
        let start = file.lines.lineStarts[lineIndex]
        var end = lineIndex + 1 < file.lines.lineCount ? file.lines.lineStarts[lineIndex + 1] : file.bytes.count
        end = min(end, start + 4096)  // a minified megabyte line is keyed by its start
        let text = String(decoding: file.bytes[start..<end], as: UTF8.self)
        // `"\r\n"` is one Character in Swift, equal to neither of its halves: a CRLF checkout keys its lines as an LF one.
        let key = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }).joined(separator: " ")
        return key.count > longestKey ? compacted(key) : key
    }

    /// The longest line recorded as it is; a longer one (generated or minified code, with a finding every few characters) is
    /// recorded by its start and a digest of the rest (`compacted`), so that a baseline grows with its findings, not with
    /// their lines' lengths.
    static let longestKey = 240

    /// A long line's key: its first 200 characters, then `…#` and the FNV-1a digest of the whole line; no longer than
    /// `longestKey`, so that compacting a key again leaves it as it is.
    static func compacted(_ line: String) -> String {
        var digest: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in line.utf8 { digest = (digest ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let hex = String(digest, radix: 16)
        return String(line.prefix(200)) + " …#" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Whether the finding is recorded; each entry hides one finding.
    public mutating func consume(_ entry: Entry) -> Bool {
        guard let count = remaining[entry], count > 0 else { return false }
        remaining[entry] = count - 1
        return true
    }

    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let sorted = entries.sorted { ($0.path, $0.rule, $0.line) < ($1.path, $1.rule, $1.line) }
        return (try? encoder.encode(Document(version: Self.formatVersion, findings: sorted))) ?? Data()
    }
}
