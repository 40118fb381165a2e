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
    }

    struct Document: Codable {
        let version: Int
        let findings: [Entry]
    }

    public static let formatVersion = 1
    private var remaining: [Entry: Int] = [:]
    public private(set) var entries: [Entry] = []

    public init(entries: [Entry]) {
        self.entries = entries
        for entry in entries { remaining[entry, default: 0] += 1 }
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
        return text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }).joined(separator: " ")
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
