import Foundation
import TypeLintRules

/// Compiler-style lines: `path:line:col: warning|error: message [rule-id]`, 1-based lines and UTF-8
/// byte columns (swiftc's and Vim's `%c`), which Xcode, VS Code's `$swiftc` matcher and Vim read.
public struct TextReporter: Reporter {
    public init() {}

    public func render(_ report: Report, into output: (String) -> Void) {
        // A file's lines are assembled as bytes: on a run with tens of thousands of findings, string
        // interpolation cost more than the rules that found them.
        var bytes: [UInt8] = []
        for file in report.files {
            bytes.removeAll(keepingCapacity: true)
            let path = Escaping.path(report.printedPath(file))
            for finding in report.shown(file) { append(finding, path: path, to: &bytes) }
            if !bytes.isEmpty { output(String(decoding: bytes, as: UTF8.self)) }
        }
    }

    public func line(for finding: Finding, path: String) -> String {
        var bytes: [UInt8] = []
        append(finding, path: Escaping.path(path), to: &bytes)
        return String(decoding: bytes.dropLast(), as: UTF8.self)
    }

    /// One finding, one line: a line break in a message (a profile's clause, a typeface string from code) or a path (a
    /// file may be named so) would start a bogus diagnostic, and an ESC in one would reach the terminal; both are
    /// escaped as every line typelint prints is (`Escaping.line`).
    private func append(_ finding: Finding, path: String, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: path.utf8)
        bytes.append(UInt8(ascii: ":"))
        appendNumber(finding.start.line, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        appendNumber(finding.start.column, to: &bytes)
        bytes.append(contentsOf: ": ".utf8)
        bytes.append(contentsOf: (finding.suppressionReason == nil ? finding.severity.rawValue : "note").utf8)
        bytes.append(contentsOf: ": ".utf8)
        bytes.append(contentsOf: Escaping.message(finding.message).utf8)
        if let reason = finding.suppressionReason {
            bytes.append(contentsOf: " (suppressed: ".utf8)
            bytes.append(contentsOf: Escaping.line(reason).utf8)
            bytes.append(UInt8(ascii: ")"))
        }
        bytes.append(contentsOf: " [".utf8)
        bytes.append(contentsOf: finding.ruleID.utf8)
        bytes.append(contentsOf: "]\n".utf8)
    }

    private func appendNumber(_ number: Int, to bytes: inout [UInt8]) {
        if number >= 10 { appendNumber(number / 10, to: &bytes) }
        bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: max(number, 0) % 10))
    }
}
