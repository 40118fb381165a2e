import Foundation
import TypeLintRules

/// Compiler-style lines: `path:line:col: warning|error: message [rule-id]`, 1-based lines and UTF-8
/// byte columns (swiftc's and Vim's `%c`), which Xcode, VS Code's `$swiftc` matcher and Vim read.
public struct TextReporter: Reporter {
    public init() {}

    public func render(_ report: Report, into output: (String) -> Void) {
        for file in report.files {
            var lines = ""
            for finding in report.shown(file) { lines += line(for: finding, path: report.printedPath(file)) + "\n" }
            if !lines.isEmpty { output(lines) }
        }
    }

    public func line(for finding: Finding, path: String) -> String {
        // One finding, one line: a line break in a message would start a bogus diagnostic, and one in a path
        // (a file may be named so) would split the finding; the path's are escaped as `\n` and `\r`.
        let message = singleLine(finding.message)
        let path = path.utf8.contains { $0 == 0x0A || $0 == 0x0D || $0 == 0x5C }
            ? path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
                .replacingOccurrences(of: "\r", with: "\\r")
            : path
        let severity = finding.suppressionReason == nil ? finding.severity.rawValue : "note"
        let suppressed = finding.suppressionReason.map { " (suppressed: \($0))" } ?? ""
        return "\(path):\(finding.start.line):\(finding.start.column): \(severity): \(message)\(suppressed) [\(finding.ruleID)]"
    }
}
