import Foundation
import TypeLintRules

/// typelint's own JSON, version 1 (documented in docs/cli.md): every field of every finding, and a summary.
public struct JSONReporter: Reporter {
    public static let formatVersion = 1

    public init() {}

    struct Document: Encodable {
        let version: Int
        let tool: Tool
        let summary: Summary
        let findings: [Entry]
    }

    struct Tool: Encodable {
        let name: String
        let version: String
    }

    struct Summary: Encodable {
        let files: Int
        let findings: Int
        let errors: Int
        let warnings: Int
        let suppressed: Int
    }

    struct Position: Encodable {
        let line: Int
        let column: Int
        let utf16Column: Int
        let offset: Int
    }

    struct Replacement: Encodable {
        let start: Position
        let end: Position
        let text: String
        /// `safe`, or `unsafe` for a fix that changes a weight, family or design (applied only with `--unsafe-fixes`).
        let safety: FixSafety
    }

    struct Entry: Encodable {
        let rule: String
        let severity: String
        let message: String
        let path: String
        let line: Int
        let column: Int
        let endLine: Int
        let endColumn: Int
        let start: Position
        let end: Position
        let fix: Replacement?
        let suppressed: Bool
        let suppressionReason: String?
        /// The profile's words for the rule (`root: "…"`), when it has some.
        let clause: String?
    }

    public func render(_ report: Report, into output: (String) -> Void) {
        var entries: [Entry] = []
        var counts = (errors: 0, warnings: 0, suppressed: 0)
        for file in report.files {
            for finding in file.findings {
                if finding.suppressionReason != nil {
                    counts.suppressed += 1
                } else if finding.severity == .error {
                    counts.errors += 1
                } else {
                    counts.warnings += 1
                }
            }
            for finding in report.shown(file) {
                let start = Position(line: finding.start.line, column: finding.start.column,
                                     utf16Column: finding.start.utf16Column, offset: finding.byteRange.lowerBound)
                let end = Position(line: finding.end.line, column: finding.end.column,
                                   utf16Column: finding.end.utf16Column, offset: finding.byteRange.upperBound)
                entries.append(Entry(
                    rule: finding.ruleID, severity: finding.severity.rawValue, message: finding.message,
                    path: report.printedPath(file), line: start.line, column: start.column, endLine: end.line,
                    endColumn: end.column, start: start, end: end,
                    fix: finding.fix.map { fix in
                        Replacement(start: Position(line: fix.start.line, column: fix.start.column,
                                                    utf16Column: fix.start.utf16Column, offset: fix.range.lowerBound),
                                    end: Position(line: fix.end.line, column: fix.end.column,
                                                  utf16Column: fix.end.utf16Column, offset: fix.range.upperBound),
                                    text: fix.replacement, safety: fix.safety)
                    },
                    suppressed: finding.suppressionReason != nil, suppressionReason: finding.suppressionReason,
                    clause: finding.clause.isEmpty ? nil : finding.clause))
            }
        }
        let document = Document(
            version: Self.formatVersion, tool: Tool(name: "typelint", version: report.toolVersion),
            summary: Summary(files: report.lintedFileCount, findings: counts.errors + counts.warnings, errors: counts.errors,
                             warnings: counts.warnings, suppressed: counts.suppressed),
            findings: [])
        encodeJSON(document, arrayAt: "findings", holding: entries, into: output)
    }
}

/// Sorted keys and no escaped slashes: the same input gives the same bytes.
func encodeJSON<T: Encodable>(_ value: T) -> String {
    guard let data = try? jsonEncoder().encode(value) else { return "{}\n" }
    return Escaping.json(String(decoding: data, as: UTF8.self)) + "\n"
}

private func jsonEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
}

/// `value` as `encodeJSON` writes it, its array under `key` (empty in `value`) holding `elements`, each encoded and given to
/// `output` on its own: the encoder builds a tree of every value it encodes, several kilobytes a finding, so a report of a
/// hundred thousand findings is never one tree. The bytes are the same as encoding the whole.
func encodeJSON<T: Encodable, Element: Encodable>(_ value: T, arrayAt key: String, holding elements: [Element],
                                                  into output: (String) -> Void) {
    let skeleton = encodeJSON(value)
    // The key's line: an escaped string holds no newline, so a line that starts with the key is the key.
    let written = "\"\(key)\" : ["
    var search = skeleton.startIndex
    var found: Range<String.Index>?
    while let match = skeleton.range(of: written, range: search..<skeleton.endIndex) {
        let lineStart = skeleton[..<match.lowerBound].lastIndex(of: "\n").map { skeleton.index(after: $0) } ?? skeleton.startIndex
        if skeleton[lineStart..<match.lowerBound].allSatisfy({ $0 == " " }) { found = match; break }
        search = match.upperBound
    }
    guard !elements.isEmpty, let found, let close = skeleton[found.upperBound...].firstIndex(of: "]") else {
        output(skeleton)
        return
    }
    let lineStart = skeleton[..<found.lowerBound].lastIndex(of: "\n").map { skeleton.index(after: $0) } ?? skeleton.startIndex
    let indent = String(skeleton[lineStart..<found.lowerBound])
    output(String(skeleton[..<found.upperBound]) + "\n")
    encodeJSON(elements, indentedBy: indent, into: output)
    output(indent + String(skeleton[close...]))
}

/// `elements` as `encodeJSON` writes the array, given to `output` a few at a time as `encodeJSON(_:arrayAt:holding:into:)`
/// gives them: for a report that is one array.
func encodeJSON<Element: Encodable>(array elements: [Element], into output: (String) -> Void) {
    guard !elements.isEmpty else {
        output(encodeJSON(elements))
        return
    }
    output("[\n")
    encodeJSON(elements, indentedBy: "", into: output)
    output("]\n")
}

/// The lines between the brackets of `elements` encoded as an array whose brackets are indented by `indent`.
private func encodeJSON<Element: Encodable>(_ elements: [Element], indentedBy indent: String, into output: (String) -> Void) {
    // A few hundred at a time, as an array of their own (one encoder run each costs as much as a hundred elements), its
    // brackets dropped and its lines indented to where the enclosing array holds them.
    let encoder = jsonEncoder()
    let margin = Array(indent.utf8)
    for start in stride(from: 0, to: elements.count, by: 256) {
        let chunk = elements[start..<min(start + 256, elements.count)]
        let encoded = (try? encoder.encode(Array(chunk))) ?? Data("[\n\n]".utf8)
        // Byte by byte (Foundation's replacing of occurrences costs more than the encoding): "[\n" and "\n]" dropped.
        var lines = margin
        lines.reserveCapacity(encoded.count + encoded.count / 8)
        for byte in encoded.dropFirst(2).dropLast(2) {
            lines.append(byte)
            if byte == UInt8(ascii: "\n") { lines += margin }
        }
        lines += Array((chunk.endIndex < elements.count ? ",\n" : "\n").utf8)
        output(Escaping.json(String(decoding: lines, as: UTF8.self)))
    }
}
